import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../scripts/lib/free-port';

const clientDir = path.resolve(import.meta.dirname, '../../../client');

/** The app key of the dev server's `config.json` (client/public): the provider must take it. */
export function devAppKey(): string {
  const config = JSON.parse(readFileSync(path.join(clientDir, 'public/config.json'), 'utf8')) as {
    appKey: string;
  };
  return config.appKey;
}

export interface DevServer {
  /** The app's address, as the dev server's one line says where to open it. */
  readonly url: string;
  readonly port: number;
  /** Everything the dev server printed so far. */
  output(): string;
  close(): Promise<void>;
}

/**
 * Runs the client's Vite dev server as `npm start` does (its vite.config.ts: React StrictMode, the
 * provider proxy), on a free port through CLIENT_PORT, its proxy pointed at `providerUrl`, with
 * `env` added (CLIENT_HOST); `preview` runs Vite's preview server on the build there is instead.
 * Ready once it prints where to open the app. Stopped by its PID.
 */
export async function startDevServer(
  providerUrl: string,
  env: Record<string, string> = {},
  command: 'dev' | 'preview' = 'dev',
): Promise<DevServer> {
  const port = await freePort();
  const vite = path.resolve(clientDir, '../node_modules/vite/bin/vite.js');
  // Vite's module runner loads the config: its files import the shared package's TypeScript.
  const loader = ['--configLoader', 'runner'];
  const child = spawn(
    process.execPath,
    command === 'dev' ? [vite, ...loader] : [vite, 'preview', ...loader],
    {
      cwd: clientDir,
      env: {
        ...process.env,
        CLIENT_HOST: '',
        CLIENT_PORT: String(port),
        PROVIDER_URL: providerUrl,
        NO_COLOR: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const line = `Matka: open http://localhost:${port}/`;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${line}" in 30 s:\n${printed}`)),
        30_000,
      );
      const check = () => {
        if (!printed.includes(line)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout?.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the dev server exited (${code}):\n${printed}`));
      });
    });
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => printed,
    close: () => stop(child),
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(child.pid, 'SIGKILL');
  }, 5000);
  await exited;
  clearTimeout(timer);
}
