import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
/** serve.ts's default control token, sent on `/control/` paths. */
const CONTROL_TOKEN = 'test-control-token-0123';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** POST JSON; resolves with the status and parsed body, rejects on a broken connection. */
  post(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  /** SIGKILL, then wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then wait for the exit. */
  stop(): Promise<void>;
}

/** Starts `serve.ts` as its own Node process on the database file, with a frozen clock at `now`. */
export async function startServerProcess(dbFile: string, now: number): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', SERVE, '--db', dbFile, '--now', String(now)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /LISTENING (\d+)/.exec(out);
      if (match !== null) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const post = (url: string, body: unknown) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const payload = typeof body === 'string' ? body : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: url,
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(url.startsWith('/control/') ? { 'x-control-token': CONTROL_TOKEN } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: Record<string, unknown>;
            try {
              parsed = JSON.parse(text) as Record<string, unknown>;
            } catch {
              parsed = { raw: text };
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', reject);
      req.end(payload);
    });
  return {
    child,
    port,
    post,
    async kill() {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      agent.destroy();
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
