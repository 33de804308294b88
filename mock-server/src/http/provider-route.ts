import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod/mini';
import {
  endpointNames,
  endpoints,
  requestToken,
  type EndpointName,
  type Endpoints,
  type WireResponse,
} from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import type { SessionUser } from '../repositories/sessions-repository';
import { Refusal } from '../lib/refusal';
import { markServed, unservedOf } from './served-endpoints';
import {
  IGNORED_FIELDS_HEADER,
  ignoredFieldsHeader,
  MAX_LOGGED_FIELDS,
  withSpecSpellings,
  withoutUnknownFields,
  type SchemaLike,
} from './request-fields';

/** Read in the providers' other spellings too. */
export const SUBMIT_BID_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'apiSubmitBid',
  'apiStarlineSubmitBid',
  'apiGalidisawarSubmitBid',
]);

type ParsedRequest<N extends EndpointName> = z.output<Endpoints[N]['request']>;

export interface ProviderCall<N extends EndpointName> {
  body: ParsedRequest<N>;
  user: Endpoints[N]['auth'] extends 'token' ? SessionUser : SessionUser | undefined;
  token: string | undefined;
  now: number;
  /** For URLs of the server's own pages and images. */
  baseUrl: string;
  request: FastifyRequest;
}

/** A hot path reusing cached JSON; `check` is set whenever the cached part was rebuilt. */
export class SerializedAnswer {
  constructor(
    readonly json: string,
    readonly check: boolean,
    readonly value?: unknown,
  ) {}
}

/**
 * Runs as one ordered write, its answer serialized inside it, so nothing can fail once committed.
 * `grouped` joins the bids' group commit.
 */
export class Write<A> {
  constructor(
    readonly run: () => A | Refusal,
    readonly grouped = false,
  ) {}
}

type HandlerAnswer<N extends EndpointName> = WireResponse<N> | SerializedAnswer;

/** A failing `finish` undoes the write. */
export function perform<N extends EndpointName, T>(
  ctx: ServerContext,
  outcome: HandlerOutcome<N>,
  finish: (answer: HandlerAnswer<N>) => T,
): T | Promise<T> {
  const settle = (result: HandlerAnswer<N> | Write<HandlerAnswer<N>>): T | Promise<T> => {
    if (!(result instanceof Write)) return finish(result);
    const step = (): T | Refusal => {
      const answer = result.run();
      return answer instanceof Refusal ? answer : finish(answer);
    };
    if (!result.grouped) return unlessRefused(ctx.writes.write(step));
    return ctx.writes.enqueue(step).then(unlessRefused);
  };
  return outcome instanceof Promise ? outcome.then(settle) : settle(outcome);
}

function unlessRefused<T>(value: T | Refusal): T {
  if (value instanceof Refusal) throw value;
  return value;
}

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** Its own Host, never a proxy's X-Forwarded-*, so the URLs name whoever the caller addressed. */
export function baseUrlOf(request: FastifyRequest): string {
  const given = request.headers.host ?? '';
  const host = HOST_PATTERN.test(given) ? given : 'localhost';
  return `http://${host}`;
}

export function sameSecret(a: string, b: string): boolean {
  return secretMatcher(b)(a);
}

/** Its bytes made once: a route checks every body's app key. */
function secretMatcher(expected: string): (given: string) => boolean {
  const right = Buffer.from(expected);
  return (given) => {
    const left = Buffer.from(given);
    return left.length === right.length && timingSafeEqual(left, right);
  };
}

/** No input echoed. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return providerMessages.badRequest;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${providerMessages.badRequest}: ${where}`;
}

export type HandlerOutcome<N extends EndpointName> =
  HandlerAnswer<N> | Write<HandlerAnswer<N>> | Promise<HandlerAnswer<N> | Write<HandlerAnswer<N>>>;

export type ProviderHandler<N extends EndpointName> = (call: ProviderCall<N>) => HandlerOutcome<N>;

/**
 * The lenient profile: the same handler at its own path, with its request reading and answer form.
 */
export type ProfileRoute = <N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: ProviderHandler<N>,
  preHandler: preHandlerAsyncHookHandler[],
) => void;

const profileRoutes = new WeakMap<ServerContext, ProfileRoute>();

export function serveInProfile(ctx: ServerContext, route: ProfileRoute): void {
  profileRoutes.set(ctx, route);
}

export function assertEveryProviderEndpointServed(ctx: ServerContext): void {
  const missing = unservedOf(ctx, 'provider', endpointNames);
  if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}`);
}

/**
 * The path, schemas and auth come from the contract entry, so a route names only its endpoint
 * (docs/mock-provider.md).
 */
export function provide<N extends EndpointName>(
  app: FastifyInstance,
  ctx: ServerContext,
  name: N,
  handler: ProviderHandler<N>,
  preHandler: preHandlerAsyncHookHandler[] = [],
): void {
  const endpoint = endpoints[name];
  const isAppKey = secretMatcher(ctx.appKey);
  const isBid = SUBMIT_BID_ENDPOINTS.has(name);
  markServed(ctx, 'provider', name);
  const profileRoute = profileRoutes.get(ctx);
  if (profileRoute !== undefined) return profileRoute(app, name, handler, preHandler);
  const finish = (request: FastifyRequest, answer: HandlerAnswer<N>): string => {
    const serialized = answer instanceof SerializedAnswer ? answer : undefined;
    if (ctx.checkResponses && (serialized === undefined || serialized.check)) {
      const value: unknown = serialized === undefined ? answer : serialized.value;
      const checked = z.safeParse(endpoint.response as z.ZodMiniType, value);
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues, endpoint: name },
          'answer does not match the contract',
        );
        throw new Error(`Answer of ${name} does not match its response schema`);
      }
    }
    return serialized === undefined ? JSON.stringify(answer) : serialized.json;
  };
  const send = (reply: FastifyReply, json: string): void => {
    void reply.code(200).type('application/json; charset=utf-8').send(json);
  };
  // Not async: an immediate answer goes out in the same call, with no promise per request.
  app.post(`/${endpoint.path}`, { preHandler }, (request, reply): void => {
    const raw: unknown = request.body;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new Refusal(400, providerMessages.badRequest);
    }
    const appKey = (raw as Record<string, unknown>)['app_key'];
    if (typeof appKey === 'string' && appKey !== '' && !isAppKey(appKey)) {
      throw new Refusal(401, providerMessages.invalidAppKey);
    }
    let parsed = z.safeParse(endpoint.request as z.ZodMiniType, raw);
    if (!parsed.success) {
      // Not exactly the spec's body: read again without the unneeded fields, which a header names,
      // so an exact client can be held to it.
      const { value, ignored } = withoutUnknownFields(
        endpoint.request as unknown as SchemaLike,
        isBid ? withSpecSpellings(raw as Record<string, unknown>) : raw,
      );
      const again = z.safeParse(endpoint.request as z.ZodMiniType, value);
      if (ignored.length > 0) {
        void reply.header(IGNORED_FIELDS_HEADER, ignoredFieldsHeader(ignored));
        request.log.warn(
          { endpoint: endpoint.path, ignored: ignored.slice(0, MAX_LOGGED_FIELDS) },
          'request fields ignored',
        );
      }
      if (again.success) parsed = again;
      else throw new Refusal(400, describeIssue(again.error));
    }
    const body = parsed.data as ParsedRequest<N>;

    const now = ctx.clock.now();
    const token = requestToken(body);
    // SECURITY.md: a revoked, expired or unknown token is refused alike.
    const user = token === undefined ? undefined : ctx.sessions.userOf(token, now);
    if (token !== undefined && user === undefined)
      throw new Refusal(401, providerMessages.invalidToken);
    if (endpoint.auth === 'token' && user === undefined)
      throw new Refusal(401, providerMessages.invalidToken);

    const outcome = handler({
      body,
      user: user as ProviderCall<N>['user'],
      token,
      now,
      baseUrl: baseUrlOf(request),
      request,
    });
    const json = perform(ctx, outcome, (answer) => finish(request, answer));
    if (typeof json === 'string') return send(reply, json);
    // Returns nothing: a returned reply is a thenable, which would make the promise wait for the
    // response.
    json.then((text) => send(reply, text)).catch((error: unknown) => reply.send(error));
  });
}
