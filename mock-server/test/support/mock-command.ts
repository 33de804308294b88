import { execFileSync, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `npm run mock` in its own process, as a tester starts it (src/server.ts). */

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/server.ts');
export const WORKSPACE = path.dirname(path.dirname(SERVER));
export const REPOSITORY = path.dirname(WORKSPACE);

/**
 * How to start the server so that file permissions bind it. root writes any file whatever its
 * mode, through the capabilities CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH: run as root, the server
 * is started by util-linux's `setpriv` without them, still as root, so it still reads the
 * checkout wherever it is (a private folder no other user may enter) and sees a read-only file as
 * read-only. Any other user is bound by permissions already.
 */
function unprivileged(): string[] {
  if (process.getuid?.() !== 0) return [];
  const drop = '-dac_override,-dac_read_search';
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('run as root, these tests need setpriv (util-linux) to drop root file access');
  }
  return ['setpriv', `--inh-caps=${drop}`, `--bounding-set=${drop}`, '--'];
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The port, once the server printed where it listens. */
  port?: number;
  /** The server's process id. */
  pid: number | undefined;
  /** SIGTERM (graceful), then wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL (a crash), then wait for the exit. */
  kill(): Promise<void>;
}

/**
 * Starts the server with `env` and waits until it exits or prints its start-up line (then it is
 * left running for the test to use and stop).
 */
export function startServer(
  env: Record<string, string>,
  options: { args?: string[]; unprivileged?: boolean } = {},
): Promise<Run> {
  // As npm runs it: in the workspace folder, INIT_CWD naming where the command was typed. No
  // console folder unless a test gives one, so what is built in client/dist decides nothing.
  const node = [process.execPath, '--import', 'tsx', SERVER, ...(options.args ?? [])];
  const [command = '', ...args] =
    options.unprivileged === true ? [...unprivileged(), ...node] : node;
  const child = spawn(command, args, {
    cwd: WORKSPACE,
    env: {
      ...process.env,
      PORT: '0',
      MOCK_LOG_LEVEL: 'silent',
      HOST: '',
      INIT_CWD: REPOSITORY,
      MOCK_CONSOLE_DIR: path.join(os.tmpdir(), 'matka-no-console'),
      CLIENT_PORT: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const stop = signal('SIGTERM');
  const controls = { pid: child.pid, stop, kill: signal('SIGKILL') };
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      void stop().then(() => resolve({ code: null, stdout, stderr, ...controls }));
    }, 25_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const match = /http:\/\/[\d.]+:(\d+)/.exec(stdout);
      // The console's line (or the control API's absence) is the last the start prints.
      if (match !== null && /Matka mock: .*\n|control API off/.test(stdout)) {
        clearTimeout(timer);
        resolve({ code: null, stdout, stderr, port: Number(match[1]), ...controls });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ...controls });
    });
  });
}
