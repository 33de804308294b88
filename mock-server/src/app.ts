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
  /** The SQLite file; created and migrated when missing (seed it first for data). */
  dbFile: string;
  /** The base clock; the control API may move the server's clock away from it. Default: system clock. */
  clock?: Clock;
  /** The app key requests must carry. Default: the development key. */
  appKey?: string;
  /** Serve the `/control/...` endpoints. Default true. */
  control?: boolean;
  /**
   * The control API's secret, required in the `x-control-token` header of every control request
   * (401 without it). Required when the control API is on.
   */
  controlToken?: string;
  /** A built client folder to serve at `/` (SPA fallback, `/config.json`) and its console at `/console`. */
  staticDir?: string;
  /**
   * Without `staticDir`: a built client folder to serve the testers' console from (`/console` and
   * its `assets/console/`), so the mock alone has it at its own address.
   */
  consoleDir?: string;
  /**
   * Host names answered besides this machine's and IP addresses (MOCK_ALLOWED_HOSTS; `.example.com`
   * for every subdomain); any other `Host` is refused with 421. Default none.
   */
  allowedHosts?: readonly string[];
  /** The origins a browser may call from (CORS). Default: the client dev server's (`devOrigins`). */
  corsOrigins?: readonly string[];
  /**
   * The hops whose X-Forwarded-For names the caller (Fastify's `trustProxy`), false for none: the
   * per-address limits count that address. Default DEFAULT_TRUST_PROXY (this machine's proxies).
   */
  trustProxy?: string | false;
  /** A session token unused for this long stops working. Default 30 days. */
  sessionIdleMs?: number;
  /** Slow-client limits; defaults in `DEFAULT_TIMEOUTS`. */
  timeouts?: Partial<Timeouts>;
  /** Fastify logger option. Default false. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Abuse limits of the OTP and login endpoints; false turns them off (benchmarks, load tests).
   * Default: from the environment (`loadConfig().rateLimit`: MOCK_RATE_LIMIT and friends).
   */
  rateLimit?: RateLimitSettings | false;
  /** Check every provider answer against its response schema (a failure is logged and answered 500). Default true. */
  checkResponses?: boolean;
  /** Answer as the spec reads (default) or as the real providers do (docs/lenient-profile.md). */
  profile?: ProviderProfile;
  /** The lenient profile's share of answers with a PHP notice before the JSON (0 to 1). Default DEFAULT_NOTICE_SHARE. */
  noticeShare?: number;
  /** Fail any write made outside the ordered writer (tests: `db/writer.ts`). Default false. */
  guardWrites?: boolean;
  /** When the worker thread checkpoints the WAL (tests make it act sooner). Default: its own bounds. */
  checkpoints?: CheckpointerOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    matka: ServerContext;
    /** The worker thread checkpointing the database's WAL. */
    checkpoints: Checkpointer;
  }
}

/** Room for a bid of the contract's maximum 500 lines; anything bigger is refused with 413. */
const BODY_LIMIT_BYTES = 256 * 1024;
/** Headers above this are refused with 431 (Node's own default, written down). */
const HEADER_LIMIT_BYTES = 16 * 1024;

/**
 * How long a client may take (SECURITY.md "Slow clients"): a request must arrive whole within
 * `requestMs` and its headers within `headersMs` (408, connection closed), and a connection with no
 * traffic for `idleMs` is closed. `idleMs` is above the longest injected fault latency (60 s), which
 * leaves a connection quiet while it waits. Node checks the first two every `checkIntervalMs`.
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

/** `GET /console`: console.html of a built client folder, checked on every visit. */
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

/** Builds the mock provider: plugins, provider routes, chart pages, control, error and 404 handlers. */
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
    // The Date header tells the time of the mock's clock, which decides what it accepts, as a real
    // provider's tells its own: the client sets its clock by it
    // (client/src/core/lib/server-time.ts).
    void reply.header('date', new Date(clock.now()).toUTCString());
    return payload;
  });

  // Only JSON bodies, on every path: a page of another site can send a text/plain or form body
  // without asking first (no CORS preflight), so such a body is refused (415) before any handler
  // runs; a JSON body from another origin needs a preflight, which only the allowed origins pass.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );

  // The lenient profile refuses a provider call with HTTP 200 as well (its abuse limits, body checks).
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
    // The client on another origin (the dev server) reads the provider's time from it; a tester's
    // client there may read the mock's reports on its requests.
    exposedHeaders: ['Date', IGNORED_FIELDS_HEADER, PHP_NOTICE_HEADER],
  });
  registerFaults(app, faults);

  const limits = await createAbuseLimits(
    app,
    options.rateLimit === undefined ? loadConfig().rateLimit : options.rateLimit,
    clock,
  );
  // Answers of 1 KB or more leave compressed when the caller accepts it, as from a real provider's
  // web server: the dashboard is polled every 5 s on a phone's slow network. Before the routes, so
  // that every route has it.
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
    // The app's and the console's pages run under their policy, and no other site frames them.
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
    // A file's answer depends on accept-encoding (preCompressed below): a cache must keep one per
    // value. Added to the reply's Vary (CORS has put Origin there), not to the raw response's.
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
      // The build writes brotli and gzip copies beside each text file (client/build/precompress.ts):
      // sent as they are, at the build's highest levels, instead of compressed per request.
      preCompressed: true,
      // The built client's own config.json points at some other provider; when this server
      // serves the client, the client must talk to this server.
      globIgnore: ['config.json'],
      // Vite names every file under assets/ by its content hash: cache those for a year; the
      // rest (index.html, the service worker, the manifest) must be checked on every visit.
      cacheControl: false,
      setHeaders(response, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The landing's prerendered page, as any route's in the not-found handler below.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/',
      handler: async (_request, reply) =>
        reply.type('text/html; charset=utf-8').sendFile(pages.pageFor('/')),
    });
    // HEAD is declared with GET: Fastify's own HEAD routes drop the body before compression runs,
    // and so would answer without the Content-Encoding a GET carries.
    app.route({
      method: ['GET', 'HEAD'],
      url: '/config.json',
      handler: async () =>
        lenient === undefined
          ? ctx.clientConfig()
          : { ...ctx.clientConfig(), provider: LENIENT_PROVIDER_SECTION },
    });
    // The testers' console, a page of its own beside the player's app (docs/for-testers.md, "The console").
    if (control) serveConsolePage(app, staticDir);
  } else if (control && options.consoleDir !== undefined) {
    // The console alone, from the built client: its page and its own assets, nothing of the app.
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
