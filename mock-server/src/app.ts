import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { providerMessages } from '@matka/shared/messages';
import { systemClock, type Clock } from '@matka/shared/time';
import { openDatabase, type Db } from './db/database';
import { startCheckpointer, type Checkpointer, type CheckpointerOptions } from './db/checkpointer';
import { createServerClock } from './lib/server-clock';
import { createFaultRegistry, registerFaults } from './http/faults';
import { createContext, type ServerContext } from './context';
import { RequestsAtDebug } from './log-output';
import { Refusal } from './lib/refusal';
import { authRoutes } from './routes/auth';
import { marketsRoutes } from './routes/markets';
import { bidsRoutes } from './routes/bids';
import { walletRoutes } from './routes/wallet';
import { historiesRoutes } from './routes/histories';
import { contentRoutes } from './routes/content';
import { chartsRoutes } from './routes/charts';
import { controlRoutes } from './routes/control';
import { createScenarioDesk } from './seed/scenario-desk';
import {
  DEFAULT_APP_KEY,
  DEFAULT_NOTICE_SHARE,
  DEFAULT_TRUST_PROXY,
  devOrigins,
  loadConfig,
  type ProviderProfile,
  type RateLimitSettings,
} from './config';
import { createAbuseLimits } from './http/abuse-limits';
import { clientPages } from './http/client-pages';
import { assertEveryProviderEndpointServed, serveInProfile } from './http/provider-route';
import { createLenientProfile } from './http/lenient/route';
import { controllerEndpoints } from './http/lenient/controller-endpoints';
import { lenientRefusal } from './http/lenient/replies';
import { LENIENT_PROVIDER_SECTION } from './lib/lenient-provider-section';
import { assertEveryControlEndpointServed } from './http/control-route';
import { IGNORED_FIELDS_HEADER } from './http/request-fields';
import { PHP_NOTICE_HEADER } from './http/lenient/pages';
import { pagePolicy } from './http/page-policy';
import { answerOnlyAllowedHosts } from './http/host-check';

export interface BuildAppOptions {
  /** Created and migrated when missing. */
  dbFile: string;
  /** The control API may move the server's clock away from it. Default: the system clock. */
  clock?: Clock;
  appKey?: string;
  control?: boolean;
  /** Required in `x-control-token` when the control API is on. */
  controlToken?: string;
  staticDir?: string;
  /** Without `staticDir`: the built client whose console is served, so the mock alone has it. */
  consoleDir?: string;
  /** Besides this machine's names and IP addresses; any other `Host` gets 421. */
  allowedHosts?: readonly string[];
  corsOrigins?: readonly string[];
  /** The hops whose X-Forwarded-For names the caller, whom the per-address limits count. */
  trustProxy?: string | false;
  sessionIdleMs?: number;
  timeouts?: Partial<Timeouts>;
  logger?: FastifyServerOptions['logger'];
  /** false: none (benchmarks, load tests). Default: from the environment. */
  rateLimit?: RateLimitSettings | false;
  /** A failure is logged and answered 500. Default true. */
  checkResponses?: boolean;
  profile?: ProviderProfile;
  noticeShare?: number;
  /** Fail any write made outside the ordered writer (`db/writer.ts`). Default false. */
  guardWrites?: boolean;
  /** Tests make the WAL checkpoints come sooner. */
  checkpoints?: CheckpointerOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    matka: ServerContext;
    checkpoints: Checkpointer;
  }
}

/** Room for a bid of the contract's 500 lines. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Node's own default, written down. */
const HEADER_LIMIT_BYTES = 16 * 1024;

/**
 * `idleMs` is above the longest injected fault latency (60 s), which leaves a connection quiet
 * (SECURITY.md).
 */
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

/** Checked on every visit. */
function serveConsolePage(app: FastifyInstance, dir: string): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/console',
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('console.html', dir),
  });
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const control = options.control ?? true;
  if (control && (options.controlToken === undefined || options.controlToken === ''))
    throw new Error('buildApp: the control API needs a controlToken (or control: false)');
  const db: Db = openDatabase(options.dbFile);
  const clock = createServerClock(options.clock ?? systemClock);
  const faults = createFaultRegistry();
  const ctx = createContext({
    db,
    clock,
    faults,
    appKey: options.appKey ?? DEFAULT_APP_KEY,
    checkResponses: options.checkResponses ?? true,
    ...(options.sessionIdleMs === undefined ? {} : { sessionIdleMs: options.sessionIdleMs }),
    noticeShare: options.noticeShare ?? DEFAULT_NOTICE_SHARE,
    guardWrites: options.guardWrites === true,
  });

  const lenient = options.profile === 'lenient' ? createLenientProfile(ctx) : undefined;
  if (lenient !== undefined) serveInProfile(ctx, lenient.route);

  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const trustProxy = options.trustProxy ?? DEFAULT_TRUST_PROXY;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new RequestsAtDebug(),
    ...(trustProxy === false ? {} : { trustProxy }),
    bodyLimit: BODY_LIMIT_BYTES,
    return503OnClosing: false,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      maxHeaderSize: HEADER_LIMIT_BYTES,
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  });
  // First of all hooks: a request naming another host reads and writes nothing.
  answerOnlyAllowedHosts(app, options.allowedHosts ?? []);
  const checkpoints = startCheckpointer(db, options.checkpoints);
  app.decorate('matka', ctx);
  app.decorate('checkpoints', checkpoints);
  app.addHook('onClose', async () => {
    ctx.writes.flush();
    await checkpoints.close();
    db.close();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // The mock's clock decides what it accepts, and the client sets its clock by this header.
    void reply.header('date', new Date(clock.now()).toUTCString());
    return payload;
  });

  // Another site can send a text or form body without a CORS preflight: refused (415) before any
  // handler.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  const answersLeniently = (request: FastifyRequest) =>
    lenient !== undefined && request.method === 'POST' && !request.url.startsWith('/control/');
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof Refusal) {
      if (answersLeniently(request)) return lenient?.send(reply, lenientRefusal(error.msg));
      return reply.code(error.httpStatus).send({ status: false, msg: error.msg });
    }
    const code =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
    if (code >= 400 && code < 500) {
      const msg =
        code === 413
          ? providerMessages.bodyTooLarge
          : code === 415
            ? providerMessages.unsupportedMediaType
            : providerMessages.badRequest;
      if (answersLeniently(request)) return lenient?.send(reply, lenientRefusal(msg));
      return reply.code(code).send({ status: false, msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: false, msg: providerMessages.internalError });
  });

  await app.register(cors, {
    origin: [...(options.corsOrigins ?? devOrigins())],
    methods: ['GET', 'POST', 'OPTIONS'],
    exposedHeaders: ['Date', IGNORED_FIELDS_HEADER, PHP_NOTICE_HEADER],
  });
  registerFaults(app, faults);

  const limits = await createAbuseLimits(
    app,
    options.rateLimit === undefined ? loadConfig().rateLimit : options.rateLimit,
    clock,
  );
  // The dashboard is polled every 5 s on a phone's slow network.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authRoutes, { ctx, limits });
  await app.register(marketsRoutes, { ctx });
  await app.register(bidsRoutes, { ctx });
  await app.register(walletRoutes, { ctx, limits });
  await app.register(historiesRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(chartsRoutes, { ctx });
  // The real provider's calls the spec does not have (docs/lenient-profile.md).
  if (lenient !== undefined) await app.register(controllerEndpoints, { ctx, lenient, limits });
  assertEveryProviderEndpointServed(ctx);
  if (control) {
    await app.register(controlRoutes, {
      ctx,
      token: options.controlToken ?? '',
      scenarios: createScenarioDesk(ctx),
    });
    assertEveryControlEndpointServed(ctx);
  }

  const staticDir = options.staticDir;
  const pages = staticDir === undefined ? undefined : clientPages(staticDir);
  const pagesDir = staticDir ?? (control ? options.consoleDir : undefined);
  if (pagesDir !== undefined) {
    const policy = pagePolicy(pagesDir);
    app.addHook('onSend', async (request, reply, payload) => {
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !request.url.startsWith('/mock/')) {
        void reply
          .header('content-security-policy', policy)
          .header('x-frame-options', 'DENY')
          .header('x-content-type-options', 'nosniff');
      }
      return payload;
    });
  }
  if (staticDir !== undefined && pages !== undefined) {
    // Added to the reply's Vary (CORS has put Origin there), not to the raw response's.
    app.addHook('onSend', async (request, reply, payload) => {
      const vary = reply.getHeader('vary');
      const fileRequest =
        (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api-');
      if (fileRequest && !/accept-encoding/i.test(String(vary ?? ''))) {
        void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies, at its highest levels, instead of compressing per
      // request.
      preCompressed: true,
      // The build's config.json points elsewhere; served by the mock, the client must talk to the
      // mock.
      globIgnore: ['config.json'],
      // Hashed assets for a year; the rest is checked on every visit.
      cacheControl: false,
      setHeaders(response, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      handler: async (_request, reply) =>
        reply.type('text/html; charset=utf-8').sendFile(pages.pageFor('/')),
    });
    // Fastify's own HEAD routes drop the body before compression, and so the Content-Encoding.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/config.json',
      handler: async () =>
        lenient === undefined
          ? ctx.clientConfig()
          : { ...ctx.clientConfig(), provider: LENIENT_PROVIDER_SECTION },
    });
    if (control) serveConsolePage(app, staticDir);
  } else if (control && options.consoleDir !== undefined) {
    await app.register(fastifyStatic, {
      root: path.join(options.consoleDir, 'assets', 'console'),
      prefix: '/assets/console/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(response) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    serveConsolePage(app, options.consoleDir);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/mock/') &&
      !request.url.startsWith('/api-');
    if (pages !== undefined && wantsPage) {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      return reply.type('text/html; charset=utf-8').sendFile(pages.pageFor(pathname));
    }
    // The lenient provider has no route there: its framework's 404 page.
    if (
      lenient !== undefined &&
      !request.url.startsWith('/mock/') &&
      !request.url.startsWith('/control/')
    )
      return lenient.sendNotFound(reply);
    return reply.code(404).send({ status: false, msg: providerMessages.notFound });
  });

  return app;
}
