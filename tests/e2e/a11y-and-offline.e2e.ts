import { messages } from '@matka/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import { signInThroughLogin } from './support/journeys';
import { axeViolations } from './support/screen-checks';
import { startStack, type Stack } from './support/stack';

// Usable on a bad network: the web app manifest, the app shell offline, one request per home answer on a cold
// start, and no dashboard poll while the page is hidden. Axe, tap targets and focus on every
// screen a player reaches are checked by the reachability walk (reachability.e2e.ts), which opens
// them by tapping, as a player does.

const DASHBOARD = '/api-get-dashboard-data';
/** The three bid histories (main, Starline, Gali), whatever path the profile serves them at. */
const BID_HISTORY = /bid-history-data$/;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack('default');
  browser = await connectBrowser();
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

async function expectNoSeriousViolations(page: Page, name: string): Promise<void> {
  expect(await axeViolations(page), `serious/critical axe violations on ${name}`).toEqual([]);
}

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

describe('touch targets', () => {
  it("the slider's dots: each a 44 x 44 px target, none overlapping, the dot drawn as before", async () => {
    const { context, page } = await phone();
    await signInThroughLogin(page);
    const offers = page.getByRole('region', { name: messages.offers });
    await offers.getByRole('button', { name: messages.showSlide(1) }).waitFor();
    // The dots are the region's only buttons.
    const dots = await offers.getByRole('button').all();
    expect(dots.length).toBeGreaterThan(1);

    const boxes = [];
    for (const dot of dots) {
      const box = await dot.boundingBox();
      if (!box) throw new Error('a dot without a box');
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // What a player sees: a 10 px circle, centred in the target.
      const drawn = await dot.evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return { width: style.width, height: style.height, radius: style.borderRadius };
      });
      expect(drawn).toEqual({ width: '10px', height: '10px', radius: '50%' });
      boxes.push(box);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, 'two dots overlap').toBe(true);
      }
    }

    // A tap on a dot shows its slide.
    const last = dots.length;
    await offers.getByRole('button', { name: messages.showSlide(last) }).tap();
    await expect
      .poll(() =>
        offers.getByRole('button', { name: messages.showSlide(last) }).getAttribute('aria-current'),
      )
      .toBe('true');
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
    // scratch with the stored session (a cold start: the one place a journey opens a URL).
    await reopenApp(page, 'about:blank');
    const counts = new Map<string, number>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST') counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    });
    await reopenApp(page, '/imp');
    await page.getByRole('list', { name: 'Markets' }).waitFor();
    await page.getByRole('region', { name: 'Offers' }).locator('img').first().waitFor();

    const early = [...counts].filter(([path]) => !BID_HISTORY.test(path));

    // The entry starts these before the screen's code has loaded; the screen's queries take the
    // answers instead of asking again (the first poll comes 5 s later).
    expect(Object.fromEntries(early)).toEqual({
      [DASHBOARD]: 1,
      '/api-get-slider-images': 1,
      '/api-get-headline': 1,
      '/api-get-social-data': 1,
    });
    // Today's bid histories (the result alerts' pending bids): once each, after the first screen
    // has its data, so they never delay it.
    const histories = () => [...counts].filter(([path]) => BID_HISTORY.test(path));
    await expect.poll(() => histories().map(([, count]) => count)).toEqual([1, 1, 1]);
    const historiesAfterDashboard = await page.evaluate((dashboardPath) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const dashboard = resources.find((entry) => new URL(entry.name).pathname === dashboardPath);
      return resources
        .filter((entry) => entry.name.endsWith('bid-history-data'))
        .map((entry) => entry.startTime >= (dashboard?.responseEnd ?? Infinity));
    }, DASHBOARD);
    expect(historiesAfterDashboard).toEqual([true, true, true]);
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
