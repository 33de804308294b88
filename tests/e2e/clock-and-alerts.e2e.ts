import { messages } from '@matka/shared/messages';
import { formatPoints, minor } from '@matka/shared/rules';
import { formatLongDate } from '@matka/shared/time';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
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
 * within one poll, once (a reopened app does not repeat it). A bid placed on another device is
 * watched too (today's bid history, read when the app starts), and with the player's permission
 * (asked after the first bid, never on load) the service worker shows the result as a system
 * notification while the app is in the background.
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
async function signedIn(
  serverMs: number,
  deviceMs: number,
  beforeSignIn?: (context: BrowserContext) => Promise<unknown>,
): Promise<{ page: Page; s: Stack; context: BrowserContext }> {
  const s = await startStack({ scenario: 'default', nowMs: serverMs });
  stack = s;
  const { page, context } = await newPhone(browser, s.baseUrl, deviceMs);
  await beforeSignIn?.(context);
  await signInThroughLogin(page);
  return { page, s, context };
}

/** The market's game_id, as the dashboard the player's app reads lists it. */
async function marketId(page: Page, s: Stack): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('matka.token'));
  const dashboard = await s.provider<{ result: { game_id: string; game_name: string }[] }>(
    'api-get-dashboard-data',
    { unique_token: token ?? '' },
  );
  return String(dashboard.result.find((row) => row.game_name === MARKET)?.game_id ?? '');
}

/** How many requests to `pathEnd` the page has sent since this call and not yet seen answered. */
function countInFlight(page: Page, pathEnd: string): () => number {
  const inFlight = new Set<Request>();
  const answered = (request: Request) => inFlight.delete(request);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(pathEnd)) inFlight.add(request);
  });
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return () => inFlight.size;
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

    const gameId = await marketId(page, s);
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
    // The win history of the result's day: KALYAN's day is the calendar day.
    await page.waitForURL('**/imp3?day=2026-11-22');
    expect(pageErrors(page)).toEqual([]);
  });

  it("another device's bid: its result in a system notification while the app is in the background", async () => {
    const day = '2026-11-22';
    const serverMs = istAt(day, '10:00 AM');
    // Every call of the page's Notification.requestPermission is counted (the prompt itself).
    const { page, s, context } = await signedIn(serverMs, serverMs, (phone) =>
      phone.addInitScript(() => {
        const counted = window as unknown as { permissionAsks: number };
        counted.permissionAsks = 0;
        const ask = Notification.requestPermission.bind(Notification);
        Notification.requestPermission = (...args) => {
          counted.permissionAsks += 1;
          return ask(...args);
        };
      }),
    );
    // Every dashboard request of the app started afresh below is followed.
    const dashboardsInFlight = countInFlight(page, '/api-get-dashboard-data');
    const permissionAsks = () =>
      page.evaluate(() => (window as unknown as { permissionAsks: number }).permissionAsks);
    // The app has loaded and read today's bid histories (after its first paint): no prompt.
    await page.waitForResponse((answer) => answer.url().endsWith('/api-bid-history-data'));
    expect(await permissionAsks()).toBe(0);

    await openSingleDigit(page);
    await placeSingleDigit(page, 'Open', '1');
    await expect.poll(permissionAsks).toBe(1);
    // The player allows notifications.
    await context.grantPermissions(['notifications'], { origin: s.baseUrl });
    await placeSingleDigit(page, 'Open', '2');
    expect(await permissionAsks()).toBe(1);

    // The player bids on the Close session from another phone: this app never saw that bid.
    const gameId = await marketId(page, s);
    const token = (await page.evaluate(() => localStorage.getItem('matka.token'))) ?? '';
    const line = {
      digits: '7',
      closedigits: '',
      points: 10,
      session: 'Close',
      pana: 'Single Digit',
      closepana: '',
    };
    await s.provider('api-submit-bid', {
      game_id: gameId,
      new_result: {
        unique_token: token,
        Gamename: MARKET,
        totalbit: 10,
        gameid: gameId,
        pana: 'Single Digit',
        gametype: 'main',
        bid_date: formatLongDate(day),
        session: 'Close',
        result: [line],
      },
    });
    // The app started afresh reads today's bid histories and waits for that result too.
    const historyRead = page.waitForResponse((answer) =>
      answer.url().endsWith('/api-bid-history-data'),
    );
    await reopenApp(page, s.baseUrl);
    await marketCard(page).waitFor();
    await historyRead;

    await s.control('result/main', { game_id: gameId, session: 'open', pana: '128' });
    const alerts = page.getByRole('region', { name: messages.resultAlerts });
    await alerts.getByText(messages.resultDeclared(MARKET, '128-1*-***')).waitFor();

    // The app goes to the background (the page hidden, as the polling journey hides it); the
    // close result is declared: pana 359, digit 7, the other phone's bid wins.
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => 'hidden',
      });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    // A home poll sent just before the app went to the background may still be on its way, its
    // answer older than the close result; the watch's next tick would join it instead of asking
    // again (TanStack Query shares a fetch in flight). The hidden home sends no more polls.
    await expect.poll(dashboardsInFlight).toBe(0);
    const close = await s.control<{ won: number; paid_minor: number }>('result/main', {
      game_id: gameId,
      session: 'close',
      pana: '359',
    });
    expect(close.won).toBe(1);
    // The hidden app's watch of its pending bid (every 30 s, in the background too).
    await page.clock.runFor(31_000);
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const notifications = await registration.getNotifications();
        return notifications.map((notification) => ({
          title: notification.title,
          body: notification.body,
        }));
      });
    await expect.poll(shown, { timeout: 15_000 }).toEqual([
      {
        title: messages.resultDeclared(MARKET, '128-17-359'),
        body: messages.youWon(formatPoints(minor(close.paid_minor))),
      },
    ]);
    expect(pageErrors(page)).toEqual([]);
  });
});
