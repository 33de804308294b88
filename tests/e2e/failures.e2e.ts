import { messages } from '@matka/shared/messages';
import { formatClockTime, istMinutesOfDay } from '@matka/shared/time';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import {
  clearFaults,
  expectNoWrongState,
  injectFault,
  letDashboardPollsFail,
  marketsShown,
  notAnswering,
  offlineNotice,
  outwaitTimeout,
  recoverByNextPoll,
  tapTryAgain,
  watchFailurePanel,
} from './support/failures';
import { DEMO_PLAYER, expectAccessible, openHistory, signInThroughLogin } from './support/journeys';
import { startStack, type Stack, type StackOptions } from './support/stack';
import { paths } from '../../client/src/config/paths';

/**
 * A provider that fails, in a real browser on the built app (docs/failures.md): one journey per
 * failure kind, through the mock's fault injection (HTTP 500, no answer in time, a broken body), a
 * connection the browser cannot make, the browser offline, and a stopped provider behind the
 * production server. Each screen says what failed, offers to ask again, keeps what the player
 * typed or tapped, and never shows a wrong state as a fact. The dev server's journey is in
 * dev-server.e2e.ts.
 */

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

/** A stack and a phone on its instant, signed in as the demo player, on the home. */
async function signedIn(
  options: StackOptions = {},
): Promise<{ page: Page; context: BrowserContext; s: Stack }> {
  const s = await startStack(options);
  stack = s;
  const { page, context } = await newPhone(browser, s.baseUrl, s.nowMs);
  await signInThroughLogin(page);
  await marketsShown(page);
  return { page, context, s };
}

async function walletMinor(s: Stack): Promise<number> {
  const user = await s.control<{ balance_minor: number; ledger_sum_minor: number }>('user', {
    mobile: DEMO_PLAYER.mobile,
  });
  expect(user.balance_minor).toBe(user.ledger_sum_minor);
  return user.balance_minor;
}

describe('a provider that fails, on the built app', () => {
  it('HTTP 500 on the dashboard: the home and a typed betting screen say so, with a retry', async () => {
    const { page, s } = await signedIn();
    await injectFault(s, 'api-get-dashboard-data', { http_500: true });

    await reopenApp(page, '/imp');
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);
    // Unknown is not betting: no betting footer, no wallet.
    expect(await page.getByRole('link', { name: messages.myBids }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Wallet:/ }).count()).toBe(0);
    await expectAccessible(page, 'home, provider failing');
    await saveScreenshot(page, 'failure-home-500');

    // A shared link to a betting screen: the same failure, not "Betting is not enabled".
    await reopenApp(page, '/withdraw');
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);
    expect(new URL(page.url()).pathname).toBe('/withdraw');

    await clearFaults(s);
    await tapTryAgain(page);
    await page.getByRole('heading', { name: messages.withdrawFunds, level: 1 }).waitFor();
    expect(await notAnswering(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('no answer in time: a history says the provider is not answering, not NO DATA FOUND', async () => {
    const { page, s } = await signedIn();
    await injectFault(s, 'api-wining-history-data', { latency_ms: 15_500, times: 1 });
    const sent = page.waitForRequest('**/api-wining-history-data');
    await openHistory(page, 'Main Win-History');
    await outwaitTimeout(page, sent);
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);
    await saveScreenshot(page, 'failure-history-timeout');

    await tapTryAgain(page);
    await page
      .getByText(messages.noDataFoundUpper, { exact: true })
      .or(page.getByRole('list', { name: messages.winHistory }))
      .waitFor();
    expect(await notAnswering(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a broken body to a bid: the bid stays in the list and the dialog, and goes through on SUBMIT again', async () => {
    const { page, s } = await signedIn();
    const before = await walletMinor(s);
    await page.getByRole('button', { name: `${messages.playGame}: KALYAN` }).click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
    await page.getByLabel('Digit', { exact: true }).fill('5');
    await page.getByLabel('Points', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'KALYAN' });
    await injectFault(s, 'api-submit-bid', { malformed: true, times: 1 });

    await dialog.getByRole('button', { name: messages.submit }).click();
    await dialog.getByRole('alert').filter({ hasText: messages.providerUnavailable }).waitFor();
    expect(await dialog.getByText(messages.bidFailed).count()).toBe(0);
    expect(await walletMinor(s)).toBe(before);

    await dialog.getByRole('button', { name: messages.submit }).click();
    await page.getByText(messages.bidPlaced).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await walletMinor(s)).toBe(before - 10_00);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a connection the browser cannot make: the home says so, and loads on Try again', async () => {
    const { page } = await signedIn();
    const refuse = '**/api-get-dashboard-data';
    await page.route(refuse, (route) => route.abort('connectionrefused'));
    await reopenApp(page, '/imp');
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);

    await page.unroute(refuse);
    await tapTryAgain(page);
    await marketsShown(page);
    expect(await notAnswering(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('offline: a history read waits and says the player is offline, then loads when back online', async () => {
    const { page, context } = await signedIn();
    await openHistory(page, 'Main Bid-History');
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();

    await context.setOffline(true);
    await page.getByLabel('From', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await offlineNotice(page).waitFor();
    await expectNoWrongState(page);
    await page.getByText(messages.offline).first().waitFor();
    await saveScreenshot(page, 'failure-history-offline');

    await context.setOffline(false);
    await page.getByRole('list', { name: messages.bidHistory }).waitFor();
    expect(await offlineNotice(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a stopped provider behind the production server (npm run serve)', () => {
  it('the home and sign-in say the provider is not answering, never "User Not Registered"', async () => {
    const { page, s } = await signedIn({ via: 'serve' });
    await s.stopProvider();

    await reopenApp(page, '/imp');
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);

    await page.getByRole('button', { name: messages.openMenu }).click();
    await page.getByRole('button', { name: messages.logout }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Phone Number').fill(DEMO_PLAYER.mobile);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await page.getByText(messages.providerUnavailable).first().waitFor();
    expect(await page.getByText(messages.userNotRegistered).count()).toBe(0);
    // What the player typed stays, to sign in again in one tap.
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(DEMO_PLAYER.mobile);
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(
      DEMO_PLAYER.password,
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await saveScreenshot(page, 'failure-sign-in-provider-stopped');
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('a provider that keeps failing, to a player', () => {
  it('the failure and its Try again stay on screen through every poll and retry: the home, a betting screen', async () => {
    const { page, s } = await signedIn();
    await injectFault(s, 'api-get-dashboard-data', { http_500: true });

    for (const path of [paths.home, paths.wallet]) {
      await reopenApp(page, path);
      await notAnswering(page).waitFor();
      const timesGone = await watchFailurePanel(page, messages.providerUnavailable);
      await letDashboardPollsFail(page, 2);
      expect(await timesGone(), `${path}: the failure left the screen while retrying`).toBe(0);
      expect(await page.getByText(messages.loading, { exact: true }).count()).toBe(0);
      await expectNoWrongState(page);
    }

    await recoverByNextPoll(page, s);
    await page.getByRole('heading', { name: messages.walletManagement, level: 1 }).waitFor();
    expect(await notAnswering(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the side menu says the account has not loaded, not the charts-only menu, until it has', async () => {
    const { page, s } = await signedIn();
    await injectFault(s, 'api-get-dashboard-data', { http_500: true });
    await reopenApp(page, paths.home);
    await notAnswering(page).waitFor();

    await page.getByRole('button', { name: messages.openMenu }).click();
    const menu = page.getByRole('dialog', { name: messages.menu });
    await menu.getByText(messages.accountNotLoaded).waitFor();
    await menu.getByRole('alert').filter({ hasText: messages.providerUnavailable }).waitFor();
    expect(await menu.getByRole('link', { name: messages.wallet, exact: true }).count()).toBe(0);
    await expectAccessible(page, 'side menu, account not loaded');
    await saveScreenshot(page, 'failure-side-menu');

    // The menu's Try again asks as the home's does (shell.test.tsx); here the next poll answers.
    await recoverByNextPoll(page, s);
    await menu.getByRole('link', { name: messages.wallet, exact: true }).waitFor();
    expect(await menu.getByText(messages.accountNotLoaded).count()).toBe(0);
    expect(await menu.getByRole('alert').count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the home keeps its markets while polls fail and says when they were last updated', async () => {
    const { page, s } = await signedIn();
    await injectFault(s, 'api-get-dashboard-data', { http_500: true });
    // The last answer came at most one poll before the fault: in this minute of the page's clock.
    const lastAnswerMs = await page.evaluate(() => Date.now());
    await letDashboardPollsFail(page, 4);
    // Minutes later, still failing.
    await page.clock.fastForward(3 * 60_000);
    await letDashboardPollsFail(page, 1);

    await marketsShown(page);
    const failure = notAnswering(page);
    await failure.waitFor();
    const updated = messages.lastUpdatedAt(formatClockTime(istMinutesOfDay(lastAnswerMs)));
    await failure.getByText(updated, { exact: true }).waitFor();
    await expectNoWrongState(page);
    await expectAccessible(page, 'home, old markets');
    await saveScreenshot(page, 'failure-home-last-updated');

    await recoverByNextPoll(page, s);
    await failure.waitFor({ state: 'detached' });
    expect(await page.getByText(updated).count()).toBe(0);
    await marketsShown(page);
    expect(pageErrors(page)).toEqual([]);
  });
});
