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
  readonly providerUrl: string;
  readonly providerCookie: string | undefined;
  readonly paths?: ProviderPaths | undefined;
}

/** A path config.json sets to null is the provider's lack: nothing is forwarded for it. */
function forwardedPaths(paths: ProviderPaths | undefined): string[] {
  const names = Object.keys(endpointPaths) as EndpointPathName[];
  const called = names.map((name) => providerPath(paths, name)).filter((path) => path !== null);
  return [...new Set(called)].map((path) => `/${path}`);
}
const MOCK_PAGES_PREFIX = '/mock/';

const BODY_LIMIT_BYTES = 256 * 1024;
const JSON_TYPE = 'application/json';
/** The client gives up after 15 s; so does the proxy. */
const UPSTREAM_TIMEOUT_MS = 15_000;

/** What the browser sent under these names is dropped. */
const REPLACED_REQUEST_HEADERS = [
  'cookie',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
];
/** Never to the player: the provider's session cookie, PHP version and say on our pages. */
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
/** A sandbox without scripts: a provider's HTML can show but never act as this site. */
const PAGE_POLICY = "sandbox; default-src 'none'; img-src * data:; style-src 'unsafe-inline'";

function without(headers: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of names) delete kept[name];
  return kept;
}

/** CodeIgniter builds its absolute URLs from the host (docs/decisions/008-production-server.md). */
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

/** Never the upstream error's details. */
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

function traceBody(request: FastifyRequest, body: Buffer): void {
  if (request.log.level !== 'trace') return;
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    request.log.trace({ body: withoutSecrets(parsed) }, 'provider request');
  } catch {
    request.log.trace({ bodyBytes: body.length }, 'provider request (not JSON)');
  }
}

function mediaType(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

/** Never a page: providers send JSON as text/html, which here would render its HTML. */
function endpointAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept = without(headers, DROPPED_ANSWER_HEADERS);
  if (mediaType(headers['content-type']) !== JSON_TYPE)
    kept['content-type'] = 'text/plain; charset=utf-8';
  return kept;
}

function pageAnswerHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return { ...without(headers, DROPPED_ANSWER_HEADERS), 'content-security-policy': PAGE_POLICY };
}

/** Calls without Sec-Fetch-Site and Origin (curl, tests) are no browser's cross-site call. */
function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return !URL.canParse(origin) || new URL(origin).host !== request.host.toLowerCase();
}

/** No `.`, `..`, dotfiles, slashes, backslashes or escapes. */
const PAGE_SEGMENT = /^[A-Za-z0-9_~-][A-Za-z0-9._~-]*$/;

/** Every forwarded URL stays under PROVIDER_URL's `/mock/`, whatever the request spelled. */
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

/** In its own context, so the raw-body parser applies to these routes only. */
export async function providerProxy(
  app: FastifyInstance,
  options: ProviderProxyOptions,
): Promise<void> {
  await app.register(replyFrom, {
    undici: {
      connections: 64,
      headersTimeout: UPSTREAM_TIMEOUT_MS,
      bodyTimeout: UPSTREAM_TIMEOUT_MS,
      // reply-from turns TLS verification off by default, and these requests carry the cookie.
      connect: { rejectUnauthorized: true },
    },
    disableRequestLogging: true,
    // reply-from would retry GETs answered 503; a bid must never be sent twice.
    retryMethods: [],
  });

  // Only the client's JSON goes on; another site cannot send JSON without a preflight, never
  // granted.
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
      queryString: (search) => (search ?? '').replace(/^\?/, ''),
      rewriteRequestHeaders: (req, headers) =>
        providerRequestHeaders(req, headers, options.providerCookie),
      rewriteHeaders: answerHeaders,
      onError: (failed, { error }) => answerUnreachable(failed, error),
    });
  };

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
