import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { buildApp } from '../mock-server/src/app';
import { seedScenario } from '../mock-server/src/seed/index';
import { buildClient, formatSizeTable, measureBuild } from './lib/bundle-sizes';

// The client benchmark (issue 7): the bundle size table, then Lighthouse (mobile, default
// throttling) on the landing, login and the signed-in home, served by the mock server. It reports
// and exits 0; scripts/check-budgets.ts is the gate.

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});

const APP_KEY = 'bench-app-key';
const PLAYER = { mobile: '9876543210', password: 'demo1234' };
const TOTAL_TIME_LIMIT_MS = 6 * 60_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Flags for a closed network (as tests/e2e/support/browser.ts). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

interface PageScores {
  readonly page: string;
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly lcp: string;
  readonly jsTransferKb: number;
  readonly jsFiles: number;
  readonly problems: readonly string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function audit(
  url: string,
  port: number,
  name: string,
  keepStorage: boolean,
): Promise<PageScores> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    disableStorageReset: keepStorage,
    maxWaitForLoad: 45_000,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable' &&
        a.scoreDisplayMode !== 'manual',
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    page: name,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '?',
    jsTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    problems: lhr.runtimeError ? [lhr.runtimeError.message, ...failing] : failing,
  };
}

/** Stores the default player's session in local storage, as the login screen does. */
async function signIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, device_id: 'web', ...PLAYER }),
  });
  const body = (await response.json()) as { user_name?: string; unique_token?: string };
  if (!response.ok || !body.unique_token) {
    throw new Error(`Login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(
    async ({ username, token, mobile }) => {
      localStorage.setItem('matka.username', username);
      localStorage.setItem('matka.token', token);
      localStorage.setItem('matka.mobile', mobile);
      // Measure the home cold: no service worker or cached shell from this visit.
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
      for (const name of await caches.keys()) await caches.delete(name);
    },
    { username: body.user_name ?? '', token: body.unique_token, mobile: PLAYER.mobile },
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

function formatScores(rows: readonly PageScores[]): string {
  const header = ['Page', 'Perf', 'A11y', 'Best pr.', 'LCP', 'JS files', 'JS transfer KB'];
  const body = rows.map((r) => [
    r.page,
    String(r.performance ?? '-'),
    String(r.accessibility ?? '-'),
    String(r.bestPractices ?? '-'),
    r.lcp,
    String(r.jsFiles),
    r.jsTransferKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => (c[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

async function runLighthouse(outDir: string): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'matka-bench-'));
  const dbFile = path.join(work, 'mock.db');
  await seedScenario({ dbFile, scenario: 'default' });
  // The build's own config.json names the development server; a copy without it makes the mock
  // serve one pointing at itself, with this app key.
  const served = path.join(work, 'dist');
  cpSync(outDir, served, { recursive: true });
  rmSync(path.join(served, 'config.json'), { force: true });
  const app = await buildApp({ dbFile, appKey: APP_KEY, staticDir: served, logger: false });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const port = await freePort();
  const context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const rows: PageScores[] = [];
    rows.push(await audit(`${baseUrl}/`, port, 'Landing /', false));
    rows.push(await audit(`${baseUrl}/login`, port, 'Login /login', false));
    await signIn(context, baseUrl);
    rows.push(await audit(`${baseUrl}/imp`, port, 'Home /imp (signed in)', true));
    console.log('\nLighthouse 12 (mobile, simulated throttling)\n');
    console.log(formatScores(rows));
    for (const row of rows) {
      if (row.problems.length > 0)
        console.log(`\n${row.page} audits under 90: ${row.problems.join(', ')}`);
    }
  } finally {
    await context.close();
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const outDir = values['out-dir']
    ? path.resolve(values['out-dir'])
    : mkdtempSync(path.join(tmpdir(), 'matka-bench-dist-'));
  try {
    if (!values['no-build']) await buildClient(outDir);
    console.log(formatSizeTable(measureBuild(outDir)));
    if (!values['skip-lighthouse']) await runLighthouse(outDir);
  } finally {
    if (!values['out-dir']) rmSync(outDir, { recursive: true, force: true });
  }
}

const deadline = setTimeout(() => {
  console.error(`bench:client stopped after ${TOTAL_TIME_LIMIT_MS / 60_000} minutes`);
  process.exit(0);
}, TOTAL_TIME_LIMIT_MS);
deadline.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:client failed:', error);
    process.exit(0);
  },
);
