import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readmeCommands, scriptOf, uncoveredCommands } from './lib/readme-commands';
import { freePort } from './lib/free-port';

// `npm run check:commands`: every command of README's command tables runs, in a short mode, each
// within its time limit (docs/testing.md). CI runs it after `npm test`, from the same clean clone:
// the client build the journeys made is there, and so is Chromium. Fails naming the command when one
// fails, or when a README command has no check here.

const ROOT = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'matka-commands-'));
const seeded = path.join(work, 'seeded.db');

interface Run {
  /** npm's arguments. */
  readonly args: readonly string[];
  readonly timeoutMs: number;
  /** Text the output must hold (a command that reports instead of failing). */
  readonly expect?: RegExp;
  /** Checked after a run that exited 0; a string is the failure. */
  readonly after?: () => Promise<string | undefined> | string | undefined;
}

interface Serve {
  readonly args: readonly string[];
  readonly env: (ports: readonly number[]) => Record<string, string>;
  /** Addresses that must answer (any HTTP status) before the server is stopped. */
  readonly answers: (ports: readonly number[]) => readonly string[];
  readonly ports: number;
  readonly timeoutMs: number;
}

type Check =
  | { readonly run: Run }
  | { readonly serve: Serve }
  /** Run by the CI step before this one; the reason says which part of `npm test` runs it. */
  | { readonly coveredBy: string };

/** Output lines shown when a command fails. */
const TAIL_LINES = 25;

/** One check per npm script README names, in the order they run (seed before check:ledger). */
const CHECKS: Readonly<Record<string, Check>> = {
  test: { coveredBy: '`npm test` is the CI step before this one' },
  'check:commands': { coveredBy: 'this check' },
  'test:unit': { coveredBy: 'part of `npm test`' },
  'test:e2e': { coveredBy: 'part of `npm test`' },
  'test:e2e:lenient': { coveredBy: 'the CI step after `npm test`' },
  lint: { coveredBy: 'part of `npm test`' },
  typecheck: { coveredBy: 'part of `npm test`' },
  probe: {
    coveredBy: '`npm test` runs it against a mock of each profile (scripts/test/probe.test.ts)',
  },
  format: {
    run: {
      args: ['run', 'format'],
      timeoutMs: 120_000,
      after: () => gitClean('.'),
    },
  },
  seed: {
    run: { args: ['run', 'seed', '--', 'default', '--db', seeded], timeoutMs: 60_000 },
  },
  'check:ledger': {
    run: {
      args: ['run', 'check:ledger', '--', '--db', seeded],
      timeoutMs: 60_000,
      expect: /ledger rows/,
    },
  },
  scenario: {
    run: {
      args: [
        'run',
        'scenario',
        '--',
        'export',
        'readme-check',
        '--db',
        seeded,
        '--out',
        path.join(work, 'exported.json'),
      ],
      timeoutMs: 60_000,
      after: () => {
        const file = path.join(work, 'exported.json');
        if (!existsSync(file)) return 'wrote no file';
        JSON.parse(readFileSync(file, 'utf8'));
        return undefined;
      },
    },
  },
  play: { run: { args: ['run', 'play', '--', 'deposit-approval'], timeoutMs: 90_000 } },
  openapi: {
    run: {
      args: ['run', 'openapi'],
      timeoutMs: 60_000,
      after: () => gitClean('docs/openapi.json'),
    },
  },
  budget: { run: { args: ['run', 'budget', '--', '--no-build'], timeoutMs: 60_000 } },
  'bench:server': {
    run: {
      args: ['run', 'bench:server', '--', '--seconds', '1'],
      timeoutMs: 180_000,
      expect: /ledger check after the run: 0 violations/,
    },
  },
  'bench:client': {
    run: {
      // One page, one run, of the build `npm test` made.
      args: [
        'run',
        'bench:client',
        '--',
        '--no-build',
        '--out-dir',
        'client/dist',
        '--runs',
        '1',
        '--page',
        'landing',
      ],
      timeoutMs: 180_000,
      expect: /Lighthouse 12/,
    },
  },
  mock: {
    serve: {
      args: ['run', 'mock'],
      ports: 1,
      env: ([port]) => ({ PORT: String(port), MOCK_DB: path.join(work, 'mock.db') }),
      answers: ([port]) => [`http://127.0.0.1:${port}/`],
      timeoutMs: 60_000,
    },
  },
  start: {
    serve: {
      args: ['start'],
      ports: 2,
      env: ([mock, client]) => ({
        // PORT moves the mock and the dev server's provider together (no PROVIDER_URL).
        PROVIDER_URL: '',
        PORT: String(mock),
        CLIENT_PORT: String(client),
        MOCK_DB: path.join(work, 'start.db'),
      }),
      answers: ([mock, client]) => [`http://127.0.0.1:${mock}/`, `http://127.0.0.1:${client}/`],
      timeoutMs: 90_000,
    },
  },
  serve: {
    serve: {
      args: ['run', 'serve'],
      ports: 1,
      // The provider is not called: /healthz answers without it (decision 008).
      env: ([port]) => ({
        PORT: String(port),
        HOST: '127.0.0.1',
        PROVIDER_URL: 'http://127.0.0.1:9',
      }),
      answers: ([port]) => [`http://127.0.0.1:${port}/healthz`],
      timeoutMs: 60_000,
    },
  },
};

interface Outcome {
  readonly ok: boolean;
  readonly detail: string;
}

function gitClean(pathspec: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const git = spawn('git', ['status', '--porcelain', '--', pathspec], { cwd: ROOT });
    let out = '';
    git.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    git.on('error', (error) => resolve(`git status: ${error.message}`));
    git.on('close', (code) =>
      resolve(
        code !== 0
          ? `git status exited ${code}`
          : out.trim() === ''
            ? undefined
            : `changed files:\n${out}`,
      ),
    );
  });
}

/** Starts npm in its own process group, so it and everything it starts can be stopped together. */
function startNpm(args: readonly string[], env: Record<string, string>) {
  const child = spawn('npm', [...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(chunk.toString('utf8'));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal === null ? code : null));
    child.on('error', () => resolve(null));
  });
  return { child, output, exited };
}

/** Stops the process group this script started (by its leader's PID), SIGKILL after 5 s. */
async function stopGroup(pid: number | undefined, exited: Promise<unknown>): Promise<void> {
  if (pid === undefined) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
  ]);
  // npm may exit before its children: the group is signalled either way.
  signal(stopped ? 'SIGTERM' : 'SIGKILL');
}

function tail(output: readonly string[]): string {
  return output.join('').trimEnd().split('\n').slice(-TAIL_LINES).join('\n');
}

async function runCommand(run: Run): Promise<Outcome> {
  const { child, output, exited } = startNpm(run.args, {});
  const timer = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), run.timeoutMs).unref(),
  );
  const code = await Promise.race([exited, timer]);
  if (code === 'timeout') {
    await stopGroup(child.pid, exited);
    return { ok: false, detail: `no exit within ${run.timeoutMs / 1000} s\n${tail(output)}` };
  }
  if (code !== 0) return { ok: false, detail: `exit ${code}\n${tail(output)}` };
  if (run.expect !== undefined && !run.expect.test(output.join('')))
    return { ok: false, detail: `output without ${run.expect}\n${tail(output)}` };
  const problem = await run.after?.();
  return problem === undefined ? { ok: true, detail: '' } : { ok: false, detail: problem };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

async function serveCommand(serve: Serve): Promise<Outcome> {
  const ports = await Promise.all(Array.from({ length: serve.ports }, freePort));
  const { child, output, exited } = startNpm(serve.args, serve.env(ports));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  const deadline = Date.now() + serve.timeoutMs;
  const waiting = new Set(serve.answers(ports));
  try {
    while (waiting.size > 0 && Date.now() < deadline && exitCode === undefined) {
      for (const url of [...waiting]) if (await answers(url)) waiting.delete(url);
      if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await stopGroup(child.pid, exited);
  }
  if (waiting.size === 0) return { ok: true, detail: '' };
  const why =
    exitCode === undefined
      ? `not answering within ${serve.timeoutMs / 1000} s`
      : `exit ${exitCode}`;
  return { ok: false, detail: `${why}: ${[...waiting].join(', ')}\n${tail(output)}` };
}

async function main(): Promise<number> {
  const commands = readmeCommands(readFileSync(path.join(ROOT, 'README.md'), 'utf8'));
  const missing = uncoveredCommands(commands, new Set(Object.keys(CHECKS)));
  if (commands.length === 0) {
    console.error('check:commands: README.md has no command table');
    return 1;
  }
  if (missing.length > 0) {
    console.error(
      `check:commands: README commands without a check in scripts/check-readme-commands.ts: ${missing.join(', ')}`,
    );
    return 1;
  }
  const named = new Set(commands.map(scriptOf));
  const failed: string[] = [];
  for (const [script, check] of Object.entries(CHECKS)) {
    if (!named.has(script)) continue;
    const readme = commands.find((command) => scriptOf(command) === script) ?? script;
    if ('coveredBy' in check) {
      console.log(`- ${readme}: ${check.coveredBy}`);
      continue;
    }
    const started = performance.now();
    const outcome = 'run' in check ? await runCommand(check.run) : await serveCommand(check.serve);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${readme} (${seconds} s)`);
    if (!outcome.ok) {
      failed.push(readme);
      console.log(outcome.detail.replace(/^/gm, '    '));
    }
  }
  if (failed.length > 0) {
    console.error(`check:commands: failed: ${failed.join(', ')}`);
    return 1;
  }
  console.log(`check:commands: all ${named.size} README commands run`);
  return 0;
}

try {
  process.exitCode = await main();
} finally {
  rmSync(work, { recursive: true, force: true });
}
