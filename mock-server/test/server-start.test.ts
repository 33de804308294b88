import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlTokenFile,
  readControlTokenFile,
  writeControlTokenFile,
} from '../src/control-token-file';
import { latestSchemaVersion } from '../src/db/database';
import { seedScenario } from '../src/seed';
import { startServer } from './support/mock-command';

/**
 * `npm run mock` as a tester runs it (src/server.ts in its own process): the start-up line says
 * where the mock is and how to drive it, and a database file it cannot use is refused at start with
 * one line naming the file and what to do, instead of a stack, an empty provider or 500s later.
 */

let dir: string;
let seeded: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-start-'));
  seeded = path.join(dir, 'seeded.db');
  await seedScenario({ dbFile: seeded, scenario: 'empty' });
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

async function post(port: number, url: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * Starts the server with `env` expecting a refusal: exit code 1 and one line on stderr, no stack,
 * which it answers.
 */
async function refusedAtStart(
  env: Record<string, string>,
  options: { unprivileged?: boolean } = {},
): Promise<string> {
  const run = await startServer(env, options);
  await run.stop();
  expect(run.port, `started instead of refusing: ${JSON.stringify(env)}`).toBeUndefined();
  expect(run.code).toBe(1);
  const lines = run.stderr.trim().split('\n');
  expect(lines, run.stderr).toHaveLength(1);
  expect(run.stderr).not.toMatch(/\n\s+at /);
  return lines[0] ?? '';
}

/**
 * Refused at start: exit code 1, one line on stderr naming the file, no advice to delete it unless
 * `mayDelete`, the file left as it was.
 */
async function expectRefused(
  file: string,
  pattern: RegExp,
  options: { unprivileged?: boolean; mayDelete?: boolean } = {},
): Promise<void> {
  const before = fs.readFileSync(file);
  const line = await refusedAtStart({ MOCK_DB: file }, options);
  expect(line).toContain(file);
  expect(line).toMatch(pattern);
  if (options.mayDelete !== true) expect(line).not.toMatch(/delete/i);
  expect(fs.readFileSync(file).equals(before)).toBe(true);
}

describe('the start-up line', () => {
  it('names the address and the control token, which drives the control API', async () => {
    const run = await startServer({ MOCK_DB: path.join(dir, 'fresh.db'), MOCK_SCENARIO: 'empty' });
    try {
      expect(run.port, run.stderr).toBeGreaterThan(0);
      const line = run.stdout.split('\n').find((l) => l.includes('x-control-token')) ?? '';
      expect(line).toContain(`http://127.0.0.1:${run.port}`);
      const token = /x-control-token: ([0-9a-f]{32,})/.exec(line)?.[1];
      expect(token, line).toBeDefined();
      const user = { mobile: '9988776655' };
      expect((await post(run.port ?? 0, '/control/user', user, {})).status).toBe(401);
      const answer = await post(run.port ?? 0, '/control/user', user, {
        'x-control-token': token ?? '',
      });
      expect(answer.status).toBe(200);
      expect(answer.body['mobile']).toBe('9988776655');
    } finally {
      await run.stop();
    }
  });

  it('warns in one line when HOST opens the mock to the network', async () => {
    const run = await startServer({ MOCK_DB: seeded, HOST: '0.0.0.0' });
    await run.stop();
    expect(run.port, run.stderr).toBeGreaterThan(0);
    const warnings = run.stderr
      .trim()
      .split('\n')
      .filter((line) => line.includes('HOST=0.0.0.0'));
    expect(warnings, run.stderr).toHaveLength(1);
    expect(warnings[0]).toMatch(/network/);
  });
});

/** POST `url` naming `host` in the Host header (fetch sends the address it connects to). */
function postNaming(port: number, url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ env_type: 'Prod', app_key: 'matka-dev-app-key' });
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'content-length': body.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the host names the mock answers (SECURITY.md, "Allowed hosts")', () => {
  it("this machine's, IP addresses and MOCK_ALLOWED_HOSTS; another name gets 421", async () => {
    const run = await startServer({ MOCK_DB: seeded, MOCK_ALLOWED_HOSTS: 'mock.test, .lan.test' });
    try {
      const port = run.port ?? 0;
      expect(port, run.stderr).toBeGreaterThan(0);
      const social = '/api-get-social-data';
      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'mock.test', 'pc.lan.test'])
        expect(await postNaming(port, social, host), host).toBe(200);
      expect(await postNaming(port, social, 'rebind.attacker.example')).toBe(421);
      expect(await postNaming(port, '/control/scenarios', 'rebind.attacker.example')).toBe(421);
    } finally {
      await run.stop();
    }
  });
});

describe('a setting the mock cannot use is refused at start', () => {
  it('MOCK_ALLOWED_HOSTS that is not a list of names, in one line', async () => {
    expect(await refusedAtStart({ MOCK_DB: seeded, MOCK_ALLOWED_HOSTS: 'mock.test, *.evil' })).toBe(
      'mock-server: Invalid mock-server environment: MOCK_ALLOWED_HOSTS: *.evil is not a host name like mock.example.com or .example.com',
    );
  });

  it('MOCK_TRUST_PROXY that names no address, in one line', async () => {
    expect(await refusedAtStart({ MOCK_DB: seeded, MOCK_TRUST_PROXY: 'banana' })).toMatch(
      /^mock-server: Invalid mock-server environment: MOCK_TRUST_PROXY: 'banana' is not a list/,
    );
  });
});

describe('a database file the mock cannot use is refused at start', () => {
  it('an empty (zero-byte) file', async () => {
    const file = path.join(dir, 'zero.db');
    fs.writeFileSync(file, '');
    await expectRefused(file, /empty/, { mayDelete: true });
  });

  it('a file that is not a SQLite database', async () => {
    const file = path.join(dir, 'garbage.db');
    fs.writeFileSync(file, 'this is not a database, just some text '.repeat(200));
    await expectRefused(file, /not a SQLite database/);
  });

  it("a SQLite database that is not the mock provider's", async () => {
    const file = path.join(dir, 'other.db');
    const other = new Database(file);
    other.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
    other.close();
    await expectRefused(file, /not a mock provider database/);
  });

  it('a database written by a newer mock provider', async () => {
    const file = path.join(dir, 'newer.db');
    fs.copyFileSync(seeded, file);
    const newer = new Database(file);
    newer.pragma('user_version = 999');
    newer.pragma('journal_mode = DELETE');
    newer.close();
    await expectRefused(file, /newer/);
  });

  it('a damaged database', async () => {
    const file = path.join(dir, 'damaged.db');
    fs.copyFileSync(seeded, file);
    const fixed = new Database(file);
    fixed.pragma('journal_mode = DELETE');
    fixed.close();
    // Scribble over every page after the first (the schema stays readable, the tables do not).
    const bytes = fs.readFileSync(file);
    for (let i = 4096; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 251;
    fs.writeFileSync(file, bytes);
    await expectRefused(file, /damaged/, { mayDelete: true });
  });

  it('a read-only file', async () => {
    const file = path.join(dir, 'readonly.db');
    fs.copyFileSync(seeded, file);
    const fixed = new Database(file);
    fixed.pragma('journal_mode = DELETE');
    fixed.close();
    fs.chmodSync(file, 0o444);
    await expectRefused(file, /is read-only/, { unprivileged: true });
  });

  it('a WAL database in a read-only folder: the folder named, not "damaged"', async () => {
    const folder = path.join(dir, 'read-only-folder');
    fs.mkdirSync(folder);
    const file = path.join(folder, 'wal.db');
    fs.copyFileSync(seeded, file);
    const wal = new Database(file);
    expect(wal.pragma('journal_mode', { simple: true })).toBe('wal');
    wal.close();
    fs.chmodSync(folder, 0o555);
    try {
      await expectRefused(file, /is in a read-only folder/, { unprivileged: true });
    } finally {
      fs.chmodSync(folder, 0o755);
    }
  });

  it("a file with the mock provider's tables but other columns", async () => {
    const file = path.join(dir, 'lookalike.db');
    const lookalike = new Database(file);
    for (const table of ['users', 'tokens', 'ledger', 'markets', 'bids', 'settings'])
      lookalike.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, data TEXT)`);
    lookalike.pragma(`user_version = ${latestSchemaVersion()}`);
    lookalike.pragma('journal_mode = DELETE');
    lookalike.close();
    await expectRefused(file, /has the mock provider's tables but not the columns of its schema/);
  });
});

/** A built client folder as `npm run build` writes it: the app's page and the console's. */
function builtClient(name: string): string {
  const site = path.join(dir, name);
  const files: Record<string, string> = {
    'index.html': `<!doctype html><title>the player's app</title>${'<!-- padding -->'.repeat(100)}`,
    'console.html':
      '<!doctype html><title>Matka mock console</title><script type="module" src="./assets/console/console-Ab12.js"></script>',
    'assets/console/console-Ab12.js': `export const rows = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => i))};\n`,
    'assets/index-Cd34.js': 'export {};\n',
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), content);
  }
  return site;
}

async function get(port: number, url: string, method: 'GET' | 'HEAD' = 'GET') {
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { method });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe('MOCK_STATIC_DIR', () => {
  it('takes a relative path from where the command was typed (INIT_CWD), not the workspace', async () => {
    builtClient('typed-here/client/dist');
    const run = await startServer({
      MOCK_DB: seeded,
      INIT_CWD: path.join(dir, 'typed-here'),
      MOCK_STATIC_DIR: 'client/dist',
    });
    try {
      expect(run.port, run.stderr).toBeGreaterThan(0);
      const page = await get(run.port ?? 0, '/');
      expect(page.status).toBe(200);
      expect(page.text).toContain("the player's app");
      // The app's address and the console's, in one line.
      expect(run.stdout).toMatch(
        new RegExp(
          `^Matka mock: open the app at http://localhost:${run.port}/ \\(the built client of MOCK_STATIC_DIR\\); the testers' console is at http://localhost:${run.port}/console#token=`,
          'm',
        ),
      );
    } finally {
      await run.stop();
    }
    // Without the control API, the app's address all the same.
    const quiet = await startServer({
      MOCK_DB: seeded,
      INIT_CWD: path.join(dir, 'typed-here'),
      MOCK_STATIC_DIR: 'client/dist',
      MOCK_CONTROL: '0',
    });
    try {
      expect(quiet.stdout).toContain(
        `Matka mock: open the app at http://localhost:${quiet.port}/ (the built client of MOCK_STATIC_DIR)\n`,
      );
    } finally {
      await quiet.stop();
    }
  });

  it.each([
    ['a folder without index.html', 'empty-site'],
    ['no such folder', 'no-such-site'],
  ])('refuses %s at start, in one line naming it', async (_label, name) => {
    fs.mkdirSync(path.join(dir, 'empty-site'), { recursive: true });
    const line = await refusedAtStart({ MOCK_DB: seeded, MOCK_STATIC_DIR: path.join(dir, name) });
    expect(line).toBe(
      `mock-server: Invalid mock-server environment: MOCK_STATIC_DIR: ${path.join(dir, name)} has no index.html: build the client (npm run build) and give its folder, client/dist`,
    );
  });

  it('answers HEAD as GET would, Content-Encoding and Vary included', async () => {
    const site = builtClient('head-site');
    const run = await startServer({ MOCK_DB: seeded, MOCK_STATIC_DIR: site });
    try {
      for (const url of ['/', '/index.html', '/some-screen', '/config.json', '/console']) {
        const headers = { 'accept-encoding': 'br, gzip' };
        const [getAnswer, headAnswer] = await Promise.all(
          (['GET', 'HEAD'] as const).map((method) =>
            fetch(`http://127.0.0.1:${run.port}${url}`, { method, headers }),
          ),
        );
        const shown = (response: Response | undefined) => {
          const all = Object.fromEntries(response?.headers ?? []);
          // Framing, the connection and the moment are not content.
          for (const name of ['date', 'transfer-encoding', 'connection', 'keep-alive'])
            delete all[name];
          if (all['content-encoding'] !== undefined) delete all['content-length'];
          return { status: response?.status, ...all };
        };
        expect(shown(headAnswer), url).toEqual(shown(getAnswer));
      }
    } finally {
      await run.stop();
    }
  });
});

describe("the testers' console address", () => {
  it("is the mock's own when it has a built console, which it serves without the player's app", async () => {
    const site = builtClient('console-only');
    const run = await startServer({ MOCK_DB: seeded, MOCK_CONSOLE_DIR: site });
    try {
      const line = run.stdout.split('\n').find((l) => l.startsWith('Matka mock:')) ?? '';
      expect(line).toMatch(
        new RegExp(
          `^Matka mock: the testers' console is at http://localhost:${run.port}/console#token=[0-9a-f]+$`,
        ),
      );
      const page = await get(run.port ?? 0, '/console');
      expect(page.status).toBe(200);
      expect(page.text).toContain('Matka mock console');
      expect((await get(run.port ?? 0, '/assets/console/console-Ab12.js')).status).toBe(200);
      expect((await get(run.port ?? 0, '/')).status).toBe(404);
    } finally {
      await run.stop();
    }
  });

  it('says how to get one when none is built, never the dev server port', async () => {
    const run = await startServer({ MOCK_DB: seeded });
    try {
      const line = run.stdout.split('\n').find((l) => l.startsWith('Matka mock:')) ?? '';
      expect(line).toBe(
        `Matka mock: the testers' console is not built: run npm run build and start the mock again (it is then at http://localhost:${run.port}/console), or use npm start`,
      );
      expect(run.stdout).not.toContain('5173');
    } finally {
      await run.stop();
    }
  });

  it('is on the client dev server under npm start (--with-dev-server)', async () => {
    const run = await startServer(
      { MOCK_DB: seeded, CLIENT_PORT: '5300' },
      { args: ['--with-dev-server'] },
    );
    try {
      expect(run.stdout).toMatch(
        /^Matka mock: the testers' console is at http:\/\/localhost:5300\/console#token=[0-9a-f]+ \(through the client dev server of npm start\)$/m,
      );
    } finally {
      await run.stop();
    }
  });
});

describe('the control token file', () => {
  it('holds the token for this user only while the mock runs', async () => {
    const run = await startServer({ MOCK_DB: seeded });
    const file = controlTokenFile(run.port ?? 0);
    try {
      const token = /x-control-token: ([0-9a-f]{32,})/.exec(run.stdout)?.[1];
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(token);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      expect(readControlTokenFile(`http://127.0.0.1:${run.port}`)).toEqual({ file, token });
      // A remote address is never given the local token.
      expect(readControlTokenFile(`http://192.0.2.1:${run.port}`)).toBeUndefined();
    } finally {
      await run.stop();
    }
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is not written when the control API is off', async () => {
    const run = await startServer({ MOCK_DB: seeded, MOCK_CONTROL: '0' });
    try {
      expect(run.port, run.stderr).toBeGreaterThan(0);
      expect(fs.existsSync(controlTokenFile(run.port ?? 0))).toBe(false);
    } finally {
      await run.stop();
    }
  });
});

/**
 * The mock's own folder (MOCK_DATA_DIR, `.data` by default) holds the control token and the
 * database, whose session tokens act as players (SECURITY.md, "Control token file and database"):
 * made for this user alone, and refused at start, in one line and before anything is written
 * there, when another user owns it or may write in it (they could plant the token's file, or read
 * it).
 */
describe('the data folder', () => {
  /** A folder another user owns: one made here and given away when root, the root folder otherwise. */
  function anotherUsersFolder(name: string): string {
    if (process.getuid?.() !== 0) return path.parse(dir).root;
    const folder = path.join(dir, name);
    fs.mkdirSync(folder, { mode: 0o700 });
    fs.chownSync(folder, 65534, 65534);
    return folder;
  }

  /** Refused at start in one line naming the folder and `pattern`. */
  async function expectFolderRefused(env: Record<string, string>, folder: string, pattern: RegExp) {
    const line = await refusedAtStart({ MOCK_SCENARIO: 'empty', ...env });
    expect(line).toMatch(/^mock-server: /);
    expect(line).toContain(folder);
    expect(line).toMatch(pattern);
  }

  it('is made for this user alone, with the database and its WAL files in it', async () => {
    const data = path.join(dir, 'new-state', 'data');
    const run = await startServer({ MOCK_DATA_DIR: data, MOCK_SCENARIO: 'empty' });
    try {
      expect(run.port, run.stderr).toBeGreaterThan(0);
      const mode = (file: string) => fs.statSync(file).mode & 0o777;
      expect(mode(data)).toBe(0o700);
      expect(mode(path.join(data, 'control-tokens'))).toBe(0o700);
      const file = controlTokenFile(run.port ?? 0, data);
      expect(mode(file)).toBe(0o600);
      for (const suffix of ['', '-wal', '-shm'])
        expect(mode(path.join(data, `mock.db${suffix}`)), `mock.db${suffix}`).toBe(0o600);
      const token = /x-control-token: ([0-9a-f]{32,})/.exec(run.stdout)?.[1];
      expect(readControlTokenFile(`http://127.0.0.1:${run.port}`, data)).toEqual({ file, token });
    } finally {
      await run.stop();
    }
  });

  it('takes back from other users a database file they could read', async () => {
    const file = path.join(dir, 'readable.db');
    fs.copyFileSync(seeded, file);
    fs.chmodSync(file, 0o644);
    const run = await startServer({ MOCK_DB: file });
    await run.stop();
    expect(run.port, run.stderr).toBeGreaterThan(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['writable by everyone', 0o777],
    ['writable by everyone, sticky like /tmp', 0o1777],
    ['writable by its group', 0o770],
  ])('is refused behind a link to a folder %s', async (_label, mode) => {
    const shared = fs.mkdtempSync(path.join(dir, 'shared-'));
    fs.chmodSync(shared, mode);
    const link = path.join(dir, `link-${path.basename(shared)}`);
    fs.symlinkSync(shared, link);
    await expectFolderRefused({ MOCK_DATA_DIR: link }, link, /may be written by other users/);
    expect(fs.readdirSync(shared)).toEqual([]);
  });

  it("is refused when it is another user's", async () => {
    const foreign = anotherUsersFolder('foreign');
    await expectFolderRefused(
      { MOCK_DATA_DIR: foreign, MOCK_DB: seeded },
      foreign,
      /belongs to another user/,
    );
  });

  it('is refused when its token folder is a link, or open to other users', async () => {
    const data = fs.mkdtempSync(path.join(dir, 'data-'));
    const elsewhere = fs.mkdtempSync(path.join(dir, 'elsewhere-'));
    const tokens = path.join(data, 'control-tokens');
    fs.symlinkSync(elsewhere, tokens);
    await expectFolderRefused({ MOCK_DATA_DIR: data, MOCK_DB: seeded }, tokens, /symbolic link/);
    expect(fs.readdirSync(elsewhere)).toEqual([]);
    fs.rmSync(tokens);
    fs.mkdirSync(tokens, { mode: 0o700 });
    fs.chmodSync(tokens, 0o777);
    await expectFolderRefused(
      { MOCK_DATA_DIR: data, MOCK_DB: seeded },
      tokens,
      /may be written by other users/,
    );
    expect(fs.readdirSync(tokens)).toEqual([]);
  });

  it('writes no token through a link planted in its place, and reads none from an open folder', () => {
    const data = fs.mkdtempSync(path.join(dir, 'planted-'));
    const target = path.join(dir, `planted-target-${process.pid}`);
    fs.writeFileSync(target, '');
    fs.mkdirSync(path.join(data, 'control-tokens'), { mode: 0o700 });
    const file = controlTokenFile(4321, data);
    fs.symlinkSync(target, `${file}.${process.pid}.tmp`);
    const remove = writeControlTokenFile(4321, 'the-token-0123456789', data);
    expect(fs.readFileSync(target, 'utf8')).toBe('');
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(readControlTokenFile('http://127.0.0.1:4321', data)?.token).toBe('the-token-0123456789');
    remove();
    // A folder others may write in holds a token anyone could have put there: not read.
    fs.writeFileSync(file, 'planted-token-0123\n');
    fs.chmodSync(path.dirname(file), 0o777);
    expect(readControlTokenFile('http://127.0.0.1:4321', data)).toEqual({ file });
  });
});
