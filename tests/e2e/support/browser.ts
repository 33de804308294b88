import { mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SESSION_KEYS } from '../../../client/src/lib/storage-keys';
import { noteIgnoredFields } from './exact-requests';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium (`chromium-setup.ts`). */
    chromiumWsEndpoint: string;
  }
}

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');
/** Debian's Chromium, unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a closed network: without them Chromium keeps dialling Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * This file's connection to the run's Chromium (`chromium-setup.ts`). Closing it closes the
 * contexts the file opened, not the browser.
 */
export async function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('chromiumWsEndpoint'));
}

/**
 * A phone-sized context (a cheap Android phone), with touch, on the stack's origin. With `nowMs`
 * (pass the stack's) the page's clock starts at that instant and runs on from there, so the
 * browser and the mock provider agree on the time whatever the wall clock says.
 */
export async function newPhone(
  browser: Browser,
  baseUrl: string,
  nowMs?: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  guardTypedUrls(page);
  if (nowMs !== undefined) {
    await page.clock.install({ time: nowMs });
    await page.clock.resume();
  }
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => noteIgnoredFields(response.url(), response.headers()));
  await reportPolicyViolations(page, problems);
  (page as Page & { problems?: string[] }).problems = problems;
  return { context, page };
}

/**
 * Adds every Content-Security-Policy violation of the page's documents to `problems`, from before
 * their first script: the pages the mock serves run under a policy (SECURITY.md, "Pages"), and a
 * journey that needs what the policy refuses fails, as it would for a player.
 */
export async function reportPolicyViolations(page: Page, problems: string[]): Promise<void> {
  await page.exposeFunction('matkaPolicyViolation', (violation: string) =>
    problems.push(`CSP: ${violation}`),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { matkaPolicyViolation: (text: string) => void })
        .matkaPolicyViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
}

type Goto = Page['goto'];
const typedGoto = new WeakMap<Page, Goto>();

/**
 * A player reaches screens by tapping what is on them, so after sign-in a journey may not type a
 * URL: `page.goto` throws once the page holds a session (a stored token). A feature that no screen
 * links to then fails its journey instead of passing through a typed URL. Opening the app afresh
 * (a home-screen icon, a shared link) is a first load of its own: `reopenApp`.
 */
function guardTypedUrls(page: Page): void {
  const goto = page.goto.bind(page);
  typedGoto.set(page, goto);
  page.goto = (async (url, options) => {
    const signedIn = await page
      .evaluate((key) => Boolean(window.localStorage.getItem(key)), SESSION_KEYS.token)
      .catch(() => false);
    if (signedIn)
      throw new Error(
        `A journey moves by tapping after sign-in, but it typed ${url}: tap a link to it, or use reopenApp for a cold start`,
      );
    return goto(url, options);
  }) as Goto;
}

/**
 * Opens the app cold at `url`, as a player does from a home-screen icon or a shared link: the
 * session stays, the page starts afresh. Not a way to move between screens.
 */
export async function reopenApp(page: Page, url: string): ReturnType<Goto> {
  const goto = typedGoto.get(page) ?? page.goto.bind(page);
  await goto('about:blank');
  return goto(url);
}

/** Uncaught errors the page threw so far. */
export function pageErrors(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending elements (first five). */
  targets: string[];
}

interface AxeResults {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[] }[];
  }[];
}

/** Runs axe-core on the current screen; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // axe-core is half a megabyte of script: add it once per loaded document, not once per check.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } };
    const { violations } = await axe.run(document);
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
