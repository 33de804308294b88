import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run play` and `npm run scenario -- export` against a mock running on this machine, as a
 * tester types them: the mock's token is found without --token (the file the mock writes at
 * start), a token it refuses or an address where nothing answers is one line naming what to do,
 * and an export lands outside the repository's fixtures unless --out says where.
 */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MOCK = path.join(REPOSITORY, 'mock-server/src/server.ts');

let dir: string;
let mock: { port: number; url: string; stop: () => Promise<void> };

interface Done {
  code: number | null;
  out: string;
  err: string;
}

function run(command: string, args: string[], options: { cwd?: string; env?: object } = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPOSITORY,
    env: { ...process.env, MOCK_CONTROL_TOKEN: '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return {
    child,
    done: new Promise<Done>((resolve) => child.once('exit', (code) => resolve({ code, out, err }))),
    output: () => out,
  };
}

/** The real start-up (src/server.ts), its token printed and written where the commands look. */
async function startMock(): Promise<typeof mock> {
  const started = run(process.execPath, ['--import', 'tsx', MOCK], {
    cwd: path.join(REPOSITORY, 'mock-server'),
    env: {
      PORT: '0',
      MOCK_DB: path.join(dir, 'mock.db'),
      MOCK_SCENARIO: 'empty',
      MOCK_LOG_LEVEL: 'silent',
      MOCK_RATE_LIMIT: '0',
      MOCK_CONSOLE_DIR: path.join(dir, 'no-console'),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Mock provider at http:\/\/127\.0\.0\.1:(\d+)/.exec(started.output());
      if (match !== null && started.output().includes('Matka mock:')) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void started.done.then((done) => {
      clearInterval(timer);
      reject(new Error(`the mock stopped: ${done.err}`));
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      started.child.kill('SIGTERM');
      await started.done;
    },
  };
}

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-commands-'));
  mock = await startMock();
  fs.writeFileSync(
    path.join(dir, 'mine.json'),
    JSON.stringify({
      description: 'a new player has nothing',
      steps: [
        { clock: '11:00 AM' },
        { reseed: 'empty' },
        { expect: { wallet: { player: '9988776655', points: 0 } } },
      ],
    }),
  );
}, 60_000);
afterAll(async () => {
  await mock?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const play = (args: string[], cwd = dir) =>
  run('npm', ['--prefix', REPOSITORY, 'run', '--silent', 'play', '--', ...args], { cwd }).done;
const scenario = (args: string[], cwd = dir, env: object = {}) =>
  run('npm', ['--prefix', REPOSITORY, 'run', '--silent', 'scenario', '--', ...args], { cwd, env })
    .done;

describe('npm run play against a running mock', () => {
  it('needs no --token on this machine, and takes the script path from where it was typed', async () => {
    const { code, out, err } = await play(['mine.json', '--url', mock.url]);
    expect(err).toBe('');
    expect(code, out).toBe(0);
    expect(out).toMatch(/expect wallet \.\.\. ok: wallet 0 points/);
  });

  it('says in one line that the mock refused the token, naming --token', async () => {
    const { code, out, err } = await play([
      'mine.json',
      '--url',
      mock.url,
      '--token',
      'not-the-token-of-this-mock',
    ]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.trim()).toBe(
      `The mock at ${mock.url} refused the control token (401; token tried: the one given with --token): pass --token <the x-control-token its start-up line prints>`,
    );
  });

  it('says in one line that nothing answers at the address', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, err } = await play(['mine.json', '--url', url]);
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      `Nothing answers at ${url} (connection refused): start the mock (npm run mock), or give its address with --url`,
    );
  });
});

describe('npm run scenario -- export --url', () => {
  it("writes under .data/scenarios, not the repository's fixtures, with no --token on this machine", async () => {
    const name = `export-test-${process.pid}`;
    const written = path.join(REPOSITORY, '.data', 'scenarios', `${name}.json`);
    try {
      const { code, out, err } = await scenario(['export', name, '--url', mock.url], REPOSITORY);
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toMatch(
        new RegExp(
          `^Wrote \\.data/scenarios/${name}\\.json \\(\\d+ KB\\), without sessions, OTPs or password hashes: .*\\. Seed it back with: npm run seed -- \\.data/scenarios/${name}\\.json$`,
          'm',
        ),
      );
      expect(JSON.parse(fs.readFileSync(written, 'utf8'))).toHaveProperty('snapshot');
      expect(fs.existsSync(path.join(REPOSITORY, 'fixtures', 'scenarios', `${name}.json`))).toBe(
        false,
      );
    } finally {
      fs.rmSync(written, { force: true });
    }
  });

  it("writes into MOCK_DATA_DIR's scenarios, readable by this user alone", async () => {
    const data = path.join(dir, 'own-data');
    const { code, out, err } = await scenario(
      ['export', 'mine', '--db', path.join(dir, 'mock.db')],
      dir,
      { MOCK_DATA_DIR: data },
    );
    expect(err).toBe('');
    expect(code, out).toBe(0);
    expect(out).toMatch(/^Wrote own-data\/scenarios\/mine\.json /m);
    const written = path.join(data, 'scenarios', 'mine.json');
    expect(JSON.parse(fs.readFileSync(written, 'utf8'))).toHaveProperty('snapshot');
    if (process.platform !== 'win32') {
      expect(fs.statSync(written).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.join(data, 'scenarios')).mode & 0o777).toBe(0o700);
    }
    const again = await scenario(
      ['export', 'mine', '--db', path.join(dir, 'mock.db'), '--force'],
      dir,
      {
        MOCK_DATA_DIR: data,
      },
    );
    expect(again.code, again.err).toBe(0);
  });

  it('writes --out from where it was typed', async () => {
    const { code, out } = await scenario(['export', 'bug', '--url', mock.url, '--out', 'bug.json']);
    expect(code, out).toBe(0);
    expect(out).toMatch(/^Wrote bug\.json /m);
    expect(fs.existsSync(path.join(dir, 'bug.json'))).toBe(true);
  });

  it('says in one line that the mock refused the token, naming --token', async () => {
    const { code, err } = await scenario([
      'export',
      'refused',
      '--url',
      mock.url,
      '--token',
      'not-the-token-of-this-mock',
    ]);
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      `The mock at ${mock.url} refused the control token (401; token tried: the one given with --token): pass --token <the x-control-token its start-up line prints>`,
    );
    expect(fs.existsSync(path.join(dir, 'refused.json'))).toBe(false);
  });
});
