import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import {
  endpoints,
  requestToken,
  type EndpointDefinition,
  type EndpointName,
} from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import type { SessionUser } from '../../repositories/sessions-repository';
import { Refusal } from '../../lib/refusal';
import {
  baseUrlOf,
  describeIssue,
  sameSecret,
  SerializedAnswer,
  type ProfileRoute,
  type ProviderCall,
  type ProviderHandler,
} from '../provider-route';
import { NOT_FOUND_PAGE, createNoticeCounter, phpNotice } from './pages';
import { lenientAnswer, lenientRefusal, type Answer } from './replies';
import { lenientPath } from '../../lib/lenient-provider-section';
import { withSpecWithdrawMethod, withoutUnknownFields } from './requests';

/**
 * The lenient profile (MOCK_PROFILE=lenient, mock-server/README.md "Profiles"): every endpoint
 * answered as a real provider does (docs/decisions/009). HTTP 200 for every answer, refusals
 * included, as `text/html` (PHP's default), sometimes after a PHP notice; the provider's paths, a 404
 * page for the endpoints it lacks; unknown request fields ignored; a token it does not know never
 * refused on the calls that read (it answers for nobody). The handlers and services are the spec
 * profile's, so the game plays the same.
 */
export interface LenientProfile {
  readonly route: ProfileRoute;
  /** Sends an answer as the provider does: HTTP 200, text/html, a notice before it on its share. */
  send(reply: FastifyReply, answer: Answer): FastifyReply;
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

export function createLenientProfile(
  ctx: ServerContext,
  options: { readonly noticeShare: number },
): LenientProfile {
  const nextNotice = createNoticeCounter(options.noticeShare);

  function send(reply: FastifyReply, answer: Answer): FastifyReply {
    // PHP's json_encode writes `/` as `\/`.
    const json = JSON.stringify(answer).replaceAll('/', '\\/');
    const notice = nextNotice();
    return reply
      .code(200)
      .type('text/html; charset=UTF-8')
      .send(notice === undefined ? json : `${phpNotice(notice)}${json}`);
  }

  async function answer<N extends EndpointName>(
    name: N,
    handler: ProviderHandler<N>,
    request: FastifyRequest,
  ): Promise<Answer> {
    const endpoint = endpoints[name];
    const raw: unknown = request.body;
    if (!isRecord(raw)) return lenientRefusal(providerMessages.badRequest);
    const appKey = raw['app_key'];
    if (typeof appKey === 'string' && appKey !== '' && !sameSecret(appKey, ctx.appKey))
      return lenientRefusal(providerMessages.invalidAppKey);
    const fields = name === 'apiUserWithdrawFundRequest' ? withSpecWithdrawMethod(raw) : raw;
    const known = withoutUnknownFields(endpoint.request, fields);
    const parsed = z.safeParse(endpoint.request as z.ZodMiniType, known);
    if (!parsed.success) return lenientRefusal(describeIssue(parsed.error));
    const body = parsed.data as ProviderCall<N>['body'];

    const now = ctx.clock.now();
    const token = requestToken(body);
    const knownUser = token === undefined ? undefined : ctx.sessions.userOf(token, now);
    // A token the provider does not know is ignored where none is needed, answered for nobody on a
    // call that reads, and refused on one that writes (where the provider would write for nobody).
    const signedOut = endpoint.auth === 'token' && knownUser === undefined;
    if (signedOut && !answersForNobody(name)) return lenientRefusal(providerMessages.invalidToken);
    const user = signedOut ? NOBODY : knownUser;

    const result = await handler({
      body,
      user: user as ProviderCall<N>['user'],
      token,
      now,
      baseUrl: baseUrlOf(request),
      request,
    });
    const spec: unknown =
      result instanceof SerializedAnswer ? JSON.parse(result.json) : (result as unknown);
    if (ctx.checkResponses && !z.safeParse(endpoint.response as z.ZodMiniType, spec).success)
      throw new Error(`Answer of ${name} does not match its response schema`);
    return lenientAnswer(name, spec as Answer, {
      ctx,
      user: signedOut ? undefined : user,
      signedOut,
    });
  }

  const route: ProfileRoute = (app: FastifyInstance, name, handler, preHandler) => {
    const path = lenientPath(name);
    // An endpoint the provider lacks: its path falls to the 404 page.
    if (path === null) return;
    app.post(`/${path}`, { preHandler }, async (request, reply) => {
      try {
        return send(reply, await answer(name, handler, request));
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
