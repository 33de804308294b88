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

/** The endpoints whose body carries a bid (`new_result`), read in the spec's other spellings too. */
export const SUBMIT_BID_ENDPOINTS: ReadonlySet<EndpointName> = new Set([
  'apiSubmitBid',
  'apiStarlineSubmitBid',
  'apiGalidisawarSubmitBid',
]);

type ParsedRequest<N extends EndpointName> = z.output<Endpoints[N]['request']>;

export interface ProviderCall<N extends EndpointName> {
  body: ParsedRequest<N>;
  /** The signed-in player: always there for `auth: 'token'` endpoints, when a token was sent otherwise. */
  user: Endpoints[N]['auth'] extends 'token' ? SessionUser : SessionUser | undefined;
  /** The session token the body carried, if any. */
  token: string | undefined;
  /** The server clock's reading for this request. */
  now: number;
  /** `http://host:port` of this request, for URLs of the server's own pages and images. */
  baseUrl: string;
  request: FastifyRequest;
}

/**
 * An answer the handler serialized itself (a hot path reusing cached JSON). `value` is the object the
 * text encodes; it is checked against the response schema (when checks are on) only when `check` is
 * true, which the handler sets whenever the cached part was rebuilt.
 */
export class SerializedAnswer {
  constructor(
    readonly json: string,
    readonly check: boolean,
    readonly value?: unknown,
  ) {}
}

/**
 * A handler's write: `run` makes the change and returns the answer, and runs as one ordered write
 * (`ctx.writes`), the answer checked and serialized inside it, so nothing can fail once it is
 * committed. `grouped` runs it in the group commit of the hot path (bids), where it refuses by
 * returning a `Refusal` (nothing written) instead of throwing.
 */
export class Write<A> {
  constructor(
    readonly run: () => A | Refusal,
    readonly grouped = false,
  ) {}
}

type HandlerAnswer<N extends EndpointName> = WireResponse<N> | SerializedAnswer;

/**
 * Runs a handler's outcome: an answer is finished as it is; a `Write` runs in the ordered writer
 * with `finish` inside its transaction (a failing `finish` undoes the write); a refusal is thrown.
 */
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

/**
 * `http://host:port` as this request reached the mock: its own Host header, never a proxy's
 * X-Forwarded-Host or -Proto (trusted for the caller's address only), so the URLs name whoever the
 * caller addressed (the dev server's proxy, or the mock behind a production server).
 */
export function baseUrlOf(request: FastifyRequest): string {
  const given = request.headers.host ?? '';
  const host = HOST_PATTERN.test(given) ? given : 'localhost';
  return `http://${host}`;
}

export function sameSecret(a: string, b: string): boolean {
  return secretMatcher(b)(a);
}

/** `sameSecret` against one fixed secret, its bytes made once (a route checks every body's app key). */
function secretMatcher(expected: string): (given: string) => boolean {
  const right = Buffer.from(expected);
  return (given) => {
    const left = Buffer.from(given);
    return left.length === right.length && timingSafeEqual(left, right);
  };
}

/** The first problem zod found, as a short text for the 400 answer (field path and message, no input echoed). */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return providerMessages.badRequest;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${providerMessages.badRequest}: ${where}`;
}

/** What a handler returns: an answer (a read), or a `Write` whose run makes the change and answers. */
export type HandlerOutcome<N extends EndpointName> =
  HandlerAnswer<N> | Write<HandlerAnswer<N>> | Promise<HandlerAnswer<N> | Write<HandlerAnswer<N>>>;

/** What a route hands `provide`: the endpoint's work, on a request already checked. */
export type ProviderHandler<N extends EndpointName> = (call: ProviderCall<N>) => HandlerOutcome<N>;

/**
 * Serves an endpoint in the form of another profile than the spec's (the lenient profile,
 * `http/lenient/route.ts`): same handler, its own path, request reading and answer form.
 */
export type ProfileRoute = <N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: ProviderHandler<N>,
  preHandler: preHandlerAsyncHookHandler[],
) => void;

const profileRoutes = new WeakMap<ServerContext, ProfileRoute>();

/** Makes `provide` hand every endpoint of this server to `route` (called before the routes register). */
export function serveInProfile(ctx: ServerContext, route: ProfileRoute): void {
  profileRoutes.set(ctx, route);
}

/** Throws, naming them, when endpoints of the contract have no handler (called once the routes are in). */
export function assertEveryProviderEndpointServed(ctx: ServerContext): void {
  const missing = unservedOf(ctx, 'provider', endpointNames);
  if (missing.length > 0) throw new Error(`No handler for ${missing.join(', ')}`);
}

/**
 * Serves one endpoint of the contract at `POST /{path}`: checks the app key (401), the body against
 * the endpoint's request schema (400; fields it does not name are ignored and reported), the token for `auth: 'token'` endpoints (401), runs the
 * handler, and checks its answer against the response schema. Refusals are thrown as `Refusal`.
 * The path, the schemas and the auth all come from the contract entry, so a route names only the
 * endpoint; each endpoint has exactly one handler (`assertEveryProviderEndpointServed`).
 */
export function provide<N extends EndpointName>(
  app: FastifyInstance,
  ctx: ServerContext,
  name: N,
  handler: ProviderHandler<N>,
  /** Guards run before the handler (abuse limits). */
  preHandler: preHandlerAsyncHookHandler[] = [],
): void {
  const endpoint = endpoints[name];
  const isAppKey = secretMatcher(ctx.appKey);
  const isBid = SUBMIT_BID_ENDPOINTS.has(name);
  markServed(ctx, 'provider', name);
  const profileRoute = profileRoutes.get(ctx);
  if (profileRoute !== undefined) return profileRoute(app, name, handler, preHandler);
  /** The answer's JSON text, checked against the response schema (when checks are on). */
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
  // Not an async function: a handler that answers at once is answered in the same call, with no
  // promise between the handler and the reply; one that returns a promise (a bid, after its batch's
  // commit) answers when it settles, its rejection sent to the error handler. Returning that promise
  // to Fastify instead would add a promise of Fastify's own per request.
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
      // Not exactly the spec's body: read again without the fields the endpoint does not need
      // (named in a header and a log line, so an exact client can be held to it) and with the
      // spec's other spellings of sessions and bid types. Exact bodies never come here.
      const { value, ignored } = withoutUnknownFields(
        endpoint.request as unknown as SchemaLike,
        isBid ? withSpecSpellings(raw as Record<string, unknown>) : raw,
      );
      const again = z.safeParse(endpoint.request as z.ZodMiniType, value);
      if (ignored.length > 0) {
        // Decided before anything is written: a header value that cannot fail to be sent.
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
    // A revoked, expired or unknown token is refused alike (SECURITY.md "Sessions").
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
    // The callback returns nothing: a returned reply is a thenable, which the promise would
    // follow, and Fastify's reply waits for the response to finish when followed.
    json.then((text) => send(reply, text)).catch((error: unknown) => reply.send(error));
  });
}
