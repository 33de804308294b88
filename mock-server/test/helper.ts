import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { z } from 'zod/mini';
import { endpoints, type EndpointName, type EndpointResponse } from '@matka/shared/contract';
import { istTimeOnDate, settableClock, type SettableClock } from '@matka/shared/time';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { ScenarioInput } from '../src/seed';
import type { Db } from '../src/db/database';
import type { RateLimitSettings } from '../src/config';
import { storageOrder } from '../src/seed/snapshot';
import { seedFromTemplate } from './support/seed-template';

export const APP_KEY = 'test-app-key';
/** The control API's secret in tests (`x-control-token`); `post` sends it on `/control/` paths. */
export const CONTROL_TOKEN = 'test-control-token-0123';
export const DEMO = { mobile: '9876543210', password: 'demo1234' } as const;
export const VIEWER = { mobile: '9123456780', password: 'demo1234' } as const;

/** 2026-11-22 (a Sunday) at hh:mm IST. */
export function istAt(hours: number, minutes = 0, day = '2026-11-22'): number {
  return istTimeOnDate(day, hours * 60 + minutes);
}

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  dbFile: string;
  clock: SettableClock;
  /** POST a provider endpoint with the common fields added. */
  call(
    name: EndpointName,
    fields?: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /**
   * Runs `fn` as a write of the server's ordered writer: how a test changes rows directly (tests
   * run with every other write refused, `guardWrites`).
   */
  writeRows<T>(fn: () => T): T;
  /** POST any path with a raw JSON body. */
  post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  login(mobile?: string, password?: string): Promise<string>;
  /**
   * Every table's rows, for "nothing changed" assertions; a token's last use (`last_seen_at`, which
   * a call may refresh) is left out: it is session bookkeeping, not the player's data.
   */
  snapshot(): Record<string, unknown[]>;
  close(): Promise<void>;
}

export function common(): { env_type: 'Prod'; app_key: string } {
  return { env_type: 'Prod', app_key: APP_KEY };
}

/**
 * A fresh database file in a temp dir, seeded with the scenario at `now` (a copy of this run's
 * template of that seed: `support/seed-template.ts`), and the app on it.
 */
export async function createTestServer(
  options: {
    scenario?: string | ScenarioInput;
    now?: number;
    control?: boolean;
    staticDir?: string;
    rateLimit?: RateLimitSettings | false;
    /** Any other option of `buildApp` (timeouts, session idle time, CORS origins). */
    app?: Partial<BuildAppOptions>;
  } = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-mock-'));
  const dbFile = path.join(dir, 'test.db');
  const clock = settableClock(options.now ?? istAt(10));
  await seedFromTemplate({
    dbFile,
    scenario: options.scenario ?? 'default',
    clock,
    templateDir: inject('seedTemplateDir'),
  });
  const app = await buildApp({
    dbFile,
    clock,
    appKey: APP_KEY,
    control: options.control ?? true,
    ...(options.staticDir === undefined ? {} : { staticDir: options.staticDir }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
    controlToken: CONTROL_TOKEN,
    guardWrites: true,
    ...options.app,
  });
  const db = app.matka.db;
  const post = async (url: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      ...(url.startsWith('/control/') ? { headers: { 'x-control-token': CONTROL_TOKEN } } : {}),
    });
    let parsed: Record<string, unknown>;
    try {
      parsed = response.json<Record<string, unknown>>();
    } catch {
      parsed = { raw: response.body };
    }
    return { status: response.statusCode, body: parsed };
  };
  const server: TestServer = {
    app,
    db,
    dbFile,
    clock,
    post,
    writeRows: (fn) => app.matka.writes.write(fn),
    call: (name, fields = {}) => post(`/${endpoints[name].path}`, { ...common(), ...fields }),
    async login(mobile = DEMO.mobile, password = DEMO.password) {
      const { status, body } = await server.call('apiUserLogin', {
        mobile,
        password,
        device_id: 'web',
      });
      if (status !== 200) throw new Error(`login failed: ${JSON.stringify(body)}`);
      return String(body['unique_token']);
    },
    snapshot() {
      const tables = db
        .prepare<[], { name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
        )
        .all();
      return Object.fromEntries(
        tables.map(({ name }) => [
          name,
          db
            .prepare(
              name === 'tokens'
                ? 'SELECT token, user_id, created_at FROM tokens ORDER BY rowid'
                : `SELECT * FROM "${name}" ORDER BY ${storageOrder(db, name)}`,
            )
            .all(),
        ]),
      );
    },
    async close() {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/** Parses an answer with the endpoint's response schema; throws with the issues when it does not match. */
export function expectContract<N extends EndpointName>(
  name: N,
  body: unknown,
): EndpointResponse<N> {
  const result = z.safeParse(endpoints[name].response as z.ZodMiniType, body);
  if (!result.success)
    throw new Error(`${name} answer breaks the contract: ${JSON.stringify(result.error.issues)}`);
  return result.data as EndpointResponse<N>;
}

/** Every user's balance equals the sum of their ledger rows. */
/**
 * Whether the connection still checks foreign keys (settlement turns the look-ups off for its own
 * transaction): a ledger row naming no player must be refused. Nothing is left written either way.
 */
export function checksForeignKeys(s: TestServer): boolean {
  const insert = s.db.prepare(
    `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
     VALUES ((SELECT COALESCE(MAX(id), 0) + 1 FROM users), 1, 'adjustment', 'key check', NULL, 0)`,
  );
  const undo = new Error('undo the key check');
  try {
    s.writeRows(() => {
      insert.run();
      throw undo;
    });
  } catch (error) {
    if (error === undo) return false;
    if (/FOREIGN KEY constraint failed/.test(String(error))) return true;
    throw error;
  }
  return false;
}

export function ledgerMismatches(db: Db): { id: number; balance: number; sum: number }[] {
  return db
    .prepare<[], { id: number; balance: number; sum: number }>(
      `SELECT users.id, users.balance_minor AS balance, COALESCE(SUM(ledger.amount_minor), 0) AS sum
       FROM users LEFT JOIN ledger ON ledger.user_id = users.id GROUP BY users.id HAVING balance <> sum`,
    )
    .all();
}
