import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { WalState } from '../../src/db/checkpointer';
import { WAL_AUTOCHECKPOINT_PAGES } from '../../src/db/database';
import { APP_KEY, CONTROL_TOKEN, createTestServer, istAt, type TestServer } from '../helper';
import { balanceMinor, bidBody, marketId, SUBMIT } from '../bid-helpers';

// The WAL checkpoints run on a worker thread with its own connection (db/checkpointer.ts). The
// worker looks at the WAL on a timer; these tests make that timer an hour long and ask it to look
// with `checkNow`, except the one that waits for the timer's own checkpoint.
const NEVER_MS = 3_600_000;
const run = promisify(execFile);

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function serverCheckpointingAt(thresholdFrames: number, intervalMs = NEVER_MS) {
  const checkpoints: WalState[] = [];
  s = await createTestServer({
    now: istAt(10),
    app: { checkpoints: { thresholdFrames, intervalMs, onCheckpoint: (w) => checkpoints.push(w) } },
  });
  return { server: s, checkpoints, token: await s.login() };
}

async function placeBid(server: TestServer, token: string, digits = '4'): Promise<void> {
  const body = bidBody(token, 'main', marketId(server, 'KALYAN', 'main'), [
    { type: 'Single Digit', digits, points: 10 },
  ]);
  const answer = await server.call(SUBMIT.main, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const walOf = (server: TestServer) =>
  (server.db.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[])[0];

/** The bid lines the database file holds by itself, its WAL left aside (a copy of the file alone). */
function bidLinesInFileAlone(dbFile: string): number {
  const copy = path.join(path.dirname(dbFile), 'file-alone.db');
  fs.copyFileSync(dbFile, copy);
  const db = new Database(copy);
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM bids').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('WAL checkpoints on a worker thread', () => {
  it('leaves the commits to the WAL: the request connection does not checkpoint', async () => {
    const { server, token } = await serverCheckpointingAt(WAL_AUTOCHECKPOINT_PAGES);
    expect(server.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    const linesBefore = bidLinesInFileAlone(server.dbFile);
    await placeBid(server, token);
    const wal = walOf(server);
    expect(wal?.log).toBeGreaterThan(wal?.checkpointed ?? 0);
    expect(bidLinesInFileAlone(server.dbFile)).toBe(linesBefore);
  });

  it('copies the WAL into the database file once it has grown past the threshold', async () => {
    const { server, token } = await serverCheckpointingAt(1);
    const linesBefore = bidLinesInFileAlone(server.dbFile);
    await placeBid(server, token);
    const state = await server.app.checkpoints.checkNow();
    expect(state.mode).toBe('PASSIVE');
    expect(state.checkpointed).toBe(state.log);
    expect(bidLinesInFileAlone(server.dbFile)).toBe(linesBefore + 1);
  });

  it('does nothing below the threshold', async () => {
    const { server, token } = await serverCheckpointingAt(1_000_000);
    await placeBid(server, token);
    const state = await server.app.checkpoints.checkNow();
    expect(state.mode).toBe('NOOP');
    expect(state.checkpointed).toBeLessThan(state.log);
  });

  it('checkpoints by itself, on its timer', async () => {
    const { server, checkpoints, token } = await serverCheckpointingAt(1, 5);
    await placeBid(server, token);
    await expect.poll(() => checkpoints.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(checkpoints[0]?.mode).toBe('PASSIVE');
  });

  it('lets the WAL start from its beginning again after a checkpoint instead of growing', async () => {
    const { server, token } = await serverCheckpointingAt(1);
    for (const digits of ['1', '2', '3', '4', '5']) await placeBid(server, token, digits);
    const grown = walOf(server)?.log ?? 0;
    await server.app.checkpoints.checkNow();
    await placeBid(server, token, '6');
    expect(walOf(server)?.log).toBeLessThan(grown);
  });

  it('keeps every write across a close and a reopen', async () => {
    const { server, token } = await serverCheckpointingAt(1);
    await placeBid(server, token);
    await server.app.checkpoints.checkNow();
    await placeBid(server, token, '7');
    const balance = await balanceMinor(server);
    await server.app.close();
    expect(server.db.open).toBe(false);
    const reopened = await buildApp({
      dbFile: server.dbFile,
      appKey: APP_KEY,
      controlToken: CONTROL_TOKEN,
    });
    try {
      const user = await reopened.inject({
        method: 'POST',
        url: '/control/user',
        payload: { mobile: '9876543210' },
        headers: { 'x-control-token': CONTROL_TOKEN },
      });
      expect(Number(user.json<Record<string, unknown>>()['balance_minor'])).toBe(balance);
      const lines = reopened.matka.db.prepare('SELECT COUNT(*) AS n FROM bids WHERE digits = ?');
      expect((lines.get('7') as { n: number }).n).toBeGreaterThan(0);
    } finally {
      await reopened.close();
    }
  });

  it('hands checkpoints back to the request connection when it stops', async () => {
    const { server } = await serverCheckpointingAt(1);
    await server.app.checkpoints.close();
    expect(server.db.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_AUTOCHECKPOINT_PAGES);
    await expect(server.app.checkpoints.checkNow()).rejects.toThrow('stopped');
  });
});

describe('closing', () => {
  it('lets a script that awaits the server close exit 0 (the worker is waited for, not dropped)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-close-'));
    const script = path.join(dir, 'close.mts');
    const app = path.resolve(__dirname, '../../src/app.ts');
    fs.writeFileSync(
      script,
      `import { buildApp } from ${JSON.stringify(app)};\n` +
        `const app = await buildApp({ dbFile: ${JSON.stringify(path.join(dir, 'db.sqlite'))}, appKey: 'k', control: false, logger: false });\n` +
        `await app.close();\n` +
        `console.log('closed');\n`,
    );
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', script], {
        timeout: 30_000,
      });
      expect(stdout.trim()).toBe('closed');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
