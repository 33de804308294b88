import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  ENV_TYPE,
  endpoints,
  requestToken,
  type EndpointDefinition,
  type EndpointName,
} from '@matka/shared/contract';
import { lenientProviderMessages, providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import type { SessionUser } from '../../repositories/sessions-repository';
import { Refusal } from '../../lib/refusal';
import {
  baseUrlOf,
  describeIssue,
  sameSecret,
  perform,
  SerializedAnswer,
  type ProfileRoute,
  type ProviderCall,
  type ProviderHandler,
} from '../provider-route';
import {
  NOT_FOUND_PAGE,
  PHP_NOTICE_HEADER,
  createNoticeCounter,
  noticeMessage,
  phpNotice,
  sharedNoticeProperty,
} from './pages';
import { lenientAnswer, lenientRefusal, type Answer } from './replies';
import { lenientPaths } from '../../lib/lenient-provider-section';
import { lenientRequest } from './requests';
import { withDeviceRecorded } from './devices';

/**
 * The lenient profile (MOCK_PROFILE=lenient, docs/lenient-profile.md): every endpoint answered as
 * the real provider's code does. HTTP 200 for every answer, refusals included, as `text/html`
 * (PHP's default), sometimes after a PHP notice; the provider's paths (both Gali spellings), a 404
 * page for the endpoints it lacks; each request read as its PHP reads it (`requests.ts`); a token it
 * does not know never refused on the calls that read (it answers for nobody). The handlers and
 * services are the spec profile's, so the game and the money play by our rules.
 */
export interface LenientProfile {
  readonly route: ProfileRoute;
  /**
   * Sends an answer as the provider does: HTTP 200, text/html, after a PHP notice when the request
   * lacked a property the provider reads (`missing`) or on the notices' share (both while on).
   */
  send(reply: FastifyReply, answer: Answer, missing?: readonly string[]): FastifyReply;
  /** The provider's 404 page, for a path it has no route for. */
  sendNotFound(reply: FastifyReply): FastifyReply;
}

/** The caller the provider answers for when it does not know the token: no name, no money. */
const NOBODY: SessionUser = {
  id: 0,
  name: '',
  mobile: '',
  email: '',
  password_salt: '',
  password_hash: '',
  betting_status: '0',
  paytm_no: '',
  google_pay_no: '',
  phon_pay_no: '',
  created_at: 0,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls that only read, which a provider answers for nobody when it does not know the token. */
function answersForNobody(name: EndpointName): boolean {
  const definition: EndpointDefinition = endpoints[name];
  return definition.lists !== undefined || definition.blankWhenSignedOut !== undefined;
}

export function createLenientProfile(ctx: ServerContext): LenientProfile {
  const nextNotice = createNoticeCounter();

  /** An answer as PHP's json_encode writes it (`/` as `\/`). */
  const encode = (answer: Answer): string => JSON.stringify(answer).replaceAll('/', '\\/');

  function sendText(reply: FastifyReply, json: string, missing: readonly string[]): FastifyReply {
    const share = ctx.phpNotices.share;
    // A property the request lacks makes PHP print a notice; the share adds the others' notices.
    const shared = share > 0 ? nextNotice(share) : undefined;
    // PHP names the property, not where it sits (`new_result.result.0.closedigits`: `closedigits`).
    const property =
      share > 0 && missing[0] !== undefined
        ? (missing[0].split('.').at(-1) ?? missing[0])
        : shared === undefined
          ? undefined
          : sharedNoticeProperty(shared, reply.request.url);
    if (property === undefined) return reply.code(200).type('text/html; charset=UTF-8').send(json);
    const message = noticeMessage(property);
    reply.request.log.info({ endpoint: reply.request.url, notice: message }, 'PHP notice printed');
    return reply
      .code(200)
      .type('text/html; charset=UTF-8')
      .header(PHP_NOTICE_HEADER, message)
      .send(`${phpNotice(property)}${json}`);
  }

  const send = (reply: FastifyReply, answer: Answer, missing: readonly string[] = []) =>
    sendText(reply, encode(answer), missing);

  /** The answer to a provider call, and the properties the request lacked. */
  async function answer<N extends EndpointName>(
    name: N,
    handler: ProviderHandler<N>,
    request: FastifyRequest,
  ): Promise<{ json: string; missing: readonly string[] }> {
    const endpoint = endpoints[name];
    const raw: unknown = request.body;
    if (!isRecord(raw))
      return { json: encode(lenientRefusal(providerMessages.badRequest)), missing: [] };
    // The provider's check (`checkRequestAuth`): the app key, trimmed, and env_type 'Prod'.
    const appKey = typeof raw['app_key'] === 'string' ? raw['app_key'].trim() : '';
    const envType = typeof raw['env_type'] === 'string' ? raw['env_type'].trim() : '';
    if (appKey === '' || !sameSecret(appKey, ctx.appKey) || envType !== ENV_TYPE)
      return { json: encode(lenientRefusal(lenientProviderMessages.unauthorized)), missing: [] };

    const now = ctx.clock.now();
    const read = lenientRequest(name, raw, ctx.appKey, {
      now,
      dayOfGame: (gameId) => {
        const market = ctx.markets.byId(Number(gameId));
        return market === undefined ? undefined : ctx.markets.stateOf(market, now).day;
      },
    });
    const parsed = z.safeParse(endpoint.request as z.ZodMiniType, read.body);
    if (!parsed.success)
      return { json: encode(lenientRefusal(describeIssue(parsed.error))), missing: read.missing };
    const body = parsed.data as ProviderCall<N>['body'];

    const token = requestToken(body);
    const knownUser = token === undefined ? undefined : ctx.sessions.userOf(token, now);
    // A token the provider does not know is ignored where none is needed, answered for nobody on a
    // call that reads, and refused on one that writes (where the provider would write for nobody).
    const signedOut = endpoint.auth === 'token' && knownUser === undefined;
    if (signedOut && !answersForNobody(name))
      return { json: encode(lenientRefusal(providerMessages.invalidToken)), missing: read.missing };
    const user = signedOut ? NOBODY : knownUser;

    const outcome = handler({
      body,
      user: user as ProviderCall<N>['user'],
      token,
      now,
      baseUrl: baseUrlOf(request),
      request,
    });
    // Checked and shaped inside the write, if the call writes: nothing fails after its commit.
    const json = await perform(ctx, outcome, (result) => {
      const spec: unknown =
        result instanceof SerializedAnswer ? JSON.parse(result.json) : (result as unknown);
      if (ctx.checkResponses && !z.safeParse(endpoint.response as z.ZodMiniType, spec).success)
        throw new Error(`Answer of ${name} does not match its response schema`);
      return encode(
        lenientAnswer(name, spec as Answer, {
          ctx,
          user: signedOut ? undefined : user,
          signedOut,
          now,
        }),
      );
    });
    return { json, missing: read.missing };
  }

  const route: ProfileRoute = (app: FastifyInstance, name, served, preHandler) => {
    const handler = withDeviceRecorded(ctx, name, served);
    // Each path the provider answers at (none for an endpoint it lacks: the 404 page there).
    for (const path of lenientPaths(name))
      app.post(`/${path}`, { preHandler }, async (request, reply) => {
        try {
          const { json, missing } = await answer(name, handler, request);
          return sendText(reply, json, missing);
        } catch (error) {
          if (error instanceof Refusal) return send(reply, lenientRefusal(error.msg));
          throw error;
        }
      });
  };

  return {
    route,
    send,
    sendNotFound: (reply) => reply.code(404).type('text/html; charset=UTF-8').send(NOT_FOUND_PAGE),
  };
}
