import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientDist, RUNTIME_CONFIG, type ClientDist } from './support/client-dist';
import { startFakeProvider } from './support/fake-provider';

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the server as `npm run serve` does, in its own process, until it exits or has printed its
 * start-up line (then it is stopped with SIGTERM, by its PID).
 */
function runServe(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    if (stdout.includes('Matka: serving') && child.pid !== undefined) {
      // A moment for anything else it would print at start.
      setTimeout(() => child.pid !== undefined && process.kill(child.pid, 'SIGTERM'), 300);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('starting (npm run serve)', () => {
  let dist: ClientDist;
  beforeAll(() => {
    dist = createClientDist();
  });
  afterAll(() => dist.remove());

  it('fails fast, saying to build the client, when there is none', async () => {
    const run = await runServe({
      PROVIDER_URL: 'https://provider.example',
      CLIENT_DIST: path.join(dist.dir, 'missing'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('run `npm run build` first');
    expect(run.stdout).toBe('');
  });

  it('fails fast naming a bad variable', async () => {
    const run = await runServe({ CLIENT_DIST: dist.dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Invalid server environment: PROVIDER_URL: required');
  });

  it.each([
    [
      'TRUST_PROXY=banana',
      { TRUST_PROXY: 'banana' },
      /^Invalid server environment: TRUST_PROXY: 'banana' is not a list/,
    ],
    [
      'a PROVIDER_COOKIE with a control character',
      { PROVIDER_COOKIE: 'ci_session=abc\u0007' },
      /^Invalid server environment: PROVIDER_COOKIE: printable ASCII on one line/,
    ],
    [
      'a PROVIDER_COOKIE with a non-ASCII character',
      { PROVIDER_COOKIE: 'ci_session=café' },
      /^Invalid server environment: PROVIDER_COOKIE: printable ASCII on one line/,
    ],
  ])('refuses %s in one line, without a stack', async (_what, env, line) => {
    const run = await runServe({
      PROVIDER_URL: 'https://provider.example',
      CLIENT_DIST: dist.dir,
      ...env,
    });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines, run.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(run.stdout).toBe('');
  });

  it('prints one start-up line, without the cookie', async () => {
    const provider = await startFakeProvider();
    try {
      const run = await runServe({
        PROVIDER_URL: provider.origin,
        PROVIDER_COOKIE: 'ci_session=start-up-secret',
        CLIENT_DIST: dist.dir,
      });
      expect(run.code).toBe(0);
      const lines = run.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0] ?? '') as { msg: string; level: number };
      expect(line.msg).toMatch(
        new RegExp(
          `^Matka: serving ${dist.dir.replaceAll('\\', '\\\\')} at http://127\\.0\\.0\\.1:\\d+ for localhost, 127\\.0\\.0\\.1, ::1 \\(ALLOWED_HOSTS\\), provider calls to http://127\\.0\\.0\\.1:\\d+ \\(PROVIDER_COOKIE added\\)$`,
        ),
      );
      expect(line.level).toBe(30);
      expect(run.stdout).not.toContain('start-up-secret');
    } finally {
      await provider.close();
    }
  });

  it('warns in that one line when the provider cannot be reached, and serves all the same', async () => {
    const port = await closedPort();
    const run = await runServe({ PROVIDER_URL: `http://127.0.0.1:${port}`, CLIENT_DIST: dist.dir });
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '') as { msg: string; level: number };
    expect(line.level).toBe(40);
    expect(line.msg).toMatch(
      /^Matka: serving .* provider calls to http:\/\/127\.0\.0\.1:\d+ \(no cookie\)/,
    );
    expect(line.msg).toContain(
      "; WARNING: the provider cannot be reached (connection refused): players' calls fail until it answers, /readyz says 503",
    );
  });

  it("names the bad key of config.json's provider section", async () => {
    const bad = createClientDist({
      'config.json': JSON.stringify({
        ...RUNTIME_CONFIG,
        provider: { paths: { apiGaliGame: 'api-galidisswar-game', apiGetQrPay: null } },
      }),
    });
    try {
      const run = await runServe({ PROVIDER_URL: 'http://127.0.0.1:9', CLIENT_DIST: bad.dir });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toContain('provider.paths.apiGaliGame');
      expect(lines[0]).not.toContain('apiGetQrPay');
    } finally {
      bad.remove();
    }
  });

  it.each([
    [{ foo: 1 }, 'config.json is missing or has invalid: foo (unknown key)'],
    [
      { appDownloadURL: 'https://example.com/app.apk' },
      'appDownloadURL (unknown key: did you mean appDownloadUrl?)',
    ],
  ])('refuses an unknown top-level key of config.json, naming it: %j', async (extra, said) => {
    const bad = createClientDist({
      'config.json': JSON.stringify({ ...RUNTIME_CONFIG, ...extra }),
    });
    try {
      const run = await runServe({ PROVIDER_URL: 'http://127.0.0.1:9', CLIENT_DIST: bad.dir });
      expect(run.code).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toContain(said);
    } finally {
      bad.remove();
    }
  });

  it('names a misspelt supportFallback as such, not as a missing one', async () => {
    const { supportFallback, ...rest } = RUNTIME_CONFIG;
    const bad = createClientDist({
      'config.json': JSON.stringify({ ...rest, supportFallbak: supportFallback }),
    });
    try {
      const run = await runServe({ PROVIDER_URL: 'http://127.0.0.1:9', CLIENT_DIST: bad.dir });
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toMatch(
        /config\.json is missing or has invalid: supportFallbak \(unknown key: did you mean supportFallback\?\)$/,
      );
    } finally {
      bad.remove();
    }
  });
});

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
