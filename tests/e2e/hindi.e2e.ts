import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { englishMessages as en } from '@matka/shared/messages';
import { hindiMessages as hi } from '@matka/shared/messages/hi';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import { DEMO_PLAYER } from './support/journeys';
import { expectScreenPasses } from './support/screen-checks';
import { startStack, type Stack } from './support/stack';

/**
 * pictures of docs/architecture.md (docs/images), 360 CSS px wide, the phone's viewport: written only when
 * README_IMAGES=1 (`README_IMAGES=1 npx vitest run --config tests/e2e/vitest.config.ts
 * tests/e2e/hindi.e2e.ts` after `npm run build`), so a test run changes no tracked file.
 */
async function saveReadmeImage(page: Page, name: string): Promise<void> {
  if (process.env.README_IMAGES !== '1') return;
  const file = path.resolve(import.meta.dirname, '../../docs/images', `${name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, scale: 'css' });
}

/**
 * The app in Hindi (docs/decisions/010), on a 360 px phone: the player taps हिन्दी on the landing,
 * signs in, places a bid and goes to add funds, every screen passing axe, the tap-target and the
 * clipped-text checks (Devanagari needs more height than Latin). A cold reopen paints Hindi from
 * the first frame, and the side menu switches back to English.
 */

/** 22 November 2026, 10:00 IST: KALYAN (03:45 PM) is open for bids. */
const NOW_IST = '2026-11-22 10:00';
const NOW_MS = Date.parse('2026-11-22T10:00:00+05:30');
const MARKET = 'KALYAN';

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stack = await startStack('default');
  await stack.control('clock', { ist: NOW_IST });
  browser = await connectBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.close();
});

async function phone(): Promise<Page> {
  const { context, page } = await newPhone(browser, stack.baseUrl, NOW_MS);
  contexts.push(context);
  // Notes every English text of the footer or the landing that reaches the screen, from the very
  // first paint of each load: a stored Hindi must never flash English first.
  await page.addInitScript(
    (english: readonly string[]) => {
      const seen: string[] = ((window as unknown as { englishSeen: string[] }).englishSeen = []);
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        for (const word of english)
          if (text.includes(word) && !seen.includes(word)) seen.push(word);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [en.myBids, en.footerWelcome, en.landingHeading, en.passbook],
  );
  return page;
}

const englishSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen);

describe('the app in Hindi', () => {
  it('is chosen on the landing, signs in, bids and adds funds in Hindi, and stays Hindi', async () => {
    const page = await phone();
    await page.goto('/');
    await page.getByRole('heading', { name: en.landingHeading }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { name: hi.landingHeading }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectScreenPasses(page, 'landing (hi)');

    // Sign in.
    await page.getByRole('main').getByRole('link', { name: hi.login }).click();
    await page.waitForURL('**/login');
    await page.getByLabel(hi.phoneNumber).fill(DEMO_PLAYER.mobile);
    await page.getByLabel(hi.password, { exact: true }).fill(DEMO_PLAYER.password);
    await expectScreenPasses(page, 'login (hi)');
    await page.getByRole('button', { name: hi.signIn }).click();
    await page.waitForURL('**/imp');
    await page.getByRole('button', { name: hi.playGameOf(MARKET) }).waitFor();
    await expectScreenPasses(page, 'home (hi)');
    await saveScreenshot(page, 'hindi-home');
    await saveReadmeImage(page, 'hindi-home');

    // A bid on Single Digit: the bid types keep their names, everything around them is Hindi.
    await page.getByRole('button', { name: hi.playGameOf(MARKET) }).click();
    await page.waitForURL('**/game');
    await page.getByRole('heading', { name: MARKET, level: 1 }).waitFor();
    await expectScreenPasses(page, 'game types (hi)');
    await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
    await page.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
    await page.getByLabel(hi.digit, { exact: true }).fill('5');
    await page.getByLabel(hi.points, { exact: true }).fill('10');
    await page.getByRole('button', { name: hi.proceed }).click();
    await page.getByRole('list', { name: hi.bids }).getByRole('listitem').waitFor();
    await expectScreenPasses(page, 'Single Digit (hi)');
    await page.getByRole('button', { name: hi.submitBids, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(hi.confirmBidWarning);
    await expect.poll(() => dialog.textContent()).toContain('22 नवंबर 2026');
    await expectScreenPasses(page, 'bid confirmation (hi)');
    await dialog.getByRole('button', { name: hi.submit }).click();
    await page.getByText(hi.bidPlaced).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Add funds, through the footer's Funds: UPI PAY up to its confirmation, cancelled.
    await page.getByRole('button', { name: hi.back, exact: true }).click();
    await page.waitForURL('**/game');
    await page.getByRole('button', { name: hi.back, exact: true }).click();
    await page.waitForURL('**/imp');
    await page.getByRole('contentinfo').getByRole('link', { name: hi.funds }).click();
    await page.waitForURL('**/imp9');
    await page.getByRole('region', { name: hi.paymentOptionsRegion }).waitFor();
    await page.getByRole('link', { name: hi.upiPay }).waitFor();
    await expectScreenPasses(page, 'add funds (hi)');
    await page.getByRole('link', { name: hi.upiPay }).click();
    await page.waitForURL('**/payviaupi');
    const amount = page.getByPlaceholder(hi.minimumDeposit(100));
    await amount.waitFor();
    await amount.fill('250');
    await page.getByRole('radio', { name: 'Google Pay' }).check();
    await expectScreenPasses(page, 'UPI PAY (hi)');
    await page.getByRole('button', { name: hi.addMoney }).click();
    const confirm = page.getByRole('dialog', { name: hi.confirmAddMoneyTitle });
    await confirm.getByText('₹250').waitFor();
    await expectScreenPasses(page, 'UPI PAY confirmation (hi)');
    await confirm.getByRole('button', { name: hi.cancel }).click();
    await confirm.waitFor({ state: 'detached' });

    // A cold start (a home-screen icon): Hindi from the first paint, no English flash, even with
    // the Hindi chunk slow to arrive (the app waits for it rather than paint English first). The
    // service worker and its caches go first, so the chunk comes over the (slowed) network.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.route(/\/assets\/hi-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await reopenApp(page, '/imp');
    await page.getByRole('contentinfo').getByText(hi.myBids).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await englishSeen(page)).toEqual([]);

    // The side menu offers the languages too: English brings the spec's texts back.
    await page.getByRole('button', { name: hi.openMenu }).click();
    const menu = page.getByRole('dialog', { name: hi.menu });
    await expectScreenPasses(page, 'side menu (hi)');
    await menu.getByRole('button', { name: 'English' }).click();
    await page.getByRole('contentinfo').getByText(en.myBids).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The market cards count down to their next cut-off (docs/architecture.md, "The provider's clock and result alerts").
    await page
      .getByText(/^Open closes in /)
      .first()
      .waitFor();
    await saveReadmeImage(page, 'countdown');
    expect(pageErrors(page)).toEqual([]);
  });
});
