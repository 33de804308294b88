import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { ClientFiles } from './client-files';
import { clientSite } from './client-site';
import type { ServeConfig } from './config';
import { loggerOptions } from './logging';
import { providerProxy } from './provider-proxy';
import { helmetOptions } from './security-headers';

export interface BuildServerOptions {
  readonly config: ServeConfig;
  readonly files: ClientFiles;
  /** Where the JSON log lines go (tests capture them). Default: stdout. */
  readonly logStream?: NodeJS.WritableStream;
}

/** The production server: security headers, compression, health, the provider proxy, the client. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, files } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Behind a TLS reverse proxy: its X-Forwarded-For/-Proto/-Host name the player's request.
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
  });

  await app.register(helmet, {
    global: true,
    ...helmetOptions({
      scriptHashes: files.inlineScriptHashes,
      providerUrl: config.providerUrl,
      imageOrigins: config.imageOrigins,
      apiBaseUrl: files.runtimeConfig.apiBaseUrl,
    }),
  });
  // Before the static files (its documented order); br and gzip only, answers only: players
  // send small JSON bodies, and inflating request bodies is a way to make a server work hard.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });

  // Liveness only: it does not call the provider, so a slow provider does not get this server
  // restarted by its supervisor.
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  await app.register(providerProxy, {
    providerUrl: config.providerUrl,
    providerCookie: config.providerCookie,
    paths: files.runtimeConfig.provider?.paths,
  });
  await app.register(clientSite, { clientDist: config.clientDist, files });
  return app;
}
