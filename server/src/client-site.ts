import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { providerMessages } from '@matka/shared/messages';
import { paths } from '../../client/src/config/paths';
import type { ClientFiles, ServedText } from './client-files';
import { ONE_YEAR_S } from './security-headers';

/** Vite names every file under assets/ by its content hash. */
const CACHE_HASHED = `public, max-age=${ONE_YEAR_S}, immutable`;
/**
 * Everything else keeps its name across builds, so the browser asks again (a 304 when unchanged).
 */
const CACHE_REVALIDATE = 'no-cache';

/**
 * React Router matches paths case-insensitively, so other spellings are answered too (404 handler).
 */
const APP_ROUTES = new Set(Object.values(paths).flatMap((route) => [route, route.toLowerCase()]));

export interface ClientSiteOptions {
  readonly clientDist: string;
  readonly files: ClientFiles;
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag);
}

function sendServed(
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedText,
  type: string,
  status = 200,
): FastifyReply {
  void reply.header('cache-control', CACHE_REVALIDATE).header('etag', file.etag).type(type);
  if (status === 200 && matchesEtag(request, file.etag)) return reply.code(304).send();
  return reply.code(status).send(file.body);
}

const HTML = 'text/html; charset=utf-8';

/** Deeper paths get a bare 404: the page's relative asset URLs resolve only from the top level. */
function isPageLike(request: FastifyRequest, pathname: string): boolean {
  return /^\/[^/.]+$/.test(pathname) && (request.headers.accept ?? '').includes('text/html');
}

export async function clientSite(app: FastifyInstance, options: ClientSiteOptions): Promise<void> {
  const { files } = options;
  const assetsDir = path.join(options.clientDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: options.clientDist,
    prefix: '/',
    // No catch-all: unknown paths reach the 404 handler.
    wildcard: false,
    index: false,
    globIgnore: ['index.html', 'config.json', 'pages/**'],
    preCompressed: true,
    cacheControl: false,
    setHeaders(response, filePath) {
      response.setHeader(
        'cache-control',
        filePath.startsWith(assetsDir) ? CACHE_HASHED : CACHE_REVALIDATE,
      );
      response.setHeader('vary', 'accept-encoding');
    },
  });

  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = (request.url.split('?', 1)[0] ?? '/').toLowerCase();
    return sendServed(request, reply, files.pages.get(pathname) ?? files.indexHtml, HTML);
  };
  // @fastify/compress compresses routes only; Fastify's own HEAD routes would drop
  // Content-Encoding.
  const READS = ['GET', 'HEAD'] as const;
  for (const url of ['/index.html', ...APP_ROUTES])
    app.route({ method: [...READS], url, handler: page });
  app.route({
    method: [...READS],
    url: '/config.json',
    handler: (request, reply) =>
      sendServed(request, reply, files.configJson, 'application/json; charset=utf-8'),
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (reads && APP_ROUTES.has(pathname.toLowerCase())) return page(request, reply);
    if (reads && isPageLike(request, pathname)) {
      return sendServed(request, reply, files.indexHtml, HTML, 404);
    }
    return reply.code(404).send({ status: false, msg: providerMessages.notFound });
  });
}
