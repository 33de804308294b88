import { messages } from '@matka/shared/messages';
import { formatPoints, minor } from '@matka/shared/rules';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp } from './support/browser';
import { DEMO_PLAYER, expectWalletShown, signInThroughLogin, goHome } from './support/journeys';
import { istAt, startStack, type Stack } from './support/stack';

/**
 * The provider's clock and result alerts in a real browser. The phone's clock is set ten minutes
 * off the mock provider's: the client takes the provider's time from its answers' Date header, so
 * it offers exactly what the provider accepts (a bid just before the provider's cut-off is offered
 * and taken; just after, it is not offered). A result declared through the control API on a market
 * the player bid on shows a banner with the result, the win when the bid won, and the new balance
 * within one poll, once (a reopened app does not repeat it).
 */

const MARKET = 'KALYAN'; // 04:00 PM - 06:00 PM in the default scenario
const TEN_MINUTES = 10 * 60_000;

interface ControlUser {
  balance_minor: number;
  ledger_sum_minor: number;
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

/** A stack whose clock stands at `serverMs`, and a phone whose clock reads `deviceMs`, signed in. */
async function signedIn(serverMs: number, deviceMs: number): Promise<{ page: Page; s: Stack }> {
  const s = await startStack({ scenario: 'default', nowMs: serverMs });
  stack = s;
  const { page } = await newPhone(browser, s.baseUrl, deviceMs);
  await signInThroughLogin(page);
  return { page, s };
}

async function walletPoints(s: Stack): Promise<number> {
  const user = await s.control<ControlUser>('user', { mobile: DEMO_PLAYER.mobile });
  expect(user.balance_minor).toBe(user.ledger_sum_minor);
  return user.balance_minor / 100;
}

function marketCard(page: Page) {
  return page.getByRole('listitem', { name: MARKET });
}

async function openSingleDigit(page: Page): Promise<void> {
  await marketCard(page)
    .getByRole('button', { name: `${messages.playGame}: ${MARKET}` })
    .click();
  await page.waitForURL('**/game');
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await page.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
}

/** One Single Digit line of 10 points in `session`, submitted and confirmed. */
async function placeSingleDigit(page: Page, session: 'Open' | 'Close', digit: string) {
  await page.getByRole('radio', { name: session }).check();
  await page.getByLabel('Digit', { exact: true }).fill(digit);
  await page.getByLabel('Points', { exact: true }).fill('10');
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: MARKET });
  await dialog.getByRole('button', { name: messages.submit }).click();
  await page.getByText(messages.bidPlaced).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

async function backHome(page: Page): Promise<void> {
  await goHome(page);
  await marketCard(page).waitFor();
}

describe("the provider's clock, with the phone ten minutes off", () => {
  it('ahead: a minute before the open time the Open session is offered and taken', async () => {
    const serverMs = istAt('2026-11-22', '03:59 PM');
    const { page, s } = await signedIn(serverMs, serverMs + TEN_MINUTES);
    // By the phone it is 04:09 PM (the Open session over); by the provider 03:59 PM.
    const timer = marketCard(page).getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Open closes in [01]:\d\d$/);
    const before = await walletPoints(s);
    await openSingleDigit(page);
    expect(await page.getByRole('radio', { name: 'Open' }).isDisabled()).toBe(false);
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^Open closes in /);
    await placeSingleDigit(page, 'Open', '4');
    expect(await walletPoints(s)).toBe(before - 10);
    expect(pageErrors(page)).toEqual([]);
  });

  it('behind: a minute after the open time the Open session and Jodi are not offered', async () => {
    const serverMs = istAt('2026-11-22', '04:01 PM');
    const { page } = await signedIn(serverMs, serverMs - TEN_MINUTES);
    // By the phone it is 03:51 PM (Open still running); by the provider 04:01 PM.
    const timer = marketCard(page).getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^Closes in 1 h 5\d m$/);
    await marketCard(page)
      .getByRole('button', { name: `${messages.playGame}: ${MARKET}` })
      .click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: 'Jodi Digit', exact: true }).click();
    await page.getByText(messages.biddingClosedFor('Jodi Digit')).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/game');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Open' }).isDisabled()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('result alerts', () => {
  it('a winning bid: banner with the result and the win, new balance, once', async () => {
    const serverMs = istAt('2026-11-22', '10:00 AM');
    const { page, s } = await signedIn(serverMs, serverMs);
    await openSingleDigit(page);
    await placeSingleDigit(page, 'Open', '1');
    await placeSingleDigit(page, 'Close', '5');
    await backHome(page);
    const alerts = page.getByRole('region', { name: messages.resultAlerts });
    expect(await alerts.count()).toBe(0);

    const token = await page.evaluate(() => localStorage.getItem('matka.token'));
    const dashboard = await s.provider<{ result: { game_id: string; game_name: string }[] }>(
      'api-get-dashboard-data',
      { unique_token: token ?? '' },
    );
    const gameId = dashboard.result.find((row) => row.game_name === MARKET)?.game_id ?? '';
    // Open pana 128, digit 1: the Open bid on 1 wins; the Close bid waits.
    const open = await s.control<{ won: number; paid_minor: number }>('result/main', {
      game_id: gameId,
      session: 'open',
      pana: '128',
    });
    expect(open.won).toBe(1);
    const wallet = await walletPoints(s);

    const banner = alerts.getByRole('status').filter({ hasText: MARKET });
    await banner.getByText(messages.resultDeclared(MARKET, '128-1*-***')).waitFor();
    await banner.getByText(messages.youWon(formatPoints(minor(open.paid_minor)))).waitFor();
    await expectWalletShown(page, wallet);

    // Once: the reopened app does not repeat it.
    await reopenApp(page, s.baseUrl);
    await marketCard(page).waitFor();
    await page.waitForTimeout(6_000); // one poll
    expect(await alerts.count()).toBe(0);

    // Close pana 359, digit 7: the Close bid on 5 lost: the result without an amount.
    await s.control('result/main', { game_id: gameId, session: 'close', pana: '359' });
    const lost = alerts.getByRole('status');
    await lost.getByText(messages.resultDeclared(MARKET, '128-17-359')).waitFor();
    await page.waitForTimeout(1_000); // the win history read
    expect(await lost.textContent()).not.toContain('You won');
    await lost.getByRole('link', { name: messages.seeWinHistory }).click();
    await page.waitForURL('**/imp3');
    expect(pageErrors(page)).toEqual([]);
  });
});
