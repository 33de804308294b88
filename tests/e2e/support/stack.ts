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
const CONTROL_TOKEN = 'e2e-control-token-0123';
const clientDist = path.resolve(import.meta.dirname, '../../../client/dist');

/**
 * `E2E_PROVIDER_PROFILE`, set by `npm run test:e2e:lenient`; a journey that meets a difference asks
 * this (docs/testing.md#both-profiles).
 */
export const journeyProfile: ProviderProfile =
  process.env.E2E_PROVIDER_PROFILE === 'lenient' ? 'lenient' : 'spec';

/**
 * The seed counts back from it and both clocks stand there, so no journey depends on the wall
 * clock.
 */
export const DEFAULT_NOW_MS = istAt('2026-03-10', '12:00 PM');

export function istAt(dateKey: string, time: string): number {
  const minutes = parseClockTime(time);
  if (minutes === undefined) throw new Error(`Not a clock time: ${time}`);
  return istTimeOnDate(dateKey, minutes);
}

export interface StackOptions {
  scenario?: string;
  nowMs?: number;
  /** false: the provider only, for a client served elsewhere (the Vite dev server). */
  serveClient?: boolean;
  appKey?: string;
  via?: 'mock' | 'serve';
  /** Default: from the environment, as `npm run mock` reads them. */
  rateLimit?: RateLimitSettings | false;
}

export interface Stack {
  /** With `via: 'serve'`, the production server's, in front of the mock. */
  readonly baseUrl: string;
  readonly nowMs: number;
  readonly controlToken: string;
  control<T = unknown>(route: string, body?: unknown): Promise<T>;
  /** At the path the profile serves; throws "refused" on an HTTP error or `status` false. */
  provider<T = unknown>(endpoint: string, body?: Record<string, unknown>): Promise<T>;
  readonly serverLogs?: () => string;
  readonly mockUrl: string;
  /** The server in front of it keeps running. */
  stopProvider(): Promise<void>;
  close(): Promise<void>;
}

/** On a copy of the run's seeded template of that scenario and instant (`seed-template.ts`). */
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
    // The production server forwards no control path.
    baseUrl: front?.url ?? baseUrl,
    mockUrl: baseUrl,
    nowMs,
    controlToken: CONTROL_TOKEN,
    control: (route, body) => post(`/control/${route}`, body),
    provider: (endpoint, body) =>
      callProvider(baseUrl, endpoint, { env_type: 'Prod', app_key: appKey, ...body }),
    ...(front ? { serverLogs: front.logs } : {}),
    async stopProvider() {
      // As a stopped process would; a graceful close waits on the dev server's open connections.
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

function closeAbruptly(app: Awaited<ReturnType<typeof buildApp>>): Promise<void> {
  const closed = app.close();
  const drop = setInterval(() => app.server.closeAllConnections(), 20);
  app.server.closeAllConnections();
  return closed.finally(() => clearInterval(drop));
}

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
  const json = extractJsonObject(await response.text());
  const endpoint: EndpointDefinition = endpoints[name];
  // A list's "no data" refusal is an empty list, as the contract reads it.
  if (json !== undefined && response.ok && isRefusal(json) && isNoData(endpoint, json))
    return json as T;
  if (!response.ok || json === undefined || isRefusal(json))
    throw new Error(`${specPath} refused (HTTP ${response.status}): ${JSON.stringify(json)}`);
  return json as T;
}
