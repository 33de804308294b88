import type { IncomingHttpHeaders } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawServerBase,
  RequestGenericInterface,
  RouteGenericInterface,
} from 'fastify';
import replyFrom from '@fastify/reply-from';
import { fetchFailure } from '@matka/shared/contract';
import { endpointPaths, type ProviderPaths } from '@matka/shared/contract/request';
import { providerMessages } from '@matka/shared/messages';
import type { ProviderHealth } from './provider-health';

export interface ProviderProxyOptions {
  /** PROVIDER_URL, no trailing slash. */
  readonly providerUrl: string;
  /** PROVIDER_COOKIE: the `Cookie` header every forwarded request carries. */
  readonly providerCookie: string | undefined;
  /** config.json `provider.paths`: this provider's own paths (docs/decisions/009). */
  readonly paths?: ProviderPaths | undefined;
  /** Told how each forwarded endpoint call went (`/readyz`). */
  readonly health: ProviderHealth;
}

/**
 * The paths forwarded as POSTs: the spec's (section 7) and the ones config.json gives this
 * provider, each once.
 */
function forwardedPaths(paths: ProviderPaths | undefined): string[] {
  const configured = Object.values(paths ?? {}).filter((path) => typeof path === 'string');
  return [...new Set([...Object.values(endpointPaths), ...configured])].map((path) => `/${path}`);
}
/** The mock provider's own pages (charts, images), forwarded as GETs. */
const MOCK_PAGES_PREFIX = '/mock/';

/** Room for a bid of the contract's maximum 500 lines, as the mock provider allows. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** The client gives up after 15 s (shared/src/contract/provider-client.ts); so does the proxy. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/** Request headers the proxy sets itself: what the browser sent under these names is dropped. */
const REPLACED_REQUEST_HEADERS = [
  'cookie',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];
/**
 * Answer headers that never reach the player: the provider's session cookie (`ci_session` on every
 * answer, never needed; a player must not hold the provider's session) and its PHP version.
 */
const DROPPED_ANSWER_HEADERS = ['set-cookie', 'x-powered-by'];

function without(headers: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of names) delete kept[name];
  return kept;
}

/**
 * The headers sent to the provider. `host` is the provider's own (reply-from sets it): providers
 * are name-based virtual hosts, and CodeIgniter builds its absolute URLs (chart pages, slider
 * images) from it, so those URLs name the provider, which the player's browser loads directly.
 * X-Forwarded-* say who asked and where (docs/decisions/008-production-server.md).
 */
function providerRequestHeaders(
  request: FastifyRequest<RequestGenericInterface, RawServerBase>,
  headers: IncomingHttpHeaders,
  cookie: string | undefined,
): IncomingHttpHeaders {
  return {
    ...without(headers, REPLACED_REQUEST_HEADERS),
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
    ...(cookie === undefined ? {} : { cookie }),
  };
}

/** The provider did not answer: a refusal the client shows, never the upstream error's details. */
function answerUnreachable(
  reply: FastifyReply<RouteGenericInterface, RawServerBase>,
  error: Error & { statusCode?: number },
  health: ProviderHealth,
): void {
  const timedOut = error.statusCode === 504;
  const detail = timedOut ? 'no answer in time' : fetchFailure(error);
  health.unreachable(detail);
  reply.log.error(
    { code: (error as { code?: string }).code, timedOut, detail },
    'provider unreachable',
  );
  void reply
    .code(timedOut ? 504 : 502)
    .header('cache-control', 'no-store')
    .send({ status: false, msg: providerMessages.serviceUnavailable });
}

/** Bodies at `trace` only, parsed, the secrets redacted by the logger (`logging.ts`). */
function traceBody(request: FastifyRequest, body: Buffer): void {
  if (request.log.level !== 'trace') return;
  try {
    request.log.trace({ body: JSON.parse(body.toString('utf8')) as unknown }, 'provider request');
  } catch {
    request.log.trace({ bodyBytes: body.length }, 'provider request (not JSON)');
  }
}

/**
 * Forwards the provider's paths to PROVIDER_URL (keeping its path prefix): the endpoints as POSTs
 * with their bodies byte for byte, the mock's pages as GETs. Registered in its own context so the
 * raw-body parser applies to these routes only.
 */
export async function providerProxy(
  app: FastifyInstance,
  options: ProviderProxyOptions,
): Promise<void> {
  await app.register(replyFrom, {
    undici: {
      connections: 64,
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
      // Certificates are checked: reply-from turns TLS verification off unless told otherwise
      // (its `tls` default, which `connect` overrides), and these requests carry the cookie.
      connect: { rejectUnauthorized: true },
    },
    disableRequestLogging: true,
    // Nothing is replayed (reply-from would retry GETs answered 503 up to ten times): the app
    // retries what it may, and a bid must never be sent twice.
    retryMethods: [],
  });

  // The body goes on as it came (content type and bytes): the provider reads JSON from any type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_r, b, done) =>
    done(null, b),
  );

  const forward = (request: FastifyRequest, reply: FastifyReply, endpoint: boolean) => {
    const upstream = `${options.providerUrl}${request.url}`;
    const body = request.body instanceof Buffer ? request.body : undefined;
    if (body !== undefined) traceBody(request, body);
    return reply.from(upstream, {
      ...(body === undefined
        ? {}
        : {
            body,
            contentType: request.headers['content-type'] ?? 'application/octet-stream',
          }),
      rewriteRequestHeaders: (req, headers) =>
        providerRequestHeaders(req, headers, options.providerCookie),
      rewriteHeaders: (headers) => without(headers, DROPPED_ANSWER_HEADERS),
      onError: (failed, { error }) => answerUnreachable(failed, error, options.health),
      // The endpoints' answers tell whether the provider works; the mock's pages do not.
      ...(endpoint
        ? {
            onResponse: (_request, answering, response) => {
              options.health.answered(response.statusCode);
              void answering.send(response.stream);
            },
          }
        : {}),
    });
  };

  for (const path of forwardedPaths(options.paths))
    app.post(path, (request, reply) => forward(request, reply, true));
  app.get(`${MOCK_PAGES_PREFIX}*`, (request, reply) => forward(request, reply, false));
}
