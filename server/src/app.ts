import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { ClientFiles } from './client-files';
import { clientSite } from './client-site';
import type { ServeConfig } from './config';
import { loggerOptions } from './logging';
import { createProviderHealth, type ProviderHealth } from './provider-health';
import { providerProxy } from './provider-proxy';
import { helmetOptions } from './security-headers';

export interface BuildServerOptions {
  readonly config: ServeConfig;
  readonly files: ClientFiles;
  /** Where the JSON log lines go (tests capture them). Default: stdout. */
  readonly logStream?: NodeJS.WritableStream;
  /** The clock the provider's outcomes are dated by (`/readyz`). Default Date.now. */
  readonly now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the provider answers lately (`/readyz`, the start-up line). */
    providerHealth: ProviderHealth;
  }
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

  const paths = files.runtimeConfig.provider?.paths;
  const health = createProviderHealth({
    providerUrl: config.providerUrl,
    providerCookie: config.providerCookie,
    appKey: files.runtimeConfig.appKey,
    paths,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  app.decorate('providerHealth', health);

  // Liveness only: it does not call the provider, so a slow provider does not get this server
  // restarted by its supervisor.
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  // Readiness: whether the provider answered lately (a load balancer sends players elsewhere).
  app.get('/readyz', async (_request, reply) => {
    const provider = await health.status();
    void reply.header('cache-control', 'no-store').code(provider.answers ? 200 : 503);
    return { status: provider.answers ? 'ready' : 'not ready', provider: provider.detail };
  });

  await app.register(providerProxy, {
    providerUrl: config.providerUrl,
    providerCookie: config.providerCookie,
    paths,
    health,
  });
  await app.register(clientSite, { clientDist: config.clientDist, files });
  return app;
}
