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
import {
  endpointPaths,
  providerPath,
  type EndpointPathName,
  type ProviderPaths,
} from '@matka/shared/contract/request';
import { providerMessages } from '@matka/shared/messages';
import { withoutSecrets } from './logging';

export interface ProviderProxyOptions {
  /** PROVIDER_URL, no trailing slash. */
  readonly providerUrl: string;
  /** PROVIDER_COOKIE: the `Cookie` header every forwarded request carries. */
  readonly providerCookie: string | undefined;
  /** config.json `provider.paths`: this provider's own paths (docs/decisions/009). */
  readonly paths?: ProviderPaths | undefined;
}

/**
 * The paths forwarded as POSTs: where the client calls each endpoint on this provider (the spec's
 * path, or config.json's), each once. An endpoint config.json sets to null is the provider's lack:
 * nothing is forwarded for it, at its spec path or any other.
 */
function forwardedPaths(paths: ProviderPaths | undefined): string[] {
  const names = Object.keys(endpointPaths) as EndpointPathName[];
  const called = names.map((name) => providerPath(paths, name)).filter((path) => path !== null);
  return [...new Set(called)].map((path) => `/${path}`);
}
/** The mock provider's own pages (charts, images), forwarded as GETs. */
const MOCK_PAGES_PREFIX = '/mock/';

/** Room for a bid of the contract's maximum 500 lines, as the mock provider allows. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** The one body type forwarded: what the client sends (PROVIDER_HEADERS in shared/src/contract). */
const JSON_TYPE = 'application/json';
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
 * answer, never needed; a player must not hold the provider's session), its PHP version, and its
 * own say on what our origin's pages may do (this server's security headers stand, and no other
 * site is allowed to read our answers).
 */
const DROPPED_ANSWER_HEADERS = [
  'set-cookie',
  'x-powered-by',
  'content-security-policy',
  'content-security-policy-report-only',
  'x-frame-options',
  'x-content-type-options',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-allow-methods',
  'access-control-expose-headers',
];
/**
 * What the provider's pages (GET /mock/...) run under on our origin: a sandbox, an origin of their
 * own with no scripts, so a provider's HTML can show but never act as this site.
 */
const PAGE_POLICY = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

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
): void {
  const timedOut = error.statusCode === 504;
  const detail = timedOut ? 'no answer in time' : fetchFailure(error);
  reply.log.error(
    { code: (error as { code?: string }).code, timedOut, detail },
    'provider unreachable',
  );
  void reply
    .code(timedOut ? 504 : 502)
    .header('cache-control', 'no-store')
    .send({ status: false, msg: providerMessages.serviceUnavailable });
}

/** Bodies at `trace` only, parsed, every secret field redacted at any depth (`logging.ts`). */
function traceBody(request: FastifyRequest, body: Buffer): void {
  if (request.log.level !== 'trace') return;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    request.log.trace({ body: withoutSecrets(parsed) }, 'provider request');
  } catch {
    request.log.trace({ bodyBytes: body.length }, 'provider request (not JSON)');
  }
}

/** The media type of a Content-Type header, lower case, without its parameters. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/**
 * The answer to an endpoint call as the client reads it (text, JSON inside), never as a page: the
 * real providers send their JSON as text/html, which on our origin would render whatever HTML a
 * provider (or someone between it and us) put there.
 */
function endpointAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = without(headers, DROPPED_ANSWER_HEADERS);
  if (mediaType(headers['content-type']) !== JSON_TYPE)
    kept['content-type'] = 'text/plain; charset=utf-8';
  return kept;
}

/** A page of the provider, sandboxed (PAGE_POLICY). */
function pageAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return { ...without(headers, DROPPED_ANSWER_HEADERS), 'content-security-policy': PAGE_POLICY };
}

/**
 * Whether a browser sent the call from a page of another site: Sec-Fetch-Site says it was not
 * same-origin, or, from a browser without it, the Origin names another host than this server's (or
 * is `null`). Calls with neither header (curl, scripts, tests) are not a browser's cross-site call.
 */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host.toLowerCase();
}

/** A path segment of a provider page: no `.`, `..`, dotfiles, slashes, backslashes or escapes. */
const PAGE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/**
 * The provider URL of a page request (`/mock/...`), or undefined when its path is not plain
 * segments: every forwarded URL stays under PROVIDER_URL's `/mock/`, whatever `..`, backslashes
 * or encoded forms the request holds. The query is passed on re-encoded.
 */
function pageTarget(providerUrl: string, rawUrl: string): string | undefined {
  const queryAt = rawUrl.indexOf('?');
  const rawPath = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
  if (!rawPath.startsWith(MOCK_PAGES_PREFIX)) return undefined;
  const segments = rawPath.slice(MOCK_PAGES_PREFIX.length).split('/');
  if (!segments.every((segment) => PAGE_SEGMENT.test(segment))) return undefined;
  const query = queryAt < 0 ? '' : new URLSearchParams(rawUrl.slice(queryAt + 1)).toString();
  const base = new URL(`${providerUrl}${MOCK_PAGES_PREFIX}`);
  const target = new URL(`${base.href}${segments.join('/')}${query === '' ? '' : `?${query}`}`);
  const confined = target.origin === base.origin && target.pathname.startsWith(base.pathname);
  return confined ? target.href : undefined;
}

function refuse(reply: FastifyReply, code: number, msg: string): FastifyReply {
  return reply.code(code).header('cache-control', 'no-store').send({ status: false, msg });
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

  // Only the JSON the client sends goes on, as it came (bytes and type); anything else is refused
  // before its body is read (below), and a page of another site can send no JSON without a CORS
  // preflight, which this server never grants.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    JSON_TYPE,
    { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES },
    (_r, b, done) => done(null, b),
  );

  const checkCall = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isCrossSite(request)) return refuse(reply, 403, providerMessages.crossSiteRequest);
    if (mediaType(request.headers['content-type']) !== JSON_TYPE)
      return refuse(reply, 415, providerMessages.unsupportedMediaType);
    return undefined;
  };

  const forward = (
    request: FastifyRequest,
    reply: FastifyReply,
    upstream: string,
    answerHeaders: (headers: IncomingHttpHeaders) => IncomingHttpHeaders,
  ) => {
    const body = request.body instanceof Buffer ? request.body : undefined;
    if (body !== undefined) traceBody(request, body);
    return reply.from(upstream, {
      ...(body === undefined ? {} : { body, contentType: JSON_TYPE }),
      // The target's own query only, never the request's as it was spelled.
      queryString: (search) => (search ?? '').replace(/^\?/, ''),
      rewriteRequestHeaders: (req, headers) =>
        providerRequestHeaders(req, headers, options.providerCookie),
      rewriteHeaders: answerHeaders,
      onError: (failed, { error }) => answerUnreachable(failed, error),
    });
  };

  // An endpoint goes to its own path under PROVIDER_URL, never to the path the request spelled.
  for (const path of forwardedPaths(options.paths))
    app.post(path, { onRequest: checkCall }, (request, reply) =>
      forward(request, reply, `${options.providerUrl}${path}`, endpointAnswerHeaders),
    );
  app.get(`${MOCK_PAGES_PREFIX}*`, (request, reply) => {
    const upstream = pageTarget(options.providerUrl, request.url);
    if (upstream === undefined) return refuse(reply, 404, providerMessages.notFound);
    return forward(request, reply, upstream, pageAnswerHeaders);
  });
}
