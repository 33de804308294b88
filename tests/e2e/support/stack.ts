import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../mock-server/src/app';
import { seedScenario } from '../../../mock-server/src/seed/index';

export const APP_KEY = 'e2e-app-key';
const clientDist = path.resolve(__dirname, '../../../client/dist');

export interface Stack {
  /** Origin serving both the built client and the provider API. */
  readonly baseUrl: string;
  /** POSTs to a control endpoint (`/control/...`) and returns the parsed JSON answer. */
  control<T = unknown>(route: string, body?: unknown): Promise<T>;
  /** POSTs to a provider endpoint with the common fields added. */
  provider<T = unknown>(endpoint: string, body?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

/** Starts the mock provider on a free port with a freshly seeded temporary database. */
export async function startStack(scenario = 'default'): Promise<Stack> {
  const dir = mkdtempSync(path.join(tmpdir(), 'matka-e2e-'));
  const dbFile = path.join(dir, 'mock.db');
  await seedScenario({ dbFile, scenario });
  const app = await buildApp({
    dbFile,
    appKey: APP_KEY,
    control: true,
    staticDir: clientDist,
    logger: false,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

  async function post<T>(route: string, body: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    const json = (await response.json()) as T;
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }

  return {
    baseUrl,
    control: (route, body) => post(`/control/${route}`, body),
    provider: (endpoint, body) =>
      post(`/${endpoint}`, { env_type: 'Prod', app_key: APP_KEY, ...body }),
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
