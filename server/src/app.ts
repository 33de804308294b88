import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { providerMessages } from '@matka/shared/messages';
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
  /** Default: stdout. */
  readonly logStream?: NodeJS.WritableStream;
  /** Default Date.now. */
  readonly now?: () => number;
  readonly timeouts?: Partial<Timeouts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    providerHealth: ProviderHealth;
  }
}

/** As the mock allows: 408 and the connection closed (SECURITY.md#the-production-server). */
export interface Timeouts {
  readonly requestMs: number;
  readonly headersMs: number;
  readonly idleMs: number;
  readonly checkIntervalMs: number;
}
const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  idleMs: 120_000,
  checkIntervalMs: 2_000,
};
/** Room for a bid of the contract's 500 lines, as the mock allows. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Node's own default, written down. */
const HEADER_LIMIT_BYTES = 16 * 1024;

function hostNameOf(request: FastifyRequest): string {
  return request.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
}

function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  return allowed.some((name) =>
    name.startsWith('.') ? host === name.slice(1) || host.endsWith(name) : host === name,
  );
}

/** A supervisor or load balancer asks by address, whatever the host names. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, files } = options;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Behind a TLS proxy, its X-Forwarded-* name the player's request.
    ...(config.trustProxy === undefined ? {} : { trustProxy: config.trustProxy }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      maxHeaderSize: HEADER_LIMIT_BYTES,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  });

  // Only ALLOWED_HOSTS: a DNS-rebinding page or a forged Host reaches neither app nor provider.
  app.addHook('onRequest', async (request, reply) => {
    if (HEALTH_CHECKS.has(request.url) || isAllowedHost(hostNameOf(request), config.allowedHosts))
      return;
    request.log.warn({ host: request.host }, 'host not in ALLOWED_HOSTS');
    return reply
      .code(421)
      .header('cache-control', 'no-store')
      .send({ status: false, msg: providerMessages.hostNotAllowed });
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
  // Answers only: inflating request bodies is a way to make a server work hard.
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
    checkEveryMs: config.readyCheckMs,
    ...(options.now === undefined ? {} : { now: options.now }),
  });
  app.decorate('providerHealth', health);

  // Liveness only: a slow provider must not get this server restarted.
  app.get('/healthz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  // Readiness from this server's own check; players' calls never move it.
  app.get('/readyz', async (_request, reply) => {
    const provider = await health.status();
    void reply.header('cache-control', 'no-store').code(provider.answers ? 200 : 503);
    return { status: provider.answers ? 'ready' : 'not ready', provider: provider.detail };
  });

  await app.register(providerProxy, {
    providerUrl: config.providerUrl,
    providerCookie: config.providerCookie,
    paths,
  });
  await app.register(clientSite, { clientDist: config.clientDist, files });
  return app;
}
