import { consoleMessages, messages } from '@matka/shared/messages';
import { hindiMessages } from '@matka/shared/messages/hi';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, devAppKey, type DevServer } from './support/dev-server';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import {
  clearFaults,
  expectNoWrongState,
  injectFault,
  marketsShown,
  notAnswering,
  offlineNotice,
  outwaitTimeout,
  tapTryAgain,
} from './support/failures';
import { DEMO_PLAYER, openHistory, signInThroughLogin } from './support/journeys';
import { openConsole, openConsoleSection } from './support/console';
import { startStack, type Stack } from './support/stack';

/**
 * A smoke journey under the Vite dev server that `npm start` runs (React StrictMode, the provider
 * proxy): sign in, place a bid by tapping, see the success and error messages as toasts, and switch
 * to Hindi from the side menu; then each kind of provider failure. The phone's clock is ten minutes
 * ahead of the provider's: the countdowns read the provider's clock from the Date header its
 * answers bring through the proxy.
 */

/** The phone's clock runs this far ahead of the provider's. */
const PHONE_AHEAD_MS = 10 * 60_000;

let stack: Stack;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ serveClient: false, appKey: devAppKey() });
  dev = await startDevServer(stack.baseUrl);
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await stack?.close();
});

/** A toast (react-toastify) with this text. */
function toast(page: Page, text: string) {
  return page.locator('.Toastify__toast', { hasText: text });
}

describe('the app under the dev server (npm start)', () => {
  it('says where it is, signs in, counts down on the provider clock, places a bid, shows the messages', async () => {
    // Its one line says where the app is (CLIENT_PORT) and where the provider calls go.
    expect(dev.output()).toContain(`the provider is at ${stack.baseUrl}`);
    const { page } = await newPhone(browser, dev.url, stack.nowMs + PHONE_AHEAD_MS);

    // A refused sign-in: the provider's refusal, through the dev server's proxy, as an error toast.
    await page.goto('/login');
    await page.getByLabel('Phone Number').fill(DEMO_PLAYER.mobile);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: messages.signIn }).click();
    await toast(page, messages.userNotRegistered).waitFor();

    await signInThroughLogin(page);
    // KALYAN opens at 04:00 PM; the provider's clock stands at 12:00 noon (the phone's says 12:10).
    const countdown = page.getByRole('listitem', { name: 'KALYAN' }).getByRole('timer');
    await expect.poll(() => countdown.textContent()).toMatch(/^Open closes in (4 h 0 m|3 h 59 m)$/);
    // Hindi from the side menu (the dev server serves its catalogue chunk), then English again.
    await page.getByRole('button', { name: messages.openMenu }).click();
    await page
      .getByRole('dialog', { name: messages.menu })
      .getByRole('button', { name: 'हिन्दी' })
      .click();
    await page.getByRole('button', { name: hindiMessages.openMenu }).click();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page
      .getByRole('dialog', { name: hindiMessages.menu })
      .getByRole('button', { name: 'English' })
      .click();
    await page.getByRole('button', { name: messages.openMenu }).waitFor();
    await page.getByRole('button', { name: 'Play Game: KALYAN' }).click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
    await page.getByLabel('Digit', { exact: true }).fill('5');
    await page.getByLabel('Points', { exact: true }).fill('10');
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: messages.submit }).click();
    await toast(page, messages.bidPlaced).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await saveScreenshot(page, 'dev-server-bid-placed');
    expect(pageErrors(page)).toEqual([]);
  });

  it("runs the testers' console from its sources under the mock's page policy", async () => {
    // The console the mock's start line points to under npm start, framed by no other page
    // (SECURITY.md, "The dev server"): a policy violation fails the journey.
    const { context, page } = await openConsole(browser, dev.url, stack.controlToken);
    try {
      await openConsoleSection(page, consoleMessages.markets);
      await page
        .getByRole('main', { name: consoleMessages.markets })
        .getByText('KALYAN')
        .first()
        .waitFor();
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The failure kinds of failures.e2e.ts through the dev server's proxy (docs/failures.md). Last in
  // the file: it stops the provider.
  it('tells each failure of the provider apart: HTTP 500, broken body, timeout, offline, stopped provider', async () => {
    const { page, context } = await newPhone(browser, dev.url, stack.nowMs);
    await signInThroughLogin(page);
    await marketsShown(page);

    for (const fault of [{ http_500: true }, { malformed: true }]) {
      await injectFault(stack, 'api-get-dashboard-data', fault);
      await reopenApp(page, '/imp');
      await notAnswering(page).waitFor();
      await expectNoWrongState(page);
      await clearFaults(stack);
      await tapTryAgain(page);
      await marketsShown(page);
    }

    await injectFault(stack, 'api-wining-history-data', { latency_ms: 15_500, times: 1 });
    const sent = page.waitForRequest('**/api-wining-history-data');
    await openHistory(page, 'Main Win-History');
    await outwaitTimeout(page, sent);
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);
    await tapTryAgain(page);
    await page
      .getByText(messages.noDataFoundUpper, { exact: true })
      .or(page.getByRole('list', { name: messages.winHistory }))
      .waitFor();

    await openHistory(page, 'Main Bid-History');
    await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
    await context.setOffline(true);
    await page.getByLabel('From', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await offlineNotice(page).waitFor();
    await expectNoWrongState(page);
    await context.setOffline(false);
    await page.getByRole('list', { name: messages.bidHistory }).waitFor();

    // The provider stopped: the dev server's proxy answers 502 with an empty body.
    await stack.stopProvider();
    await reopenApp(page, '/imp');
    await notAnswering(page).waitFor();
    await expectNoWrongState(page);
    await page.getByRole('button', { name: messages.openMenu }).click();
    await page.getByRole('button', { name: messages.logout }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Phone Number').fill(DEMO_PLAYER.mobile);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PLAYER.password);
    await page.getByRole('button', { name: messages.signIn }).click();
    await toast(page, messages.providerUnavailable).waitFor();
    expect(await page.getByText(messages.userNotRegistered).count()).toBe(0);
    expect(await page.getByLabel('Phone Number').inputValue()).toBe(DEMO_PLAYER.mobile);
    await saveScreenshot(page, 'dev-server-provider-stopped');
    expect(pageErrors(page)).toEqual([]);
  });
});
