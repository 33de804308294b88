import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlTokenFile } from '../../mock-server/src/control-token-file';
import { checkOwnMock, ownTokenFile } from '../../client/build/own-mock';
import { freePort } from '../lib/free-port';

/**
 * `npm start` as a tester runs it, its output a pipe (a CI log): PORT moves the mock and the dev
 * server's provider together, each server's address is said once, the requests the app makes are
 * not logged at the default level; and the dev server says so when the mock it would talk to is
 * not this repository's.
 */

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-npm-start-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** `npm start` in its own process group (stopped together, by the leader's PID). */
function npmStart(env: Record<string, string>) {
  const child = spawn('npm', ['start'], {
    cwd: REPOSITORY,
    env: {
      ...process.env,
      PROVIDER_URL: '',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      MOCK_LOG_LEVEL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    async until(pattern: RegExp, ms = 90_000): Promise<void> {
      const deadline = Date.now() + ms;
      while (!pattern.test(output)) {
        if (Date.now() > deadline || child.exitCode !== null)
          throw new Error(`no ${pattern} in:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop(): Promise<void> {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Gone already.
        }
      }
      await exited;
    },
  };
}

const APP_CALL = { env_type: 'Prod', app_key: 'matka-dev-app-key' };

function post(port: number, url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`http://127.0.0.1:${port}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('npm start', () => {
  it('PORT moves the mock and the provider of the dev server together; each address is said once; polls are not logged', async () => {
    const [mockPort, clientPort] = [await freePort(), await freePort()];
    const start = npmStart({
      PORT: String(mockPort),
      CLIENT_PORT: String(clientPort),
      MOCK_DB: path.join(dir, 'start.db'),
      // A data folder of its own: the dev server must find the token where this mock writes it.
      MOCK_DATA_DIR: path.join(dir, 'data'),
    });
    try {
      await start.until(/Matka: open http:\/\/localhost:\d+\/.*\n/);
      await start.until(/Matka mock: the testers' console is at .*\n/);
      expect(start.output()).toContain(
        `Matka: open http://localhost:${clientPort}/ (this machine only; CLIENT_HOST=0.0.0.0 opens it to phones on the network); the mock provider is at http://127.0.0.1:${mockPort}`,
      );
      // Through the dev server, the mock of this start answers (its token is this start's).
      const token = fs
        .readFileSync(controlTokenFile(mockPort, path.join(dir, 'data')), 'utf8')
        .trim();
      const clock = await post(clientPort, '/control/clock/now', {}, { 'x-control-token': token });
      expect(clock.status).toBe(200);
      for (let poll = 0; poll < 5; poll += 1)
        expect((await post(clientPort, '/api-get-social-data', APP_CALL)).status).toBe(200);
      // The dev server is named once, as the start line names it (no Vite banner beside it).
      expect(start.output()).not.toContain(`127.0.0.1:${clientPort}`);
      expect(start.output()).not.toMatch(/Local:|Network:/);
      // Requests are not logged at the default level, though stdout is a pipe.
      expect(start.output()).not.toMatch(/incoming request|request completed|api-get-social-data/);
      expect(start.output()).not.toContain('WARNING');
    } finally {
      await start.stop();
    }
  }, 150_000);
});

describe("the dev server's check of its mock", () => {
  it("names this repository's token file as the mock writes it, in MOCK_DATA_DIR too", () => {
    expect(ownTokenFile(8797)).toBe(controlTokenFile(8797));
    const before = process.env['MOCK_DATA_DIR'];
    process.env['MOCK_DATA_DIR'] = path.join(dir, 'elsewhere');
    try {
      expect(ownTokenFile(8797)).toBe(path.join(dir, 'elsewhere', 'control-tokens', '8797'));
      expect(controlTokenFile(8797)).toBe(ownTokenFile(8797));
    } finally {
      if (before === undefined) delete process.env['MOCK_DATA_DIR'];
      else process.env['MOCK_DATA_DIR'] = before;
    }
  });

  it('says in one line that a server holding the port is not this repository’s mock', async () => {
    // Another checkout's mock: it answers, but not to this repository's token.
    const other = http.createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"status":false}');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const { port } = other.address() as net.AddressInfo;
    try {
      const line = await checkOwnMock(`http://127.0.0.1:${port}`, {
        waitMs: 5_000,
        settleMs: 500,
        everyMs: 100,
      });
      expect(line).toMatch(
        new RegExp(
          `^Matka: WARNING: the server at http://127\\.0\\.0\\.1:${port} is not this repository's mock \\(no .*control-tokens/${port}\\): the app would play against it; stop it, or move both with PORT=<free port> npm start$`,
        ),
      );
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('says when nothing answers at all', async () => {
    const port = await freePort();
    expect(
      await checkOwnMock(`http://127.0.0.1:${port}`, { waitMs: 300, settleMs: 300, everyMs: 100 }),
    ).toMatch(/^Matka: WARNING: nothing answers at http:\/\/127\.0\.0\.1:\d+: /);
  });
});
