import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { readRouteModules, type RouteModule } from '../client/build/route-modules';
import { buildApp } from '../mock-server/src/app';
import { seedScenario } from '../mock-server/src/seed/index';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/browser';
import { buildClient, formatSizeTable, measureBuild } from './lib/bundle-sizes';
import { freePort } from './lib/free-port';

// The client benchmark (players are on cheap phones and slow networks): the bundle size table, then
// Lighthouse (mobile, default throttling) on the landing, login and the signed-in home, served by
// the mock server, each page visited cold `--runs` times (default 3) and reported by its median
// run. `--all` audits every route a player can open instead (the route table, read by
// client/build/route-modules.ts), 5 cold runs each unless `--runs` says otherwise: signed-in
// routes with the default player's session, visitors' screens without one; a screen that needs the
// navigation state of a form (the OTP and reset steps) is opened from that form's route, so it is
// not audited on its own. It reports and exits 0 whatever the scores (scripts/check-budgets.ts is
// the gate), 1 when it could not measure. `--page landing|login|home|/<route>` audits one page
// (the README commands check uses `--runs 1 --page landing`), `--pages /a,/b` several.
// `--against DIR` audits another build (a folder like client/dist, say an older commit's) beside
// this one, run by run in turns, so both are measured on the same machine at the same minutes
// (docs/performance.md).

const { values } = parseCommandLine({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'report-dir': { type: 'string' },
    runs: { type: 'string' },
    page: { type: 'string' },
    pages: { type: 'string' },
    all: { type: 'boolean', default: false },
    against: { type: 'string' },
  },
});
const PAGE_KEYS = ['landing', 'login', 'home'] as const;
if (
  values.page !== undefined &&
  !(PAGE_KEYS as readonly string[]).includes(values.page) &&
  !values.page.startsWith('/')
) {
  console.error(`--page is one of ${PAGE_KEYS.join(', ')}, or a route's path (/withdraw)`);
  process.exit(2);
}

const APP_KEY = 'bench-app-key';
const PLAYER = { mobile: '9876543210', password: 'demo1234' };
/** A bound on one Lighthouse run, generous on a shared machine; the whole run is bounded by it. */
const RUN_TIME_LIMIT_MS = 90_000;

interface PageScores {
  readonly page: string;
  /** Every run's performance score, in run order (the row shows the median run). */
  readonly runs?: readonly (number | null)[];
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly lcp: string;
  readonly tbtMs: number | null;
  /** Lighthouse's unused-javascript estimate (transfer bytes), in KB. */
  readonly unusedJsKb: number | null;
  readonly jsTransferKb: number;
  readonly jsFiles: number;
  readonly problems: readonly string[];
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

function unusedBytes(details: unknown): number | null {
  const bytes = (details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes;
  return bytes === undefined ? null : bytes / 1024;
}

/** Keeps the whole Lighthouse result, for reading what a score is made of. */
function saveReport(dir: string, page: string, lhr: unknown): void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${page.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`);
  writeFileSync(file, JSON.stringify(lhr));
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
  if (values['report-dir']) saveReport(values['report-dir'], name, lhr);
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
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
    unusedJsKb: unusedBytes(lhr.audits['unused-javascript']?.details),
    jsTransferKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    problems: lhr.runtimeError ? [lhr.runtimeError.message, ...failing] : failing,
  };
}

interface StoredSession {
  readonly username: string;
  readonly token: string;
  readonly mobile: string;
}

/** Signs the default player in through the API, as the login screen does. */
async function signIn(baseUrl: string): Promise<StoredSession> {
  const response = await fetch(`${baseUrl}/api-user-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env_type: 'Prod', app_key: APP_KEY, device_id: 'web', ...PLAYER }),
  });
  const body = (await response.json()) as { user_name?: string; unique_token?: string };
  if (!response.ok || !body.unique_token) {
    throw new Error(`Login failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return { username: body.user_name ?? '', token: body.unique_token, mobile: PLAYER.mobile };
}

/** Puts the session in local storage as the login screen does, without loading the app. */
async function storeSession(
  context: BrowserContext,
  baseUrl: string,
  session: StoredSession,
): Promise<void> {
  const page = await context.newPage();
  // A page of the mock's origin that is not the app, so the cache and service worker stay empty.
  await page.goto(`${baseUrl}/mock/charts/starline`);
  await page.evaluate(({ username, token, mobile }) => {
    localStorage.setItem('matka.username', username);
    localStorage.setItem('matka.token', token);
    localStorage.setItem('matka.mobile', mobile);
  }, session);
  await page.close();
}

function formatScores(rows: readonly PageScores[]): string {
  const header = [
    'Page',
    'Perf',
    'Perf runs',
    'A11y',
    'Best pr.',
    'TBT ms',
    'LCP',
    'JS files',
    'JS transfer KB',
    'Unused JS KB',
  ];
  const body = rows.map((r) => [
    r.page,
    String(r.performance ?? '-'),
    (r.runs ?? []).map((v) => v ?? '-').join(' '),
    String(r.accessibility ?? '-'),
    String(r.bestPractices ?? '-'),
    r.tbtMs === null ? '-' : String(Math.round(r.tbtMs)),
    r.lcp,
    String(r.jsFiles),
    r.jsTransferKb.toFixed(1),
    r.unusedJsKb === null ? '-' : r.unusedJsKb.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => (c[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The run with the median performance score (Lighthouse's advice for noisy machines). */
function medianRun(runs: readonly PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? sorted[0];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, runs: runs.map((run) => run.performance) };
}

/**
 * One cold visit: a new browser profile (empty HTTP cache, no service worker), with the player's
 * session in local storage when `session` is given.
 */
async function coldAudit(
  work: string,
  baseUrl: string,
  url: string,
  name: string,
  session: StoredSession | undefined,
): Promise<PageScores> {
  const port = await freePort();
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(work, 'profile-')), {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (session) await storeSession(context, baseUrl, session);
    return await audit(url, port, name, session !== undefined);
  } finally {
    await context.close();
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface PageToAudit {
  readonly name: string;
  readonly url: string;
  readonly session: StoredSession | undefined;
}

/** A route is opened signed in unless only visitors may open it (sign-in, register...). */
function routePage(baseUrl: string, route: RouteModule, session: StoredSession): PageToAudit {
  const visitorsOnly = route.openTo.every((audience) => audience === 'visitor');
  return {
    name: `${route.path}${visitorsOnly ? '' : ' (signed in)'}`,
    url: `${baseUrl}${route.path}`,
    session: visitorsOnly ? undefined : session,
  };
}

function pagesToAudit(baseUrl: string, session: StoredSession): PageToAudit[] {
  const landing = { name: 'Landing /', url: `${baseUrl}/`, session: undefined };
  if (values.pages !== undefined) {
    const wanted = values.pages.split(',').map((page) => page.trim().toLowerCase());
    const routes = readRouteModules().filter((route) => route.afterForm === undefined);
    return wanted.map((want) => {
      if (want === '/') return landing;
      const route = routes.find((candidate) => candidate.path.toLowerCase() === want);
      if (!route) throw new Error(`${want} is no route a player opens cold`);
      return routePage(baseUrl, route, session);
    });
  }
  if (values.all || values.page?.startsWith('/')) {
    const routes = readRouteModules().filter(
      (route) =>
        route.afterForm === undefined &&
        (values.page === undefined || route.path.toLowerCase() === values.page.toLowerCase()),
    );
    if (values.page !== undefined && routes.length === 0) {
      throw new Error(
        `${values.page} is no route a player opens cold (client/src/config/paths.ts)`,
      );
    }
    return [...(values.all ? [landing] : []), ...routes.map((r) => routePage(baseUrl, r, session))];
  }
  const pages = {
    landing,
    login: { name: 'Login /login', url: `${baseUrl}/login`, session: undefined },
    home: { name: 'Home /imp (signed in)', url: `${baseUrl}/imp`, session },
  };
  return values.page === undefined
    ? Object.values(pages)
    : [pages[values.page as keyof typeof pages]];
}

/** A build served by a mock server of its own, with the default player signed in there. */
interface Site {
  readonly label: string;
  readonly baseUrl: string;
  readonly session: StoredSession;
  close(): Promise<unknown>;
}

async function serveBuild(work: string, label: string, dist: string): Promise<Site> {
  const dir = mkdtempSync(path.join(work, 'site-'));
  const dbFile = path.join(dir, 'mock.db');
  await seedScenario({ dbFile, scenario: 'default' });
  // The build's own config.json names the development server; a copy without it makes the mock
  // serve one pointing at itself, with this app key.
  const served = path.join(dir, 'dist');
  cpSync(dist, served, { recursive: true });
  rmSync(path.join(served, 'config.json'), { force: true });
  const app = await buildApp({
    dbFile,
    appKey: APP_KEY,
    control: false,
    staticDir: served,
    logger: false,
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { label, baseUrl, session: await signIn(baseUrl), close: () => app.close() };
}

async function runLighthouse(outDir: string, runs: number): Promise<void> {
  console.error(`Load average at the start: ${loadAverage()}`);
  const work = mkdtempSync(path.join(tmpdir(), 'matka-bench-'));
  const sites: Site[] = [];
  try {
    sites.push(await serveBuild(work, 'this build', outDir));
    if (values.against !== undefined)
      sites.push(await serveBuild(work, values.against, path.resolve(values.against)));
    const [first] = sites;
    if (!first) throw new Error('no build to audit');
    // The same pages on every site, by their paths.
    const pages = pagesToAudit('', first.session);
    const rows = new Map<Site, PageScores[]>(sites.map((site) => [site, []]));
    for (const page of pages) {
      const results = new Map<Site, PageScores[]>(sites.map((site) => [site, []]));
      for (let run = 0; run < runs; run += 1) {
        // Each run starts with the next site: neither build always meets the first minute.
        const order = sites.map((_, index) => sites[(index + run) % sites.length] as Site);
        for (const site of order) {
          const session = page.session === undefined ? undefined : site.session;
          const url = `${site.baseUrl}${page.url}`;
          results.get(site)?.push(await coldAudit(work, site.baseUrl, url, page.name, session));
        }
      }
      for (const site of sites) {
        const row = medianRun(results.get(site) ?? []);
        rows.get(site)?.push(row);
        const label = sites.length > 1 ? ` [${site.label}]` : '';
        console.error(`${row.page}${label}: ${(row.runs ?? []).join(' ')} (load ${loadAverage()})`);
      }
    }
    for (const site of sites) {
      const siteRows = rows.get(site) ?? [];
      console.log(
        `\nLighthouse 12 (mobile, simulated throttling), ${site.label}, median of ${runs} cold runs ` +
          `per page${sites.length > 1 ? ', runs taken in turns with the other build' : ''}; ` +
          `load average ${loadAverage()} at the end\n`,
      );
      console.log(formatScores(siteRows));
      for (const row of siteRows) {
        if (row.problems.length > 0)
          console.log(`\n${row.page} audits under 90: ${row.problems.join(', ')}`);
      }
    }
  } finally {
    await Promise.all(sites.map((site) => site.close()));
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
    if (!values['skip-lighthouse']) await runLighthouse(outDir, runsPerPage);
  } finally {
    if (!values['out-dir']) rmSync(outDir, { recursive: true, force: true });
  }
}

const runsPerPage = Math.max(1, Number(values.runs) || (values.all ? 5 : 3));
const pagesAtMost =
  (values.all ? readRouteModules().length + 1 : (values.pages?.split(',').length ?? 3)) *
  (values.against === undefined ? 1 : 2);
const totalTimeLimitMs = pagesAtMost * runsPerPage * RUN_TIME_LIMIT_MS + 5 * 60_000;
const deadline = setTimeout(() => {
  console.error(`bench:client stopped after ${Math.round(totalTimeLimitMs / 60_000)} minutes`);
  process.exit(1);
}, totalTimeLimitMs);
deadline.unref();

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:client failed:', error);
    process.exit(1);
  },
);
