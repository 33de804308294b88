import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holderFile } from '../src/database-holder';
import { seedScenario } from '../src/seed';
import { REPOSITORY, WORKSPACE, startServer, type Run } from './support/mock-command';

/**
 * `npm run seed` aimed at the database a running mock holds (two writers never share one file):
 * it goes through that mock's control API, so the mock serves the new state and nothing done after
 * is lost at its restart; with the control API off it is refused in one line, the data untouched.
 * A record left by a mock killed mid-run does not block seeding; a second mock on the file is refused.
 */

const SEED_CLI = path.join(WORKSPACE, 'src/seed/cli.ts');
const TOKEN = 'seed-test-control-token-0123';
const NEW_PLAYER = '9988776655';
const DEMO_PLAYER = '9876543210';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-seed-running-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function seededFile(name: string): Promise<string> {
  const file = path.join(dir, name);
  await seedScenario({ dbFile: file, scenario: 'default' });
  return file;
}

/** `npm run seed -- <args>` as typed at the repository root. */
function seed(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SEED_CLI, ...args], {
    cwd: WORKSPACE,
    env: { ...process.env, INIT_CWD: REPOSITORY, MOCK_CONTROL_TOKEN: '', MOCK_DB: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
}

/** The players the running mock knows (its control API), by phone. */
async function players(run: Run): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${run.port}/control/players`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-control-token': TOKEN },
    body: '{}',
  });
  const body = (await response.json()) as { players: { mobile: string }[] };
  return body.players.map((player) => player.mobile).sort();
}

describe('npm run seed on the database of a running mock', () => {
  it('goes through the mock: it serves the new state at once, and keeps it across a restart', async () => {
    const file = await seededFile('live.db');
    let run = await startServer({ MOCK_DB: file, MOCK_CONTROL_TOKEN: TOKEN });
    try {
      expect(run.port, run.stderr).toBeDefined();
      expect(await players(run)).toContain(DEMO_PLAYER);
      const seeded = await seed(['empty', '--db', file]);
      expect(seeded.err).toBe('');
      expect(seeded.code).toBe(0);
      expect(seeded.out.trim()).toMatch(
        new RegExp(
          `^Seeded 'empty' through the mock at http://127\\.0\\.0\\.1:${run.port}, which runs on ${file.replaceAll('.', '\\.')}: 1 player, `,
        ),
      );
      expect(await players(run)).toEqual([NEW_PLAYER]);
      // The mock's own files are still the ones it writes through.
      expect(fs.existsSync(`${file}-wal`)).toBe(true);
    } finally {
      await run.stop();
    }
    run = await startServer({ MOCK_DB: file, MOCK_CONTROL_TOKEN: TOKEN });
    try {
      expect(await players(run)).toEqual([NEW_PLAYER]);
    } finally {
      await run.stop();
    }
  });

  it('is refused in one line when the mock has no control API, and changes nothing', async () => {
    const file = await seededFile('no-control.db');
    const run = await startServer({ MOCK_DB: file, MOCK_CONTROL: '0' });
    try {
      expect(run.port, run.stderr).toBeDefined();
      const before = fs.readFileSync(file);
      const seeded = await seed(['empty', '--db', file]);
      expect(seeded.code).toBe(1);
      expect(seeded.out).toBe('');
      expect(seeded.err.trim()).toBe(
        `The mock at http://127.0.0.1:${run.port} runs on ${file} with its control API off (MOCK_CONTROL=0): stop it (Ctrl+C in its terminal) and run npm run seed -- empty again`,
      );
      expect(fs.readFileSync(file).equals(before)).toBe(true);
    } finally {
      await run.stop();
    }
    // Stopped, the mock's record is gone and the same command seeds the file.
    expect(fs.existsSync(holderFile(file))).toBe(false);
    const seeded = await seed(['empty', '--db', file]);
    expect(seeded.code, seeded.err).toBe(0);
    expect(seeded.out).toMatch(/^Seeded 'empty' into /);
  });

  it('is not blocked by the record of a mock that was killed', async () => {
    const file = await seededFile('crashed.db');
    const run = await startServer({ MOCK_DB: file, MOCK_CONTROL_TOKEN: TOKEN });
    expect(run.port, run.stderr).toBeDefined();
    await run.kill();
    expect(fs.existsSync(holderFile(file))).toBe(true);
    const seeded = await seed(['empty', '--db', file]);
    expect(seeded.code, seeded.err).toBe(0);
    expect(seeded.out).toMatch(new RegExp(`^Seeded 'empty' into ${file.replaceAll('.', '\\.')}: `));
    expect(fs.existsSync(holderFile(file))).toBe(false);
  });

  it('a second mock on the same file is refused in one line', async () => {
    const file = await seededFile('shared.db');
    const first = await startServer({ MOCK_DB: file, MOCK_CONTROL_TOKEN: TOKEN });
    try {
      const second = await startServer({ MOCK_DB: file, MOCK_CONTROL_TOKEN: TOKEN });
      await second.stop();
      expect(second.port).toBeUndefined();
      expect(second.code).toBe(1);
      expect(second.stderr.trim()).toBe(
        `mock-server: the mock at http://127.0.0.1:${first.port} (pid ${first.pid}) already runs on ${file}: use that one, stop it first, or give this one another file with MOCK_DB`,
      );
    } finally {
      await first.stop();
    }
  });
});
