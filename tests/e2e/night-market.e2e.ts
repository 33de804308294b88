import { messages } from '@matka/shared/messages';
import { formatPoints, minor } from '@matka/shared/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import {
  DEMO_PLAYER,
  expectAccessible,
  expectWalletShown,
  goHome,
  signInThroughLogin,
} from './support/journeys';
import { istAt, startStack, type Stack } from './support/stack';

/**
 * A night market in a real browser (docs/game-rules.md#market-days-and-windows): MAIN BAZAR opens at 09:35 PM and closes at
 * 12:05 AM, so its day is the day it opened. Just after midnight the player sees Open disabled and
 * Close chosen, the timed tiles refused, and a Close bid filed under yesterday's date, which the
 * confirm dialog shows; before its open time Open and Jodi are offered and taken. The server's and
 * the browser's clocks start at the same instant.
 */

const MARKET = 'MAIN BAZAR';
const MARKET_DAY = '22-November-2026';
const HISTORY_DAY = '11/22/2026';

interface ControlUser {
  wallet_amt: number;
  balance_minor: number;
  ledger_sum_minor: number;
}

interface BidRecord {
  game_name: string;
  pana: string;
  session: string;
  digits: string;
  bid_date: string;
}

let browser: Browser;
let stack: Stack | undefined;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterEach(async () => {
  await stack?.close();
  stack = undefined;
});
afterAll(async () => {
  await browser?.close();
});

/** A stack and a phone at `nowMs`, signed in through the login screen, on the home. */
async function signedInAt(nowMs: number): Promise<{ page: Page; stack: Stack }> {
  const started = await startStack({ scenario: 'default', nowMs });
  stack = started;
  const { page } = await newPhone(browser, started.baseUrl, nowMs);
  await signInThroughLogin(page);
  return { page, stack: started };
}

async function walletPoints(s: Stack): Promise<number> {
  const user = await s.control<ControlUser>('user', { mobile: DEMO_PLAYER.mobile });
  expect(user.balance_minor).toBe(user.ledger_sum_minor);
  return user.balance_minor / 100;
}

async function openMarket(page: Page): Promise<void> {
  const card = page.getByRole('listitem', { name: MARKET });
  await card.getByText(messages.marketOpen).waitFor();
  await card.getByRole('button', { name: `${messages.playGame}: ${MARKET}` }).click();
  await page.waitForURL('**/game');
}

async function openTile(page: Page, tile: string): Promise<void> {
  await page.getByRole('button', { name: tile, exact: true }).click();
  await page.getByRole('heading', { name: tile, level: 1 }).waitFor();
}

/** Enters one line, Submit, checks the dialog's date, SUBMIT, and waits for the success toast. */
async function placeBid(page: Page, fields: Readonly<Record<string, string>>): Promise<void> {
  for (const [label, value] of Object.entries(fields))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MARKET });
  await dialog.waitFor();
  await expect.poll(() => dialog.textContent()).toContain(MARKET_DAY);
  await dialog.getByRole('button', { name: messages.submit }).click();
  await page.getByText(messages.bidPlaced).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

async function bidsOfMarketDay(page: Page, s: Stack): Promise<BidRecord[]> {
  const token = await page.evaluate(() => localStorage.getItem('matka.token'));
  const answer = await s.provider<{ bid_data?: BidRecord[] }>('api-bid-history-data', {
    unique_token: token ?? '',
    bid_from: HISTORY_DAY,
    bid_to: HISTORY_DAY,
  });
  return (answer.bid_data ?? []).filter((bid) => bid.game_name === MARKET);
}

describe('the result alert of a night market whose day is yesterday', () => {
  it("shows what the bid won and opens that day's win history", async () => {
    // 12:00 PM on 22 November: KING DAY NIGHT (11:59 PM - 11:58 PM) is in its day of the 21st,
    // which the walkthrough of docs/for-testers.md bids on; its bids, result and wins are filed under the 21st.
    const market = 'KING DAY NIGHT';
    const { page, stack: s } = await signedInAt(istAt('2026-11-22', '12:00 PM'));
    const card = page.getByRole('listitem', { name: market });
    await card.getByText(messages.marketOpen).waitFor();
    await card.getByRole('button', { name: `${messages.playGame}: ${market}` }).click();
    await page.waitForURL('**/game');
    await openTile(page, 'Single Digit');
    expect(await page.getByRole('radio', { name: 'Close' }).isChecked()).toBe(true);
    await page.getByLabel('Digit', { exact: true }).fill('8');
    await page.getByLabel('Points', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: market });
    await expect.poll(() => dialog.textContent()).toContain('21-November-2026');
    await dialog.getByRole('button', { name: messages.submit }).click();
    await page.getByText(messages.bidPlaced).first().waitFor();
    await goHome(page);

    const token = await page.evaluate(() => localStorage.getItem('matka.token'));
    const dashboard = await s.provider<{ result: { game_id: string; game_name: string }[] }>(
      'api-get-dashboard-data',
      { unique_token: token ?? '' },
    );
    const gameId = String(dashboard.result.find((row) => row.game_name === market)?.game_id);
    await s.control('result/main', { game_id: gameId, session: 'open', pana: '123' });
    const close = await s.control<{ won: number; paid_minor: number }>('result/main', {
      game_id: gameId,
      session: 'close',
      pana: '350',
    });
    expect(close.won).toBe(1);

    const banner = page
      .getByRole('region', { name: messages.resultAlerts })
      .getByRole('status')
      .filter({ hasText: messages.resultDeclared(market, '123-68-350') });
    await banner.waitFor({ timeout: 20_000 });
    await banner.getByText(messages.youWon(formatPoints(minor(close.paid_minor)))).waitFor();
    await saveScreenshot(page, 'night-market-result-alert');
    await banner.getByRole('link', { name: messages.seeWinHistory }).click();
    await page.waitForURL('**/imp3?day=2026-11-21');
    // The win history of the market's day, with the win: not today's "NO DATA FOUND".
    expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2026-11-21');
    await page.getByRole('heading', { level: 2, name: market }).waitFor();
    expect(await page.getByText(messages.noDataFoundUpper).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});

describe('a night market closing after midnight', () => {
  it('after midnight: Open disabled, timed tiles refused, a Close bid filed under the previous day', async () => {
    // 12:03 AM on 23 November: MAIN BAZAR's day is still 22 November, until 12:05 AM.
    const { page, stack: s } = await signedInAt(istAt('2026-11-23', '12:03 AM'));
    const wallet = await walletPoints(s);
    await expectWalletShown(page, wallet);
    await openMarket(page);

    for (const tile of ['Jodi Digit', 'Half Sangam', 'Full Sangam']) {
      await page.getByRole('button', { name: tile, exact: true }).click();
      await page.getByText(messages.biddingClosedFor(tile)).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/game');
    }

    await openTile(page, 'Single Digit');
    expect(await page.getByRole('radio', { name: 'Open' }).isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Close' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe(MARKET_DAY);
    await expectAccessible(page, 'Single Digit of a night market after midnight');
    await placeBid(page, { Digit: '3' });
    await expectWalletShown(page, wallet - 10);
    expect(await walletPoints(s)).toBe(wallet - 10);

    const bids = await bidsOfMarketDay(page, s);
    expect(bids).toEqual([
      expect.objectContaining({
        pana: 'Single Digit',
        session: 'Close',
        digits: '3',
        bid_date: MARKET_DAY,
      }),
    ]);
    await saveScreenshot(page, 'night-market-after-midnight');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('before its open time: Jodi and the Open session are offered and taken', async () => {
    const { page, stack: s } = await signedInAt(istAt('2026-11-22', '09:00 PM'));
    const wallet = await walletPoints(s);
    await openMarket(page);

    await openTile(page, 'Jodi Digit');
    await placeBid(page, { Digit: '07' });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/game');

    await openTile(page, 'Single Digit');
    const open = page.getByRole('radio', { name: 'Open' });
    expect(await open.isEnabled()).toBe(true);
    expect(await open.isChecked()).toBe(true);
    await placeBid(page, { Digit: '5' });
    await expectWalletShown(page, wallet - 20);
    expect(await walletPoints(s)).toBe(wallet - 20);

    const bids = (await bidsOfMarketDay(page, s))
      .map((bid) => [bid.pana, bid.session, bid.digits, bid.bid_date])
      .sort();
    expect(bids).toEqual(
      [
        ['Jodi Digit', 'Close', '07', MARKET_DAY],
        ['Single Digit', 'Open', '5', MARKET_DAY],
      ].sort(),
    );
    await saveScreenshot(page, 'night-market-before-open');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
