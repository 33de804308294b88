import { messages } from '@matka/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import {
  DEMO_PLAYER,
  expectAccessible,
  expectWalletShown,
  goHome,
  openFromFooter,
  openSideMenuItem,
  signInThroughLogin,
  tapBack,
} from './support/journeys';
import { journeyProfile, startStack, type Stack } from './support/stack';

/**
 * Main market bids in a real browser: each of the ten bid screens places a valid bid and the wallet
 * falls by its total; an invalid number shows the spec's message; the declared open result pays
 * through the provider's win history at the rate, and My Bids and Win History show the day's bids
 * and wins as they open; a closed market cannot be bid on. After sign-in the player only taps.
 */

const PLAYER = DEMO_PLAYER;
/** 22 November 2026, 10:00 IST: KALYAN (04:00 PM - 06:00 PM) takes every bid type. */
const NOW_IST = '2026-11-22 10:00';
const NOW_MS = Date.parse('2026-11-22T10:00:00+05:30');
const HISTORY_DAY = '11/22/2026';
const MARKET = 'KALYAN';

let stack: Stack;
let browser: Browser;

interface Market {
  game_id: string;
  game_name: string;
}

interface ControlUser {
  balance_minor: number;
  ledger_sum_minor: number;
}

beforeAll(async () => {
  stack = await startStack('default');
  await stack.control('clock', { ist: NOW_IST });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function walletPoints(): Promise<number> {
  const user = await stack.control<ControlUser>('user', { mobile: PLAYER.mobile });
  expect(user.balance_minor).toBe(user.ledger_sum_minor);
  return user.balance_minor / 100;
}

async function signedInPhone(): Promise<Page> {
  const { page } = await newPhone(browser, stack.baseUrl);
  await page.clock.setFixedTime(NOW_MS);
  await signInThroughLogin(page);
  return page;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('matka.token'));
  if (!token) throw new Error('not signed in');
  return token;
}

async function gameIdOf(token: string, name: string): Promise<string> {
  const answer = await stack.provider<{ result: Market[] }>('api-get-dashboard-data', {
    unique_token: token,
  });
  const market = answer.result.find((row) => row.game_name === name);
  if (!market) throw new Error(`${name} is not on the dashboard`);
  return market.game_id;
}

/**
 * Toasts fade in and out: axe measures a half-transparent toast's contrast as too low. Close the
 * toasts that a click closes, then wait until none is mid-animation before checking.
 */
async function settleToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  for (const toast of await toasts.all())
    await toast.click({ timeout: 1000 }).catch(() => undefined);
  await expect
    .poll(
      () =>
        toasts.evaluateAll((elements) =>
          elements.every(
            (element) =>
              !/animate|enter|exit/.test(element.className) &&
              getComputedStyle(element).opacity === '1',
          ),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

async function expectSettledAccessible(page: Page, screen: string): Promise<void> {
  await settleToasts(page);
  await expectAccessible(page, screen);
}

/** One bid of a screen: the tile, the fields to fill in order, ticks, and the points it debits. */
interface MainBid {
  readonly tile: string;
  readonly fields: readonly (readonly [string, string])[];
  readonly ticks?: readonly string[];
  readonly points: number;
  /** Cart rows the entry makes (motor expansions). */
  readonly rows: number;
  readonly total: number;
}

const BIDS: readonly MainBid[] = [
  { tile: 'Single Digit', fields: [['Digit', '5']], points: 10, rows: 1, total: 10 },
  { tile: 'Jodi Digit', fields: [['Digit', '07']], points: 10, rows: 1, total: 10 },
  { tile: 'Single Panna', fields: [['Pana', '128']], points: 20, rows: 1, total: 20 },
  { tile: 'Double Panna', fields: [['Pana', '112']], points: 10, rows: 1, total: 10 },
  { tile: 'Triple Panna', fields: [['Pana', '555']], points: 10, rows: 1, total: 10 },
  {
    tile: 'Half Sangam',
    fields: [
      ['Open Digit', '1'],
      ['Close Pana', '359'],
    ],
    points: 10,
    rows: 1,
    total: 10,
  },
  {
    tile: 'Full Sangam',
    fields: [
      ['Open Pana', '128'],
      ['Close Pana', '359'],
    ],
    points: 10,
    rows: 1,
    total: 10,
  },
  { tile: 'SP DP TP', fields: [['Digit', '0']], ticks: ['TP'], points: 10, rows: 1, total: 10 },
  { tile: 'SP Motor', fields: [['Digits', '1234']], points: 10, rows: 4, total: 40 },
  { tile: 'DP Motor', fields: [['Digits', '12']], points: 10, rows: 2, total: 20 },
];

async function openTile(page: Page, tile: string): Promise<void> {
  await page.getByRole('button', { name: tile, exact: true }).click();
  await page.getByRole('heading', { name: tile, level: 1 }).waitFor();
}

async function placeBid(page: Page, bid: MainBid): Promise<void> {
  for (const [label, value] of bid.fields)
    await page.getByLabel(label, { exact: true }).fill(value);
  for (const tick of bid.ticks ?? []) await page.getByRole('checkbox', { name: tick }).check();
  await page.getByLabel('Points', { exact: true }).fill(String(bid.points));
  await page.getByRole('button', { name: 'Proceed' }).click();
  const rows = page.getByRole('list', { name: 'Bids' }).getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(bid.rows);
  await expectSettledAccessible(page, `${bid.tile} with its cart`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain(messages.confirmBidWarning);
  await expect.poll(() => dialog.textContent()).toContain('22-November-2026');
  await expectSettledAccessible(page, `${bid.tile} confirm dialog`);
  await dialog.getByRole('button', { name: messages.submit }).click();
  await page.getByText(messages.bidPlaced).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe('main market bids', () => {
  it('places a bid on each of the ten screens, refuses an invalid number, and pays the declared result', async () => {
    const page = await signedInPhone();
    const token = await tokenOf(page);
    const kalyanId = await gameIdOf(token, MARKET);
    let wallet = await walletPoints();
    await expectWalletShown(page, wallet);

    await page.getByRole('button', { name: `Play Game: ${MARKET}` }).click();
    await page.waitForURL('**/game');
    await expectSettledAccessible(page, 'game-type menu');

    for (const bid of BIDS) {
      await openTile(page, bid.tile);
      await expectSettledAccessible(page, bid.tile);
      if (bid.tile === 'Single Panna') {
        await page.getByLabel('Pana', { exact: true }).fill('121');
        await page.getByLabel('Points', { exact: true }).fill('10');
        await page.getByRole('button', { name: 'Proceed' }).click();
        await page.getByText(messages.numberNotValid('121')).first().waitFor();
        await expect.poll(() => page.getByLabel('Pana', { exact: true }).inputValue()).toBe('');
      }
      await placeBid(page, bid);
      wallet -= bid.total;
      await expectWalletShown(page, wallet);
      expect(await walletPoints()).toBe(wallet);
      await tapBack(page);
      await page.waitForURL('**/game');
    }

    // Open result 128 (digit 1): Single Panna 128 (20 x 1400/10) wins; the rest wait or lose.
    const summary = await stack.control<{ won: number; paid_minor: number }>('result/main', {
      game_id: kalyanId,
      session: 'open',
      pana: '128',
    });
    expect(summary.won).toBe(1);
    expect(summary.paid_minor).toBe(2800_00);
    wallet += 2800;
    expect(await walletPoints()).toBe(wallet);
    await expectWalletShown(page, wallet);

    // Close result 359 (digit 7): Half Sangam 1 + 359 (10 x 10000/10) and Full Sangam 128 + 359
    // (10 x 100000/10) win.
    await stack.control('result/main', { game_id: kalyanId, session: 'close', pana: '359' });
    wallet += 10_000 + 100_000;
    expect(await walletPoints()).toBe(wallet);
    await expectWalletShown(page, wallet);

    const wins = await stack.provider<{
      win_data: { pana: string; game_name: string; digits: string; amount: number | string }[];
    }>('api-wining-history-data', {
      unique_token: token,
      date_from: HISTORY_DAY,
      date_to: HISTORY_DAY,
    });
    const today = wins.win_data
      .filter((win) => win.game_name === MARKET)
      .map((win) => [win.pana, win.digits, Number(win.amount)])
      .sort();
    expect(today).toEqual(
      [
        ['Full Sangam', '128', 100_000],
        ['Half Sangam', '1', 10_000],
        ['Single Pana', '128', 2800],
      ].sort(),
    );
    await saveScreenshot(page, 'bids-main-ten-screens');

    // My Bids (the footer) and Win History (the side menu) show today's lines as they open,
    // without a Submit: every line of the ten screens, and the three wins.
    const held = await stack.provider<{ bid_data: { game_name: string }[] }>(
      'api-bid-history-data',
      { unique_token: token, bid_from: HISTORY_DAY, bid_to: HISTORY_DAY },
    );
    const lines = BIDS.reduce((sum, bid) => sum + bid.rows, 0);
    expect(held.bid_data.filter((row) => row.game_name === MARKET)).toHaveLength(lines);
    await openFromFooter(page, 'My Bids');
    const myBids = page.getByRole('list', { name: 'Bid History' });
    await expect.poll(() => myBids.getByRole('listitem').count()).toBe(held.bid_data.length);
    expect(await myBids.getByRole('heading', { name: MARKET }).count()).toBe(lines);
    await expectSettledAccessible(page, 'My Bids on open');

    await openSideMenuItem(page, 'Win History');
    const winList = page.getByRole('list', { name: 'Win History' });
    await expect.poll(() => winList.getByRole('listitem').count()).toBe(wins.win_data.length);
    expect(await winList.getByRole('heading', { name: MARKET }).count()).toBe(3);
    await saveScreenshot(page, 'bids-main-win-history');
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);

  it('a screen opened without navigation state explains and links home', async () => {
    const page = await signedInPhone();
    // No tap leads to a bid screen without its market: a player meets this only when the app
    // starts afresh on one (a reload, or the phone reopening the tab), so this is a cold start.
    await reopenApp(page, '/dpmotor');
    await page.getByText(messages.invalidNavigation).waitFor();
    await expectSettledAccessible(page, 'DP Motor without state');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL('**/imp');
    await saveScreenshot(page, 'bids-main-no-state');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a closed market', () => {
  it('shows closed, refuses the timed tiles after the open time, and the server refuses its bids', async () => {
    const page = await signedInPhone();
    const token = await tokenOf(page);
    const marketId = await gameIdOf(token, 'MILAN DAY');
    const wallet = await walletPoints();

    // A bid screen opened while the market takes bids, then the market closes before Submit.
    await page.getByRole('button', { name: 'Play Game: MILAN DAY' }).click();
    await page.waitForURL('**/game');
    await openTile(page, 'Single Digit');
    await page.getByLabel('Digit', { exact: true }).fill('3');
    await page.getByLabel('Points', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await stack.control('market/closed', { game_id: marketId, closed: true });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.submit }).click();
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/closed/i);
    await expectSettledAccessible(page, 'refused bid');
    await expect
      .poll(() => page.getByRole('list', { name: 'Bids' }).getByRole('listitem').count())
      .toBe(1);
    expect(await walletPoints()).toBe(wallet);
    await saveScreenshot(page, 'bids-main-refused');

    // The home card shows the closed state and does not open the menu.
    await dialog.getByRole('button', { name: messages.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    // The refused line is still in the list: leaving asks first.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    const leave = page.getByRole('dialog', { name: messages.leaveBidsTitle });
    await leave.getByRole('button', { name: messages.leaveScreen }).click();
    await goHome(page);
    const card = page.getByRole('listitem', { name: 'MILAN DAY' });
    await card.getByText(messages.marketClosedForToday).waitFor();
    // aria-disabled: Playwright's actionability check would refuse the click, so force it.
    await page.getByRole('button', { name: 'Play Game: MILAN DAY' }).click({ force: true });
    expect(new URL(page.url()).pathname).toBe('/imp');

    // The provider refuses a bid on the closed market.
    await expect(
      stack.provider('api-submit-bid', {
        game_id: marketId,
        new_result: {
          unique_token: token,
          Gamename: 'MILAN DAY',
          totalbit: 10,
          gameid: marketId,
          pana: 'Single Digit',
          gametype: 'main',
          bid_date: '22-November-2026',
          session: 'Close',
          result: [
            {
              digits: '3',
              closedigits: '',
              points: 10,
              session: 'Close',
              pana: 'Single Digit',
              closepana: '',
            },
          ],
        },
      }),
    ).rejects.toThrow(journeyProfile === 'spec' ? /refused \(HTTP 409\)/ : /refused/);
    expect(await walletPoints()).toBe(wallet);

    // After MAIN BAZAR's open time (09:35 PM; it closes at 12:05 AM) the timed tiles refuse and
    // Open is no longer selectable. The player comes back at night and opens the app afresh from
    // the home screen (a cold start at the root, which leads home).
    await page.clock.setFixedTime(Date.parse('2026-11-22T21:40:00+05:30'));
    await stack.control('clock', { ist: '2026-11-22 21:40' });
    await reopenApp(page, '/');
    await page.waitForURL('**/imp');
    await page.getByRole('button', { name: 'Play Game: MAIN BAZAR' }).click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: 'Jodi Digit', exact: true }).click();
    await page.getByText(messages.biddingClosedFor('Jodi Digit')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/game');
    await openTile(page, 'Single Digit');
    expect(await page.getByRole('radio', { name: 'Open' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Close' }).isChecked()).toBe(true);
    await expectSettledAccessible(page, 'Single Digit after the open time');
    await saveScreenshot(page, 'bids-main-closed');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
