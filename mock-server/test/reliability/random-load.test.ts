import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { settableClock } from '@matka/shared/time';
import { SCENARIOS_DIR, seedScenario, type ScenarioInput } from '../../src/seed';
import { checkLedger } from '../../src/services/ledger-check';
import { istAt } from '../helper';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  listMarkets,
  loadScenario,
  newAcknowledged,
  preparePlayers,
  runOperations,
  type Acknowledged,
} from './load-run';

// The money invariants hold under concurrency and a crash: randomized concurrent operations over
// HTTP against the server as its own process, then the same load cut by `kill -9` and a restart on
// the same file. Reproducible: the seed is printed (set MOCK_LOAD_SEED to replay one).

const NOW = istAt(12);
const SEED = Number(process.env['MOCK_LOAD_SEED'] ?? Date.now() % 1_000_000);
const dirs: string[] = [];
const servers: ServerProcess[] = [];

async function freshDatabase(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-load-'));
  dirs.push(dir);
  const dbFile = path.join(dir, 'load.db');
  const base = JSON.parse(
    fs.readFileSync(path.join(SCENARIOS_DIR, 'default.json'), 'utf8'),
  ) as ScenarioInput;
  await seedScenario({ dbFile, scenario: loadScenario(base), clock: settableClock(NOW) });
  return dbFile;
}

function violations(dbFile: string): string[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    return checkLedger(db).violations;
  } finally {
    db.close();
  }
}

/** Every acknowledged operation is in the database (more may be: answers lost in the crash). */
function missingAcknowledged(dbFile: string, ack: Acknowledged): string[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    const countOf = (sql: string, mobile: string) =>
      Number(db.prepare(sql).pluck().get(mobile) ?? 0);
    const checks: [Map<string, number>, string, string][] = [
      [
        ack.bids,
        'bids',
        "SELECT COUNT(*) FROM ledger JOIN users ON users.id = ledger.user_id WHERE users.mobile = ? AND kind = 'bid'",
      ],
      [
        ack.transfersOut,
        'transfers',
        "SELECT COUNT(*) FROM ledger JOIN users ON users.id = ledger.user_id WHERE users.mobile = ? AND kind = 'transfer-out'",
      ],
      [
        ack.withdrawals,
        'withdrawals',
        'SELECT COUNT(*) FROM withdrawals JOIN users ON users.id = withdrawals.user_id WHERE users.mobile = ?',
      ],
      [
        ack.fundRequests,
        'fund requests',
        'SELECT COUNT(*) FROM fund_requests JOIN users ON users.id = fund_requests.user_id WHERE users.mobile = ?',
      ],
    ];
    const missing: string[] = [];
    for (const [map, label, sql] of checks) {
      for (const [mobile, n] of map) {
        const stored = countOf(sql, mobile);
        if (stored < n) missing.push(`${mobile}: ${label} acknowledged ${n}, stored ${stored}`);
      }
    }
    return missing;
  } finally {
    db.close();
  }
}

afterAll(async () => {
  for (const s of servers) await s.kill();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('reliability under concurrent load (server in its own process)', () => {
  it('keeps every money invariant after 10,000 random operations from 200 wallets, with no 500', async () => {
    const dbFile = await freshDatabase();
    const server = await startServerProcess(dbFile, NOW);
    servers.push(server);
    const players = await preparePlayers(server);
    const markets = await listMarkets(server, players[0]?.token ?? '');
    const ack = newAcknowledged();
    const stats = await runOperations(server, players, markets, {
      seed: SEED,
      count: 10_000,
      concurrency: 48,
      ack,
    });
    await server.stop();
    const found = violations(dbFile);
    const db = new Database(dbFile, { readonly: true });
    const settled = db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM bid_wins) AS won,
           (SELECT COUNT(*) FROM ledger WHERE kind = 'win-reversal') AS reversals,
           (SELECT COUNT(*) FROM ledger WHERE kind = 'transfer-in') AS transfers`,
      )
      .get() as { won: number; reversals: number; transfers: number };
    db.close();
    console.log(
      `random load (seed ${SEED}): ${stats.operations} operations, by status ${JSON.stringify(stats.byStatus)}, by kind ${JSON.stringify(stats.byKind)}; ${settled.won} lines won, ${settled.reversals} wins reversed by corrections, ${settled.transfers} transfers; ${found.length} violations`,
    );
    expect(settled.won).toBeGreaterThan(0);
    expect(settled.transfers).toBeGreaterThan(0);
    expect(stats.serverErrors).toEqual([]);
    expect(stats.operations).toBe(10_000);
    expect(stats.byStatus['200'] ?? 0).toBeGreaterThan(3000);
    expect(found).toEqual([]);
    expect(missingAcknowledged(dbFile, ack)).toEqual([]);
  }, 240_000);

  it('survives kill -9 mid-run: restarts, keeps the invariants and every acknowledged operation', async () => {
    const dbFile = await freshDatabase();
    const first = await startServerProcess(dbFile, NOW);
    servers.push(first);
    const players = await preparePlayers(first);
    const markets = await listMarkets(first, players[0]?.token ?? '');
    const ack = newAcknowledged();
    const run = runOperations(first, players, markets, {
      seed: SEED + 1,
      count: 20_000,
      concurrency: 48,
      ack,
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await first.kill();
    const stats = await run;
    expect(stats.broken).toBeGreaterThan(0);

    const second = await startServerProcess(dbFile, NOW);
    servers.push(second);
    const alive = await second.post('/api-get-social-data', {
      env_type: 'Prod',
      app_key: 'test-app-key',
    });
    expect(alive.status).toBe(200);
    const found = violations(dbFile);
    const missing = missingAcknowledged(dbFile, ack);
    await second.stop();
    console.log(
      `crash (seed ${SEED + 1}): killed after ${stats.operations} answered operations (${stats.broken} cut), restarted; ${found.length} violations, ${missing.length} acknowledged operations missing; crashes survived: 1`,
    );
    expect(stats.serverErrors).toEqual([]);
    expect(found).toEqual([]);
    expect(missing).toEqual([]);
  }, 240_000);
});
