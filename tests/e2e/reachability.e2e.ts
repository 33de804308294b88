import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { messages } from '@matka/shared/messages';
import { mainMarketOffer, slotOffer } from '@matka/shared/time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadScenario } from '../../mock-server/src/seed/index';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import { signInThroughLogin } from './support/journeys';
import { screenProblems } from './support/screen-checks';
import { startStack, type Stack } from './support/stack';

// Every screen a player may open is reachable by tapping what the screens show
// (docs/decisions/005): a visitor from the landing, then the betting player and the charts-only
// player of scenario `default` from the home after signing in. The walk taps links, the menu's
// items, Play Game on one open game of each kind and each game-type tile, and goes back with the
// top bar's back button (or the phone's back). Which routes each must reach comes from the route
// table alone: those open to them that are no alias and not a form's next step. Every screen
// reached is checked once: axe, tap targets, clipped text, a visible first focus. So are the
// dialogs and the step behind the UPI number form, in a journey of their own.

type Audience = 'visitor' | 'chartsOnly' | 'betting';

/** What the walk reads of a route table row (client/src/config/route-handle.ts). */
interface RouteRow {
  readonly path: string;
  readonly handle: {
    readonly openTo: readonly Audience[];
    readonly aliasOf?: string;
    readonly afterForm?: string;
  };
}

const BETTING = { mobile: '9876543210', password: 'demo1234' };
const CHARTS_ONLY = { mobile: '9123456780', password: 'demo1234' };
const WALK_TIMEOUT_MS = 240_000;
const LANDING = '/';
/** `WALK_SCREENSHOTS=1` saves every screen reached (tests/e2e/screenshots), to look at the layout. */
const SCREENSHOTS = process.env.WALK_SCREENSHOTS === '1';

let stack: Stack;
let browser: Browser;
let routes: readonly RouteRow[];

beforeAll(async () => {
  // Imported at run time: client source is not part of the tests' TypeScript project.
  const router = pathToFileURL(
    path.resolve(import.meta.dirname, '../../client/src/app/router.tsx'),
  );
  ({ featureRoutes: routes } = (await import(router.href)) as { featureRoutes: RouteRow[] });
  stack = await startStack('default');
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** The routes `audience` must reach by taps: open to it, no alias, not behind a form. */
function mustReach(audience: Audience): string[] {
  return routes
    .filter(({ handle }) => handle.openTo.includes(audience))
    .filter(({ handle }) => handle.aliasOf === undefined && handle.afterForm === undefined)
    .map((route) => route.path.toLowerCase());
}

/** Routes `audience` may open at all (the landing is the visitors'). */
function mayOpen(audience: Audience): Set<string> {
  const open = routes.filter(({ handle }) => handle.openTo.includes(audience));
  return new Set(open.map((route) => route.path.toLowerCase()));
}

/**
 * The games whose Play Game the walk taps: per kind, the first one of the scenario still taking
 * bids at the stack's instant, its timed tiles included (an open time after now).
 */
function openGames(nowMs: number): string[] {
  const { markets } = loadScenario('default');
  const kinds = ['main', 'starline', 'gali'] as const;
  return kinds.map((kind) => {
    const game = markets.find(
      (market) =>
        market.kind === kind &&
        !market.closed_today &&
        (kind === 'main'
          ? mainMarketOffer(market.open_time, market.close_time ?? '', nowMs).openSession
          : slotOffer(market.open_time, nowMs).takesBids),
    );
    if (!game) throw new Error(`No ${kind} game of scenario default takes bids at ${nowMs}`);
    return game.name;
  });
}

interface Walk {
  /** Who walks: screenshots' names. */
  readonly name: string;
  readonly page: Page;
  readonly playGames: readonly string[];
  /** Paths reached (lower case), in order. */
  readonly reached: string[];
  /** One line per problem a screen check found. */
  readonly problems: string[];
  /** Buttons already tapped, as `path|button`. */
  readonly tapped: Set<string>;
  menuChecked: boolean;
  menuDone: boolean;
}

function newWalk(name: string, page: Page, playGames: readonly string[] = []): Walk {
  return {
    name,
    page,
    playGames,
    reached: [],
    problems: [],
    tapped: new Set(),
    menuChecked: false,
    menuDone: false,
  };
}

function pathOf(page: Page): string {
  return new URL(page.url()).pathname.toLowerCase();
}

const LEFT_BEHIND = 'data-walk-left';

/** Marks the screen shown now, so `settle` can tell the next one from it. */
async function leaving(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    for (const el of Array.from(document.querySelectorAll('main > *'))) el.setAttribute(mark, '');
  }, LEFT_BEHIND);
}

/**
 * Waits until a new screen has replaced the one left (`leaving`), its chunk and first answers
 * have arrived, and a frame has laid it out.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => {
      const shown = Array.from(document.querySelectorAll('main > *'));
      const text = document.querySelector('main')?.textContent?.trim() ?? '';
      return (
        shown.length > 0 &&
        !shown.some((el) => el.hasAttribute(mark)) &&
        !document.querySelector('.spinner') &&
        text !== '' &&
        !text.includes('Loading')
      );
    },
    LEFT_BEHIND,
    { timeout: 15_000, polling: 50 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Records the screen shown now and, the first time, checks it. */
async function arrive(walk: Walk): Promise<boolean> {
  await settle(walk.page);
  const here = pathOf(walk.page);
  if (walk.reached.includes(here)) return false;
  walk.reached.push(here);
  walk.problems.push(...(await screenProblems(walk.page, here)));
  if (SCREENSHOTS)
    await saveScreenshot(walk.page, `reach-${walk.name}${here.replaceAll('/', '-')}`);
  return true;
}

/** Same-origin links shown now inside `within`, to paths not reached yet (new tabs left out). */
async function unreachedLinks(walk: Walk, within = 'body'): Promise<string[]> {
  return walk.page.evaluate(
    ({ reached, scope }) => {
      const hrefs: string[] = [];
      for (const link of Array.from(
        document.querySelectorAll<HTMLAnchorElement>(`${scope} a[href]`),
      )) {
        if (link.target === '_blank' || link.hasAttribute('download')) continue;
        if (!link.checkVisibility({ visibilityProperty: true })) continue;
        const url = new URL(link.href);
        if (url.origin !== location.origin || reached.includes(url.pathname.toLowerCase()))
          continue;
        hrefs.push(link.getAttribute('href') ?? '');
      }
      return hrefs;
    },
    { reached: walk.reached, scope: within },
  );
}

/** Taps the next thing that may lead somewhere new; false when nothing is left on this screen. */
async function tapNext(walk: Walk, here: string): Promise<boolean> {
  const { page } = walk;
  const [href] = await unreachedLinks(walk);
  if (href !== undefined) {
    await leaving(page);
    await page.locator(`a[href="${href}"]:visible`).first().click();
    return true;
  }
  for (const game of walk.playGames) {
    const play = page.getByRole('button', { name: `Play Game: ${game}`, exact: true });
    if (walk.tapped.has(`${here}|${game}`) || (await play.count()) === 0) continue;
    walk.tapped.add(`${here}|${game}`);
    await leaving(page);
    await play.click();
    return true;
  }
  const tiles = page.locator('ul[aria-label="Game types"] button:visible');
  for (let i = 0; i < (await tiles.count()); i += 1) {
    if (walk.tapped.has(`${here}|tile ${i}`)) continue;
    walk.tapped.add(`${here}|tile ${i}`);
    await leaving(page);
    await tiles.nth(i).click();
    return true;
  }
  return tapMenuItem(walk, here);
}

/** Opens the side menu (checked the first time) and taps an item leading somewhere new. */
async function tapMenuItem(walk: Walk, here: string): Promise<boolean> {
  const { page } = walk;
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (walk.menuDone || (await menuButton.count()) === 0) return false;
  await menuButton.click();
  const menu = page.locator('dialog[open]');
  await menu.getByRole('navigation', { name: 'Main menu' }).waitFor();
  if (!walk.menuChecked) {
    walk.menuChecked = true;
    walk.problems.push(...(await screenProblems(page, `${here} (side menu)`, { focus: false })));
  }
  const [href] = await unreachedLinks(walk, 'dialog[open]');
  if (href === undefined) {
    walk.menuDone = true;
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    return false;
  }
  await leaving(page);
  await menu.locator(`a[href="${href}"]`).first().click();
  return true;
}

/** Back to `here`: the top bar's back button, else the phone's back (browser history). */
async function goBack(walk: Walk, here: string): Promise<void> {
  const { page } = walk;
  const back = page.locator('header.top-bar button[aria-label="Back"]');
  await leaving(page);
  if ((await back.count()) > 0) await back.click();
  else await page.goBack();
  await page.waitForURL((url) => url.pathname.toLowerCase() === here);
}

/** Whether the tap left `here` (a refused tile, for one, stays). */
async function moved(page: Page, here: string): Promise<boolean> {
  return page
    .waitForURL((url) => url.pathname.toLowerCase() !== here, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
}

/** Depth first from the screen shown now: everything it leads to, then back to it. */
async function explore(walk: Walk): Promise<void> {
  const here = pathOf(walk.page);
  while (await tapNext(walk, here)) {
    if (!(await moved(walk.page, here))) continue;
    if (await arrive(walk)) await explore(walk);
    await goBack(walk, here);
    await settle(walk.page);
  }
}

/** Walks from the home the player has just signed in to. */
async function walkSignedIn(name: string, page: Page): Promise<Walk> {
  const walk = newWalk(name, page, openGames(stack.nowMs));
  await arrive(walk);
  await explore(walk);
  return walk;
}

function expectWalk(walk: Walk, audience: Audience, extra: readonly string[] = []): void {
  const reached = new Set(walk.reached);
  const unreachable = [...mustReach(audience), ...extra].filter((route) => !reached.has(route));
  expect.soft(unreachable, `routes the ${audience} could not reach by taps`).toEqual([]);
  const allowed = new Set([...mayOpen(audience), ...extra]);
  expect
    .soft(
      walk.reached.filter((route) => !allowed.has(route)),
      `routes the ${audience} reached but may not open`,
    )
    .toEqual([]);
  const aliases = routes.filter((r) => r.handle.aliasOf).map((r) => r.path.toLowerCase());
  expect
    .soft(
      walk.reached.filter((route) => aliases.includes(route)),
      'aliases reached: screens link the route an alias shows',
    )
    .toEqual([]);
  expect.soft(walk.problems, 'screen checks').toEqual([]);
  expect.soft(pageErrors(walk.page), 'uncaught page errors').toEqual([]);
}

describe('every screen is reachable by taps', () => {
  it(
    'for a visitor from the landing, then for the betting player after signing in',
    async () => {
      const started = performance.now();
      const { context, page } = await newPhone(browser, stack.baseUrl, stack.nowMs);
      await page.goto(LANDING);
      const visitor = newWalk('visitor', page);
      await arrive(visitor);
      await explore(visitor);
      expectWalk(visitor, 'visitor', [LANDING]);
      const visitorMs = performance.now() - started;

      await signInThroughLogin(page, BETTING);
      const betting = await walkSignedIn('betting', page);
      expectWalk(betting, 'betting');
      await context.close();
      console.log(
        `walk: visitor ${visitor.reached.length} screens in ${Math.round(visitorMs)} ms, ` +
          `betting ${betting.reached.length} screens in ${Math.round(performance.now() - started - visitorMs)} ms`,
      );
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'for the charts-only player after signing in',
    async () => {
      const started = performance.now();
      const { context, page } = await newPhone(browser, stack.baseUrl, stack.nowMs);
      await signInThroughLogin(page, CHARTS_ONLY);
      const chartsOnly = await walkSignedIn('charts-only', page);
      expectWalk(chartsOnly, 'chartsOnly');
      await context.close();
      console.log(
        `walk: charts-only ${chartsOnly.reached.length} screens in ${Math.round(performance.now() - started)} ms`,
      );
    },
    WALK_TIMEOUT_MS,
  );
});

describe('dialogs and form steps', () => {
  it(
    'pass the screen checks: support, a bid line and its confirm, the UPI number and its OTP step',
    async () => {
      const { context, page } = await newPhone(browser, stack.baseUrl, stack.nowMs);
      await signInThroughLogin(page, BETTING);
      const problems: string[] = [];
      await page.getByRole('list', { name: 'Markets' }).waitFor();

      await page.getByRole('button', { name: 'Support' }).click();
      const support = page.getByRole('dialog', { name: messages.selectSupportOption });
      await support.waitFor();
      problems.push(...(await screenProblems(page, '/imp (support)', { focus: false })));
      await support.getByRole('button', { name: messages.cancel }).click();

      const [market] = openGames(stack.nowMs);
      await page.getByRole('button', { name: `Play Game: ${market}` }).click();
      await page.getByRole('button', { name: 'Single Digit' }).click();
      await page.getByLabel('Digit', { exact: true }).fill('5');
      await page.getByLabel('Points', { exact: true }).fill('10');
      await page.getByRole('button', { name: 'Proceed' }).click();
      await page.getByRole('list', { name: 'Bids' }).waitFor();
      problems.push(...(await screenProblems(page, '/single (a bid line)')));
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const confirm = page.getByRole('dialog');
      await confirm.waitFor();
      problems.push(...(await screenProblems(page, '/single (confirm)', { focus: false })));
      await confirm.getByRole('button', { name: messages.cancel }).click();

      // Leaving with the line still in the list asks first.
      await page.getByRole('link', { name: /^Wallet: / }).click();
      const leave = page.getByRole('dialog', { name: messages.leaveBidsTitle });
      await leave.waitFor();
      problems.push(...(await screenProblems(page, '/single (leave?)', { focus: false })));
      await leave.getByRole('button', { name: messages.leaveScreen }).click();
      await page.getByRole('button', { name: /UPI Withdraw Methods/ }).click();
      problems.push(...(await screenProblems(page, '/imp7 (methods open)', { focus: false })));
      await page.getByRole('button', { name: 'PhonePe', exact: true }).click();
      const upi = page.getByRole('dialog');
      await upi.getByLabel('PhonePe Number').waitFor();
      problems.push(...(await screenProblems(page, '/imp7 (UPI number)', { focus: false })));
      await upi.getByLabel('PhonePe Number').fill('9000000003');
      await upi.getByRole('button', { name: 'Send OTP' }).click();
      await page.waitForURL('**/otpwithdraw');
      await page.getByRole('heading', { level: 1, name: 'Verify UPI' }).waitFor();
      problems.push(...(await screenProblems(page, '/otpwithdraw')));

      expect.soft(problems, 'screen checks').toEqual([]);
      expect.soft(pageErrors(page), 'uncaught page errors').toEqual([]);
      await context.close();
    },
    WALK_TIMEOUT_MS,
  );
});
