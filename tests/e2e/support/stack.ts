import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  endpoints,
  extractJsonObject,
  isNoData,
  isRefusal,
  type EndpointDefinition,
  type EndpointName,
} from '@matka/shared/contract';
import { fixedClock, istTimeOnDate, parseClockTime } from '@matka/shared/time';
import { buildApp } from '../../../mock-server/src/app';
import type { ProviderProfile, RateLimitSettings } from '../../../mock-server/src/config';
import {
  LENIENT_PROVIDER_SECTION,
  lenientPath,
} from '../../../mock-server/src/lib/lenient-provider-section';
import { inject } from 'vitest';
import { seedFromTemplate } from '../../../mock-server/test/support/seed-template';
import { startProductionServer, type ProductionServer } from './production-server';
import { noteIgnoredFields } from './exact-requests';
import { IGNORED_FIELDS_HEADER } from '../../../mock-server/src/http/request-fields';

export const APP_KEY = 'e2e-app-key';
/** The control API's secret of the journeys' servers (`x-control-token`). */
const CONTROL_TOKEN = 'e2e-control-token-0123';
const clientDist = path.resolve(import.meta.dirname, '../../../client/dist');

/**
 * The mock profile every journey of this run plays against (`E2E_PROVIDER_PROFILE`, set by
 * `npm run test:e2e:lenient`): `spec` answers as the spec reads, `lenient` like the real providers
 * (docs/lenient-profile.md), and the client is configured for it by the `config.json` the
 * mock serves. One suite, two runs: a journey that meets a difference asks `journeyProfile`.
 */
export const journeyProfile: ProviderProfile =
  process.env.E2E_PROVIDER_PROFILE === 'lenient' ? 'lenient' : 'spec';

/**
 * The instant every journey starts at, unless it asks for another: 12:00 PM IST on a fixed date.
 * The seed counts its `days_ago` back from it and the server's clock stands still there, so no
 * journey depends on the wall clock; the browser is set to the same instant (`browser.ts`).
 */
export const DEFAULT_NOW_MS = istAt('2026-03-10', '12:00 PM');

/** Epoch ms of an IST date ('YYYY-MM-DD') and time ('hh:mm AM/PM'). */
export function istAt(dateKey: string, time: string): number {
  const minutes = parseClockTime(time);
  if (minutes === undefined) throw new Error(`Not a clock time: ${time}`);
  return istTimeOnDate(dateKey, minutes);
}

export interface StackOptions {
  scenario?: string;
  /** The server's "now" (epoch ms), frozen; testers move it with the control API's clock. */
  nowMs?: number;
  /** false: the provider only, for a client served elsewhere (the Vite dev server). */
  serveClient?: boolean;
  /** The app key the provider takes: the dev server's `config.json` sends its own. */
  appKey?: string;
  /** 'serve': the production server (server/) serves the client in front of the mock. */
  via?: 'mock' | 'serve';
  /** The mock's abuse limits. Default: from the environment, as `npm run mock` reads them. */
  rateLimit?: RateLimitSettings | false;
}

export interface Stack {
  /**
   * Origin serving the provider API, and the built client unless `serveClient` is false; with
   * `via: 'serve'`, the production server's, in front of the mock.
   */
  readonly baseUrl: string;
  /** The instant the stack was seeded at and its clock stands at. */
  readonly nowMs: number;
  /** The control API's secret (`x-control-token`), for a page that calls it (the console). */
  readonly controlToken: string;
  /** POSTs to a control endpoint (`/control/...`) and returns the parsed JSON answer. */
  control<T = unknown>(route: string, body?: unknown): Promise<T>;
  /**
   * POSTs to a provider endpoint (its spec path) with the common fields added, at the path the
   * profile serves it, and returns the answer's JSON object; throws "refused" when the provider
   * refuses (an HTTP error, or `status` false as the lenient profile answers with HTTP 200).
   */
  provider<T = unknown>(endpoint: string, body?: Record<string, unknown>): Promise<T>;
  /** With `via: 'serve'`: the production server's log so far. */
  readonly serverLogs?: () => string;
  /** The mock's own origin (the same as `baseUrl` unless a production server is in front). */
  readonly mockUrl: string;
  /**
   * Stops the mock provider (its port then refuses connections); the production server or the dev
   * server in front of it keeps running. A stack serving the client itself serves nothing after.
   */
  stopProvider(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the mock provider on a free port with a freshly seeded temporary database: a copy of the
 * run's template of that scenario at that instant (`seed-template.ts`), seeded once per run.
 */
export async function startStack(options: StackOptions | string = {}): Promise<Stack> {
  const {
    scenario = 'default',
    nowMs = DEFAULT_NOW_MS,
    serveClient = true,
    appKey = APP_KEY,
    via = 'mock',
    rateLimit,
  } = typeof options === 'string' ? { scenario: options } : options;
  const clock = fixedClock(nowMs);
  const dir = mkdtempSync(path.join(tmpdir(), 'matka-e2e-'));
  const dbFile = path.join(dir, 'mock.db');
  await seedFromTemplate({ dbFile, scenario, clock, templateDir: inject('seedTemplateDir') });
  const app = await buildApp({
    dbFile,
    clock,
    appKey,
    control: true,
    controlToken: CONTROL_TOKEN,
    profile: journeyProfile,
    guardWrites: true,
    ...(rateLimit === undefined ? {} : { rateLimit }),
    ...(serveClient && via === 'mock' ? { staticDir: clientDist } : {}),
    logger: false,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const front: ProductionServer | undefined =
    via === 'serve'
      ? await startProductionServer(baseUrl, servedConfig(app.matka.clientConfig()))
      : undefined;

  let providerStopped: Promise<void> | undefined;

  async function post<T>(route: string, body: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(route.startsWith('/control/') ? { 'x-control-token': CONTROL_TOKEN } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    const json = (await response.json()) as T;
    if (!response.ok)
      throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }

  return {
    // Control and provider calls below go to the mock itself: the production server forwards no
    // control path.
    baseUrl: front?.url ?? baseUrl,
    mockUrl: baseUrl,
    nowMs,
    controlToken: CONTROL_TOKEN,
    control: (route, body) => post(`/control/${route}`, body),
    provider: (endpoint, body) =>
      callProvider(baseUrl, endpoint, { env_type: 'Prod', app_key: appKey, ...body }),
    ...(front ? { serverLogs: front.logs } : {}),
    async stopProvider() {
      // As a stopped process would: every connection dropped at once. A graceful close also waits
      // for any connection still open through the dev server's proxy, which can take a minute.
      providerStopped ??= closeAbruptly(app);
      await providerStopped;
    },
    async close() {
      await front?.close();
      providerStopped ??= app.close();
      await providerStopped;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Closes the server and drops its connections, open or idle, until it has closed. */
function closeAbruptly(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const closed = app.close();
  const drop = setInterval(() => app.server.closeAllConnections(), 20);
  app.server.closeAllConnections();
  return closed.finally(() => clearInterval(drop));
}

/** The `config.json` the mock serves in the run's profile (the production server serves its own). */
function servedConfig(config: Record<string, unknown>): Record<string, unknown> {
  return journeyProfile === 'lenient' ? { ...config, provider: LENIENT_PROVIDER_SECTION } : config;
}

const endpointBySpecPath = new Map<string, EndpointName>(
  Object.entries(endpoints).map(([name, endpoint]) => [endpoint.path, name as EndpointName]),
);

async function callProvider<T>(baseUrl: string, specPath: string, body: unknown): Promise<T> {
  const name = endpointBySpecPath.get(specPath);
  if (name === undefined) throw new Error(`${specPath} is not an endpoint of the contract`);
  const servedPath = journeyProfile === 'lenient' ? lenientPath(name) : specPath;
  if (servedPath === null) throw new Error(`${specPath} is absent in the lenient profile`);
  const response = await fetch(`${baseUrl}/${servedPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const ignored = response.headers.get(IGNORED_FIELDS_HEADER);
  noteIgnoredFields(response.url, ignored === null ? {} : { [IGNORED_FIELDS_HEADER]: ignored });
  // The lenient profile prints a PHP notice before some answers' JSON.
  const json = extractJsonObject(await response.text());
  const endpoint: EndpointDefinition = endpoints[name];
  // A list's "no data" refusal is an empty list (the contract's reading, docs/decisions/009).
  if (json !== undefined && response.ok && isRefusal(json) && isNoData(endpoint, json))
    return json as T;
  if (!response.ok || json === undefined || isRefusal(json))
    throw new Error(`${specPath} refused (HTTP ${response.status}): ${JSON.stringify(json)}`);
  return json as T;
}
