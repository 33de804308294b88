import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance as eventLoop } from 'node:perf_hooks';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import { buildApp } from '../mock-server/src/app';
import { seedScenario } from '../mock-server/src/seed/index';
import { openDatabaseToRead } from '../mock-server/src/db/database';
import { checkLedger } from '../mock-server/src/services/ledger-check';
import { formatLongDate } from '@matka/shared/time';

// The mock server benchmark (it must take a real provider's load: polls every 5 s, bursts of bids):
// seeds the `load` scenario, starts the server in its own process (so the load generator's CPU is
// not counted), and measures, against a route returning fixed JSON in the same process (the
// ceiling): dashboard polls and bid submissions per second, each as a ratio to the ceiling and as
// the server's CPU time per request (the three take turns of half a second, see `alternate`), then the settlement of one market's result over its 1,000,000
// stored bids. Load goes only to 127.0.0.1, bounded in time and count. BENCH_PROFILE=DIR writes a
// V8 CPU profile of the server there; BENCH_SQL_TIMES=1 prints the server's slowest SQL statements
// during the phases (per bid) and the settlement (docs/performance.md says how they were used).

const { values } = parseCommandLine({
  options: {
    serve: { type: 'boolean', default: false },
    db: { type: 'string' },
    port: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '32' },
    scenario: { type: 'string', default: 'load' },
    /** Run the ceiling and this one phase only ('dashboard' or 'bids'), e.g. for a CPU profile. */
    only: { type: 'string' },
  },
});

const APP_KEY = 'bench-app-key';
/** The control API's secret for the benchmark's own server (`x-control-token`). */
const CONTROL_TOKEN = 'bench-control-token-0123';
const FIRST_MOBILE = 7_000_000_000;
const PASSWORD = 'load1234';
const PLAYERS_USED = 100;
/** How long a phase runs before the next one takes its turn (see `alternate`). */
const SLICE_SECONDS = 0.5;
/** Hard cap on requests of one slice, whatever the duration. */
const MAX_REQUESTS_PER_SLICE = 200_000;

/** Total time and count per SQL text, when BENCH_SQL_TIMES is set (the timing itself costs a little). */
const sqlTimes = new Map<string, { calls: number; ms: number }>();

/** Wraps the database's statement and exec methods to time each SQL text (BENCH_SQL_TIMES=1). */
function timeStatements(db: { prepare(sql: string): object; exec(sql: string): unknown }): void {
  const timed = (
    owner: Record<string, unknown>,
    method: string,
    sqlOf: (self: unknown, args: unknown[]) => string,
  ) => {
    const original = owner[method] as (...args: unknown[]) => unknown;
    owner[method] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const sql = sqlOf(this, args).replace(/\s+/g, ' ').slice(0, 100);
        const entry = sqlTimes.get(sql) ?? { calls: 0, ms: 0 };
        entry.calls += 1;
        entry.ms += performance.now() - started;
        sqlTimes.set(sql, entry);
      }
    };
  };
  const statement = Object.getPrototypeOf(db.prepare('SELECT 1')) as Record<string, unknown>;
  for (const method of ['run', 'get', 'all'])
    timed(statement, method, (self) => String((self as { source: string }).source));
  timed(Object.getPrototypeOf(db) as Record<string, unknown>, 'exec', (_self, args) =>
    String(args[0]),
  );
}

/** Child mode: the mock server plus the ceiling route and a CPU reading, on 127.0.0.1. */
async function serve(): Promise<void> {
  const dbFile = values.db;
  if (dbFile === undefined) throw new Error('--serve needs --db');
  const app = await buildApp({
    dbFile,
    appKey: APP_KEY,
    controlToken: CONTROL_TOKEN,
    rateLimit: false,
  });
  if (process.env['BENCH_SQL_TIMES'] !== undefined) timeStatements(app.matka.db);
  app.get('/bench/sql-times', async () => {
    const rows = [...sqlTimes].map(([sql, t]) => ({ sql, calls: t.calls, ms: t.ms }));
    sqlTimes.clear();
    return rows.sort((a, b) => b.ms - a.ms).slice(0, 8);
  });
  const fixed = { status: true, msg: 'fixed' };
  app.post('/bench/fixed', async () => fixed);
  app.get('/bench/cpu', async () => {
    const cpu = process.cpuUsage();
    return {
      user: cpu.user,
      system: cpu.system,
      mainThreadMs: eventLoop.eventLoopUtilization().active,
    };
  });
  await app.listen({ port: Number(values.port ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  process.stdout.write(`LISTENING ${port}\n`);
}

interface Answer {
  status: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request; with `keepBody` false a 200 answer's body is drained unread (the load loop). */
function request(
  port: number,
  method: string,
  url: string,
  body?: unknown,
  keepBody = true,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers:
          payload === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(payload),
                ...(url.startsWith('/control/') ? { 'x-control-token': CONTROL_TOKEN } : {}),
              },
      },
      (res) => {
        if (res.statusCode === 200 && !keepBody) {
          res.resume();
          res.on('end', () => resolve({ status: 200, body: '' }));
          res.on('error', reject);
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

/** The server's CPU time (all its threads) and its event loop's busy time, in microseconds. */
async function serverCpuMicros(port: number): Promise<{ cpu: number; mainThread: number }> {
  const answer = await request(port, 'GET', '/bench/cpu');
  const cpu = JSON.parse(answer.body) as { user: number; system: number; mainThreadMs: number };
  return { cpu: cpu.user + cpu.system, mainThread: cpu.mainThreadMs * 1000 };
}

/** With BENCH_SQL_TIMES set: the server's slowest statements since the last call (then reset). */
async function printSqlTimes(port: number, what: string, per: number): Promise<void> {
  const answer = await request(port, 'GET', '/bench/sql-times');
  const rows = JSON.parse(answer.body) as { sql: string; calls: number; ms: number }[];
  if (process.env['BENCH_SQL_TIMES'] === undefined) return;
  console.log(
    `\nSQL time during ${what}${per > 1 ? `, per request over ${per}` : ''} (wall, timing on):`,
  );
  console.table(
    rows.map((r) => ({
      statement: r.sql.slice(0, 70),
      calls: r.calls,
      [per > 1 ? 'us/request' : 'ms']: per > 1 ? Math.round((r.ms * 1000) / per) : Math.round(r.ms),
    })),
  );
}

interface PhaseResult {
  name: string;
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  cpuMicrosPerRequest: number;
  /** Time the server's event loop was busy (not waiting for work), per request. */
  mainThreadMicrosPerRequest: number;
}

/** What one stretch of load measured, in totals (slices of a phase add up). */
interface Slice {
  requests: number;
  failures: number;
  firstFailure: string;
  seconds: number;
  cpuMicros: number;
  mainThreadMicros: number;
}

interface Phase {
  name: string;
  /** 0: not run (the table shows it empty). */
  seconds: number;
  next: (i: number) => { url: string; body: unknown };
}

/**
 * A fixed number of workers, each sending its next request when the last one answered, for `seconds`;
 * then waits for the server to go idle. What the server did after the last answer (the WAL checkpoint
 * a slice of bids started) counts for the slice: its CPU, and its event loop's busy time as time the
 * slice took (under steady load that work would have taken the event loop from requests).
 */
async function runSlice(
  port: number,
  seconds: number,
  concurrency: number,
  next: (i: number) => { url: string; body: unknown },
  firstIndex: number,
): Promise<Slice> {
  let sent = 0;
  let done = 0;
  let failures = 0;
  let firstFailure = '';
  const cpuBefore = await serverCpuMicros(port);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && sent < MAX_REQUESTS_PER_SLICE) {
      const { url, body } = next(firstIndex + sent);
      sent += 1;
      const answer = await request(port, 'POST', url, body, false);
      done += 1;
      if (answer.status !== 200) {
        failures += 1;
        if (firstFailure === '') firstFailure = `${answer.status} ${answer.body.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const answered = await serverCpuMicros(port);
  const idle = await untilServerIdle(port, answered);
  return {
    requests: done,
    failures,
    firstFailure,
    seconds: elapsed + (idle.mainThread - answered.mainThread) / 1e6,
    cpuMicros: idle.cpu - cpuBefore.cpu,
    mainThreadMicros: idle.mainThread - cpuBefore.mainThread,
  };
}

/**
 * Waits (at most 1 s) until the server's threads use under a tenth of a core over 20 ms; returns
 * the server's CPU reading from when it was idle.
 */
async function untilServerIdle(
  port: number,
  from: { cpu: number; mainThread: number },
): Promise<{ cpu: number; mainThread: number }> {
  const deadline = performance.now() + 1000;
  let before = from;
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = await serverCpuMicros(port);
    if (now.cpu - before.cpu < 2000) return now;
    before = now;
  }
  return before;
}

/**
 * Runs the phases in turns of `SLICE_SECONDS` each (the first phase of a round moving on by one every
 * round) until each has had its `seconds`, and adds up each phase's slices. The VM's CPU steal
 * changes the machine's speed from second to second; phases run one after the other would each meet
 * a different machine, and their ratio would measure that. In turns, every phase sees the same
 * machine, give or take a slice. Each slice ends with the server idle (`runSlice`), so background
 * work one phase started counts for it and not for the next.
 */
async function alternate(
  port: number,
  concurrency: number,
  phases: Phase[],
): Promise<PhaseResult[]> {
  const totals = phases.map(() => ({
    requests: 0,
    failures: 0,
    firstFailure: '',
    seconds: 0,
    cpuMicros: 0,
    mainThreadMicros: 0,
  }));
  const rounds = Math.max(...phases.map((p) => Math.ceil(p.seconds / SLICE_SECONDS)));
  for (let round = 0; round < rounds; round += 1) {
    for (let k = 0; k < phases.length; k += 1) {
      const i = (round + k) % phases.length;
      const phase = phases[i] as Phase;
      const total = totals[i] as Slice;
      const left = phase.seconds - round * SLICE_SECONDS;
      if (left <= 0) continue;
      const slice = await runSlice(
        port,
        Math.min(SLICE_SECONDS, left),
        concurrency,
        phase.next,
        total.requests,
      );
      total.requests += slice.requests;
      total.failures += slice.failures;
      if (total.firstFailure === '') total.firstFailure = slice.firstFailure;
      total.seconds += slice.seconds;
      total.cpuMicros += slice.cpuMicros;
      total.mainThreadMicros += slice.mainThreadMicros;
    }
  }
  return phases.map((phase, i) => {
    const t = totals[i] as Slice;
    if (t.failures > 0)
      console.warn(`  ${phase.name}: ${t.failures} failed, first: ${t.firstFailure}`);
    const per = (micros: number) => (t.requests === 0 ? 0 : micros / t.requests);
    return {
      name: phase.name,
      requests: t.requests,
      failures: t.failures,
      seconds: t.seconds,
      perSecond: t.seconds === 0 ? 0 : t.requests / t.seconds,
      cpuMicrosPerRequest: per(t.cpuMicros),
      mainThreadMicrosPerRequest: per(t.mainThreadMicros),
    };
  });
}

function startServer(dbFile: string): Promise<{ child: ChildProcess; port: number }> {
  const self = fileURLToPath(import.meta.url);
  // BENCH_PROFILE=DIR writes a V8 CPU profile of the server there.
  const profile = process.env['BENCH_PROFILE'];
  const nodeArgs = profile === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', profile];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', self, '--serve', '--db', dbFile],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, MOCK_RATE_LIMIT: '0' },
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /LISTENING (\d+)/.exec(out);
      if (match !== null) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  if (!(seconds > 0 && seconds <= 60)) throw new Error('--seconds must be in (0, 60]');
  if (values.only !== undefined && !['dashboard', 'bids'].includes(values.only))
    throw new Error("--only is 'dashboard' or 'bids'");
  if (!(concurrency >= 1 && concurrency <= 256)) throw new Error('--concurrency must be 1..256');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-bench-'));
  const dbFile = path.join(dir, 'load.db');
  let child: ChildProcess | undefined;
  try {
    const seedStarted = performance.now();
    const summary = await seedScenario({ dbFile, scenario: values.scenario });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `seeded '${values.scenario}': ${summary.users} players, ${summary.markets} markets, ${summary.bids} bids in ${seedSeconds.toFixed(2)} s`,
    );

    const started = await startServer(dbFile);
    child = started.child;
    const port = started.port;
    const common = { env_type: 'Prod', app_key: APP_KEY };

    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS_USED; i += 1) {
      const answer = await request(port, 'POST', '/api-user-login', {
        ...common,
        mobile: String(FIRST_MOBILE + i),
        password: PASSWORD,
        device_id: 'bench',
      });
      const body = JSON.parse(answer.body) as { unique_token?: string };
      if (answer.status !== 200 || body.unique_token === undefined)
        throw new Error(`login failed: ${answer.body}`);
      tokens.push(body.unique_token);
    }
    const tokenOf = (i: number) => tokens[i % tokens.length] as string;

    const skip = (name: string) => values.only !== undefined && values.only !== name;
    // Close-session lines: a night market 11:59 PM - 11:58 PM takes them at any time but that minute.
    const bidDate = formatLongDate(Date.now());
    await printSqlTimes(port, 'the phases before', 0); // only resets: nothing is printed without the variable
    const phases: Phase[] = [
      {
        name: 'fixed JSON (ceiling)',
        seconds,
        next: (i) => ({ url: '/bench/fixed', body: { ...common, unique_token: tokenOf(i) } }),
      },
      {
        name: 'dashboard poll',
        seconds: skip('dashboard') ? 0 : seconds,
        next: (i) => ({
          url: '/api-get-dashboard-data',
          body: { ...common, unique_token: tokenOf(i) },
        }),
      },
      {
        name: 'bid submission',
        seconds: skip('bids') ? 0 : seconds,
        next: (i) => {
          const token = tokenOf(i);
          const digit = String(i % 10);
          return {
            url: '/api-submit-bid',
            body: {
              ...common,
              game_id: '2',
              new_result: {
                unique_token: token,
                Gamename: 'LOAD 2',
                totalbit: 10,
                gameid: '2',
                pana: 'Single Digit',
                gametype: 'main',
                bid_date: bidDate,
                session: 'Close',
                result: [
                  {
                    digits: digit,
                    closedigits: '',
                    points: 10,
                    session: 'Close',
                    pana: 'Single Digit',
                    closepana: '',
                  },
                ],
              },
            },
          };
        },
      },
    ];
    // Warm-up, not measured: one turn of each phase (JIT and caches).
    await alternate(
      port,
      concurrency,
      phases.map((p) => ({ ...p, seconds: Math.min(p.seconds, SLICE_SECONDS) })),
    );
    const [ceiling, dashboard, bids] = (await alternate(port, concurrency, phases)) as [
      PhaseResult,
      PhaseResult,
      PhaseResult,
    ];

    await printSqlTimes(
      port,
      'the phases (the ceiling, polls and bids in turns), per bid',
      bids.requests,
    );
    const settleCpuBefore = await serverCpuMicros(port);
    const settleStarted = performance.now();
    const settled = await request(port, 'POST', '/control/result/main', {
      game_id: '1',
      session: 'open',
      pana: '123',
    });
    const settleSeconds = (performance.now() - settleStarted) / 1000;
    const settleCpuSeconds = ((await serverCpuMicros(port)).cpu - settleCpuBefore.cpu) / 1e6;
    if (settled.status !== 200) throw new Error(`settlement failed: ${settled.body}`);
    await printSqlTimes(port, 'settlement', 1);
    const settledBody = JSON.parse(settled.body) as { won: number; lost: number };

    const rows = [ceiling, dashboard, bids].map((r) => ({
      phase: r.name,
      requests: r.requests,
      failed: r.failures,
      'req/s': Math.round(r.perSecond),
      'of ceiling': `${((r.perSecond / ceiling.perSecond) * 100).toFixed(1)}%`,
      'CPU us/req': Math.round(r.cpuMicrosPerRequest),
      'loop busy us/req': Math.round(r.mainThreadMicrosPerRequest),
    }));
    console.log(
      `\nserver benchmark (${seconds} s per phase in turns of ${SLICE_SECONDS} s, ${concurrency} in flight, server in its own process)`,
    );
    console.table(rows);
    console.log(
      `settle one market's open result over its stored bids: ${settleSeconds.toFixed(2)} s wall, ${settleCpuSeconds.toFixed(2)} s server CPU (${settledBody.won} won, ${settledBody.lost} lost)`,
    );
    console.log(`seed '${values.scenario}': ${seedSeconds.toFixed(2)} s`);

    const checkStarted = performance.now();
    const db = openDatabaseToRead(dbFile);
    const report = checkLedger(db);
    db.close();
    console.log(
      `ledger check after the run: ${report.violations.length} violations over ${report.bids} bid lines (${((performance.now() - checkStarted) / 1000).toFixed(2)} s)`,
    );
    for (const v of report.violations.slice(0, 10)) console.log(`  ${v}`);
    if (report.violations.length > 0) process.exitCode = 1;
  } finally {
    agent.destroy();
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (values.serve) await serve();
else await main();
