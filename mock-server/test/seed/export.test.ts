import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, addDays } from '@matka/shared/time';
import { openDatabaseToRead, type Db } from '../../src/db/database';
import { playScript } from '../../src/play/runner';
import { loadScript } from '../../src/play/script-file';
import { seedScenario } from '../../src/seed';
import { exportScenario } from '../../src/seed/scenario-desk';
import { storageOrder } from '../../src/seed/snapshot';
import { APP_KEY, CONTROL_TOKEN, createTestServer, istAt, type TestServer } from '../helper';

/**
 * Export round trip (mock-server/README.md, "Export the state you reached"): seed, play a script
 * through HTTP, export, seed the export into a new file, and every table holds the same rows; seeded
 * days later, the same rows with every time and market day moved by those days.
 */

const run = promisify(execFile);
const DAY_MS = 86_400_000;
const REPO = path.resolve(__dirname, '../../..');

let s: TestServer;
let played: Record<string, Record<string, unknown>[]>;
let exported: Record<string, unknown>;
let exportedAt: number;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-export-'));

function tablesOf(db: Db): Record<string, Record<string, unknown>[]> {
  const names = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all();
  return Object.fromEntries(
    names.map(({ name }) => [
      name,
      db
        .prepare<[], Record<string, unknown>>(
          `SELECT * FROM "${name}" ORDER BY ${storageOrder(db, name)}`,
        )
        .all(),
    ]),
  );
}

async function seededTables(scenario: string, now: number) {
  const dbFile = path.join(dir, `${path.basename(scenario, '.json')}-${now}.db`);
  await seedScenario({ dbFile, scenario, clock: fixedClock(now) });
  const db = openDatabaseToRead(dbFile);
  try {
    return tablesOf(db);
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  const baseUrl = await s.app.listen({ host: '127.0.0.1', port: 0 });
  const { script, file } = loadScript('night-market-across-midnight');
  const result = await playScript(
    script,
    { baseUrl, appKey: APP_KEY, controlToken: CONTROL_TOKEN },
    {
      dir: path.dirname(file),
      log: () => undefined,
    },
  );
  expect(result.ok).toBe(true);
  // Some state the script does not make: a session, a pending withdrawal, a closure, an OTP, at
  // an instant to the millisecond (the base clock, the control API's clock set back to it).
  await s.post('/control/clock/reset', {});
  s.clock.set(istAt(10, 30, '2026-11-23') + 12_345);
  const token = await s.login();
  await s.call('apiUserWithdrawFundRequest', {
    unique_token: token,
    mobile: '9876543210',
    request_amount: 500,
    payment_method: '2',
  });
  await s.call('apiCheckMobile', { mobile: '9000000001' });
  await s.post('/control/market/closed', { game_id: '1', closed: true });
  // Every column of every table, session bookkeeping too: the export must bring all of it back.
  played = tablesOf(s.db);
  const answer = await s.post('/control/export', {});
  exported = answer.body['scenario'] as Record<string, unknown>;
  exportedAt = (await s.post('/control/clock/now', {})).body['now'] as number;
  fs.writeFileSync(path.join(dir, 'played.json'), JSON.stringify(exported));
}, 60_000);
afterAll(async () => {
  await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an exported state seeds back to the same rows', () => {
  it('in every table, on the day it was exported', async () => {
    const back = await seededTables(path.join(dir, 'played.json'), exportedAt);
    expect(Object.keys(back).sort()).toEqual(Object.keys(played).sort());
    for (const table of Object.keys(played)) expect(back[table], table).toEqual(played[table]);
    // Not an empty comparison: the played state has rows where the script and the set-up wrote.
    for (const table of [
      'users',
      'tokens',
      'otps',
      'ledger',
      'bids',
      'results',
      'withdrawals',
      'market_closures',
    ])
      expect(played[table]?.length, table).toBeGreaterThan(0);
  });

  it('days later, with every time and market day moved by those days', async () => {
    const later = await seededTables(path.join(dir, 'played.json'), exportedAt + 3 * DAY_MS);
    const moved = (row: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(row).map(([column, value]) => {
          if (value === null) return [column, value];
          if (column.endsWith('_at')) return [column, (value as number) + 3 * DAY_MS];
          if (column === 'day') return [column, addDays(value as string, 3)];
          return [column, value];
        }),
      );
    for (const table of Object.keys(played))
      expect(later[table], table).toEqual(played[table]?.map(moved));
  });

  it('carries the clock it was exported at, times relative to its day', () => {
    const snapshot = exported['snapshot'] as {
      clock: unknown;
      tables: Record<string, { columns: string[]; rows: unknown[][] }>;
    };
    expect(snapshot.clock).toEqual({ at: 'D+0 10:30:12.345', frozen: false });
    const bids = snapshot.tables['bids'];
    const dayColumn = bids?.columns.indexOf('day') ?? -1;
    // The night market's bids belong to the day before the export (it ran across midnight).
    expect(new Set(bids?.rows.map((row) => row[dayColumn]))).toContain('D-1');
  });
});

describe('npm run scenario -- export', () => {
  it('writes a scenario file from a running mock that seeds back to the same rows', async () => {
    const address = s.app.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const out = path.join(dir, 'cli.json');
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        'export',
        'cli',
        '--url',
        `http://127.0.0.1:${port}`,
        '--token',
        CONTROL_TOKEN,
        '--out',
        out,
      ],
      { cwd: REPO },
    );
    expect(stdout).toContain('Seed it back with: npm run seed --');
    const back = await seededTables(out, exportedAt);
    for (const table of Object.keys(played)) expect(back[table], table).toEqual(played[table]);
    const refused = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/scenario.ts',
        'export',
        'cli',
        '--url',
        `http://127.0.0.1:${port}`,
        '--token',
        CONTROL_TOKEN,
        '--out',
        out,
      ],
      { cwd: REPO },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('exists') });
  }, 60_000);

  it('exports a database file the same way (relative to the day given)', () => {
    const db = openDatabaseToRead(s.dbFile);
    try {
      const fromFile = exportScenario(db, exportedAt) as { snapshot: { tables: unknown } };
      expect(fromFile.snapshot.tables).toEqual(
        (exported['snapshot'] as { tables: unknown }).tables,
      );
    } finally {
      db.close();
    }
  });
});

describe('a snapshot that does not fit', () => {
  const base = () =>
    structuredClone(exported) as { description: string; snapshot: Record<string, unknown> };
  const seed = (scenario: unknown) =>
    seedScenario({
      dbFile: path.join(dir, 'bad.db'),
      scenario: scenario as never,
      clock: fixedClock(exportedAt),
    });

  it('is refused, naming the place', async () => {
    await expect(
      seed({ ...base(), users: [{ name: 'A', mobile: '9000000001', password: 'x' }] }),
    ).rejects.toThrow('a scenario with a snapshot holds nothing else but its description');
    const badTime = base();
    const tables = badTime.snapshot['tables'] as Record<string, { rows: unknown[][] }>;
    (tables['ledger']?.rows[0] as unknown[])[6] = '2026-11-22 10:00';
    await expect(seed(badTime)).rejects.toThrow(
      "snapshot.tables.ledger.rows.0.created_at: 2026-11-22 10:00 is not a relative time ('D-1 23:50:00.000')",
    );
    const unknownTable = base();
    (unknownTable.snapshot['tables'] as Record<string, unknown>)['wallets'] = {
      columns: ['id'],
      rows: [],
    };
    await expect(seed(unknownTable)).rejects.toThrow('snapshot.tables.wallets: no such table');
    const newer = base();
    newer.snapshot['schema_version'] = 99;
    await expect(seed(newer)).rejects.toThrow('exported at schema version 99');
  });
});
