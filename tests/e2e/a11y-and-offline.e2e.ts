import path from 'node:path';
import { pathToFileURL } from 'node:url';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import { signInThroughLogin } from './support/journeys';
import { startStack, type Stack } from './support/stack';

// Usable by everyone and on a bad network: axe and keyboard focus on every route (logged out and as
// the betting player), the web app manifest, the app shell offline, and no dashboard poll while the
// page is hidden.

const DASHBOARD = '/api-get-dashboard-data';
const SWEEP_TIMEOUT_MS = 300_000;

let stack: Stack;
let browser: Browser;
let routes: string[];

beforeAll(async () => {
  // Imported at run time: client source is not part of the tests' TypeScript project.
  const pathsModule = pathToFileURL(path.resolve(__dirname, '../../client/src/config/paths.ts'));
  const { paths } = (await import(pathsModule.href)) as { paths: Record<string, string> };
  routes = [...new Set(Object.values(paths))];
  stack = await startStack('default');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** A phone on this stack. */
async function phone(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPhone(browser, stack.baseUrl);
  return { context, page };
}

/** Waits until the route's lazy chunks and first data have arrived. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('.route-loading').waitFor({ state: 'detached' });
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Like the harness's `seriousA11yViolations`, with the offending elements for the report. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axe.source });
  const all = await page.evaluate(async () => {
    const run = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{
            violations: {
              id: string;
              impact: string | null;
              help: string;
              nodes: { target: unknown[] }[];
            }[];
          }>;
        };
      }
    ).axe.run;
    const { violations } = await run(document);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(' ')),
    }));
  });
  return all.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

interface FocusProblem {
  route: string;
  problem: string;
}

/**
 * Tabs once from the top: something must take focus and look different while focused (its own
 * outline or ring, or its field wrapper's border or ring, compared with the same element blurred).
 */
async function checkFirstFocus(page: Page): Promise<string | undefined> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'Tab focused nothing';
    const look = () =>
      [el, el.parentElement, el.parentElement?.parentElement]
        .map((node) => {
          if (!node) return '';
          const style = getComputedStyle(node);
          return [
            style.outlineStyle,
            style.outlineWidth,
            style.outlineColor,
            style.boxShadow,
            style.borderColor,
          ].join('/');
        })
        .join('|');
    const focused = look();
    el.blur();
    const blurred = look();
    el.focus();
    if (focused !== blurred) return undefined;
    const text = el.textContent?.trim().slice(0, 40) ?? '';
    return `no visible focus on <${el.tagName.toLowerCase()}> "${text}"`;
  });
}

function describeViolations(found: Map<string, Violation[]>): string {
  return [...found]
    .map(
      ([route, list]) =>
        `${route}: ${list.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.targets.join(' | ')}`).join('; ')}`,
    )
    .join('\n');
}

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  const found = await seriousViolations(page);
  const report = describeViolations(new Map(found.length > 0 ? [[name, found]] : []));
  expect(report, 'serious/critical axe violations').toBe('');
}

/** Visits every route; axe and the focus check run once per screen reached (by final path). */
async function sweep(page: Page, label: string) {
  const violations = new Map<string, Violation[]>();
  const focus: FocusProblem[] = [];
  const checked = new Set<string>();
  for (const route of routes) {
    await page.goto(route);
    await settle(page);
    const reached = new URL(page.url()).pathname;
    if (checked.has(reached)) continue;
    checked.add(reached);
    const name = reached === route ? route : `${route} -> ${reached}`;
    const found = await seriousViolations(page);
    if (found.length > 0) violations.set(name, found);
    const problem = await checkFirstFocus(page);
    if (problem) focus.push({ route: name, problem });
  }
  await saveScreenshot(page, `a11y-${label}`);
  return { violations, focus, checked };
}

describe('accessibility sweep', () => {
  it(
    'every route the logged-out visitor reaches has no serious axe violation and a visible focus',
    async () => {
      const { context, page } = await phone();
      const { violations, focus, checked } = await sweep(page, 'logged-out');
      await context.close();
      expect(checked.size).toBeGreaterThan(3);
      expect(describeViolations(violations), 'serious/critical axe violations').toBe('');
      expect(focus, 'first Tab stop without a visible focus').toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'every route the betting player reaches has no serious axe violation and a visible focus',
    async () => {
      const { context, page } = await phone();
      await signInThroughLogin(page);
      const { violations, focus, checked } = await sweep(page, 'player');
      await context.close();
      expect(checked.size).toBeGreaterThan(30);
      expect(describeViolations(violations), 'serious/critical axe violations').toBe('');
      expect(focus, 'first Tab stop without a visible focus').toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});

describe('installable', () => {
  it('serves a valid web app manifest with maskable 192 and 512 icons', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href ?? '', page.url());
    const response = await fetch(manifestUrl);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      name?: string;
      short_name?: string;
      start_url?: string;
      display?: string;
      theme_color?: string;
      icons?: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Matka',
      display: 'standalone',
      theme_color: '#1a237e',
    });
    expect(manifest.start_url).toBeTruthy();
    const icons = manifest.icons ?? [];
    for (const size of ['192x192', '512x512']) {
      expect(icons.some((i) => i.sizes === size && i.purpose?.includes('maskable'))).toBe(true);
      expect(icons.some((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'))).toBe(
        true,
      );
    }
    for (const icon of icons) {
      const image = await fetch(new URL(icon.src, manifestUrl));
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get('content-type'), icon.src).toContain(icon.type);
    }
    await context.close();
  });
});

describe('offline', () => {
  /** Waits until the service worker controls the page and has cached every build file it loaded. */
  async function waitForShellCached(page: Page): Promise<void> {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const loaded = performance
              .getEntriesByType('resource')
              .map((e) => e.name)
              .filter((url) => url.includes('/assets/'));
            const missing = [];
            for (const url of loaded) {
              if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
            }
            const shell = await caches.match(new URL('index.html', document.baseURI).href);
            return loaded.length > 0 && missing.length === 0 && shell !== undefined;
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
  }

  it('after one online visit the app reloads offline to the app shell, else the offline page', async () => {
    const { context, page } = await phone();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Play Matka, Starline and Gali Disawar' }).waitFor();
    await waitForShellCached(page);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Play Matka, Starline and Gali Disawar' }).waitFor();
    expect(page.url()).not.toMatch(/^chrome-error:/);
    await expectNoSeriousViolations(page, '/ (offline shell)');
    await saveScreenshot(page, 'offline-shell');

    // Nothing cached for this origin any more: the worker's own offline page, not a browser error.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.reload();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'offline page');
    await saveScreenshot(page, 'offline-page');

    // Provider calls are never answered from a cache: with the network back, fresh again.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Play Matka, Starline and Gali Disawar' }).waitFor();
    await context.close();
  });
});

describe('first load', () => {
  it('opening the app on /imp asks for each of the home answers once and shows them', async () => {
    const { context, page } = await phone();
    await signInThroughLogin(page);
    // Leave the app, so no request of the signed-in page is counted, then open it again from
    // scratch with the stored session.
    await page.goto('about:blank');
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST') counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    });
    await page.goto('/imp');
    await page.getByRole('list', { name: 'Markets' }).waitFor();
    await page.getByRole('region', { name: 'Offers' }).locator('img').first().waitFor();

    // The entry starts these before the screen's code has loaded; the screen's queries take the
    // answers instead of asking again (the first poll comes 5 s later).
    expect(Object.fromEntries(counts)).toEqual({
      [DASHBOARD]: 1,
      '/api-get-slider-images': 1,
      '/api-get-headline': 1,
      '/api-get-social-data': 1,
    });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe('polling', () => {
  it('sends no dashboard request while the page is hidden and one at once when visible', async () => {
    const { context, page } = await phone();
    await page.clock.install();
    await signInThroughLogin(page);
    let requests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === DASHBOARD) requests += 1;
    });
    await settle(page);
    await page.getByRole('list', { name: 'Markets' }).waitFor();

    // Control: while visible the home polls (every 5 s).
    const visibleStart = requests;
    await page.clock.runFor(6_000);
    await expect.poll(() => requests).toBeGreaterThan(visibleStart);
    await settle(page);

    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
      }, hidden);

    await setHidden(true);
    const hiddenStart = requests;
    await page.clock.runFor(12_000);
    await page.waitForLoadState('networkidle');
    expect(requests - hiddenStart, 'dashboard requests while hidden for 12 s').toBe(0);

    await setHidden(false);
    await expect.poll(() => requests).toBeGreaterThan(hiddenStart);
    await expectNoSeriousViolations(page, '/imp');
    await saveScreenshot(page, 'poll-visible-again');
    await context.close();
  });
});
