import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { messages } from '@matka/shared/messages';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import { signInThroughLogin } from './support/journeys';
import { expectScreenPasses } from './support/screen-checks';
import { startStack, type Stack } from './support/stack';

// A player's first journeys: sign-up, sign-in, markets updating on a declared result, the charts-only
// player, forgot password, logout. Every screen visited gets the screen checks (axe, tap targets,
// clipped text, focus): the OTP and reset steps, which only a form leads to, are checked here.

const DEMO = { mobile: '9876543210', password: 'demo1234' };
const CHARTS_ONLY = { mobile: '9123456780', password: 'demo1234' };

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  stack = await startStack();
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

async function freshPage(): Promise<Page> {
  ({ context, page } = await newPhone(browser, stack.baseUrl, stack.nowMs));
  return page;
}

afterEach(async () => {
  expect(pageErrors(page)).toEqual([]);
  await context.close();
});

async function expectAccessible(): Promise<void> {
  await expectScreenPasses(page, new URL(page.url()).pathname);
}

async function signIn(user: { mobile: string; password: string }): Promise<void> {
  await signInThroughLogin(page, user);
}

async function latestOtp(mobile: string, purpose: 'register' | 'forgot'): Promise<string> {
  const answer = await stack.control<{ otp: string }>('otp', { mobile, purpose });
  return answer.otp;
}

describe('signing up and in', () => {
  it('registers a new number through the OTP to home', async () => {
    await freshPage();
    await page.goto('/r');
    await expectAccessible();
    await page.getByLabel('Username').fill('Asha Patil');
    await page.getByLabel('Phone Number').fill('9811122233');
    await page.getByLabel('Password', { exact: true }).fill('secret99');
    await page.getByRole('button', { name: messages.createAccount }).click();

    await page.waitForURL('**/otpregister');
    await expect(page.getByRole('heading', { name: messages.verifyCodeTitle })).toBeTruthy();
    await expectAccessible();
    await page.getByLabel('Enter OTP').fill(await latestOtp('9811122233', 'register'));
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/imp');
    await page.getByRole('list', { name: 'Markets' }).waitFor();
    await expectAccessible();
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain('secret99');
    await saveScreenshot(page, 'auth-register-home');
  });

  it('shows a market result as soon as it is declared', async () => {
    await freshPage();
    await signIn(DEMO);
    const kalyan = page.getByRole('listitem', { name: 'KALYAN' });
    await expect(kalyan.getByLabel('Result').textContent()).resolves.toBe('***-**-***');
    await expect(kalyan.getByText(messages.marketOpen).count()).resolves.toBe(1);
    await expectAccessible();

    const login = await stack.provider<{ unique_token: string }>('api-user-login', {
      mobile: DEMO.mobile,
      password: DEMO.password,
      device_id: 'e2e',
    });
    const dashboard = await stack.provider<{ result: { game_id: string; game_name: string }[] }>(
      'api-get-dashboard-data',
      { unique_token: login.unique_token },
    );
    const gameId = dashboard.result.find((market) => market.game_name === 'KALYAN')?.game_id;
    await stack.control('result/main', { game_id: String(gameId), session: 'open', pana: '128' });

    // The 5 s poll brings the declared open result without a reload.
    await kalyan
      .getByLabel('Result')
      .filter({ hasText: '128-1*-***' })
      .waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'auth-markets-result');
  });

  it('gives the charts-only player no bidding, wallet or history entry point', async () => {
    await freshPage();
    await signIn(CHARTS_ONLY);
    await page.getByRole('list', { name: 'Markets' }).waitFor();
    await expect(page.getByRole('button', { name: /^Play Game/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: /^View Charts/ }).count()).resolves.toBeGreaterThan(
      0,
    );
    await expect(page.getByRole('link', { name: /^Wallet/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'ADD FUNDS' }).count()).resolves.toBe(0);
    await expectAccessible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.waitFor();
    const hiddenItems = [
      'Profile',
      'Add Funds',
      'Wallet',
      'Transfer Points',
      'Win History',
      'Bid History',
      'Histories',
      'How To Play',
      'Game Rates',
      'About Us',
      'Delete Account',
    ];
    for (const hidden of hiddenItems) {
      await expect(menu.getByRole('link', { name: hidden, exact: true }).count()).resolves.toBe(0);
    }
    for (const shown of ['Home', 'Market Charts', 'Change Password', 'Privacy Policy']) {
      await expect(menu.getByRole('link', { name: shown, exact: true }).count()).resolves.toBe(1);
    }
    await saveScreenshot(page, 'auth-charts-only');
  });

  it('resets a forgotten password and signs in with the new one', async () => {
    await freshPage();
    await page.goto('/forgotpass');
    await expectAccessible();
    await page.getByLabel('Phone Number').fill(CHARTS_ONLY.mobile);
    await page.getByRole('button', { name: messages.sendResetCode }).click();
    await page.waitForURL('**/otpforgotpass');
    await page.getByLabel('Enter OTP').waitFor();
    await expectAccessible();
    await page.getByLabel('Enter OTP').fill(await latestOtp(CHARTS_ONLY.mobile, 'forgot'));
    await page.getByRole('button', { name: messages.verifyAndContinue }).click();

    await page.waitForURL('**/change-password');
    await expectAccessible();
    await page.getByLabel('New Password', { exact: true }).fill('fresh-pass-1');
    await page.getByRole('textbox', { name: 'Confirm New Password' }).fill('fresh-pass-1');
    await page.getByRole('button', { name: messages.updatePassword }).click();
    await page.waitForURL('**/login');

    await signIn({ mobile: CHARTS_ONLY.mobile, password: 'fresh-pass-1' });
    await saveScreenshot(page, 'auth-reset-signed-in');
  });

  it('logs out, clearing the stored session', async () => {
    await freshPage();
    await signIn(DEMO);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('button', { name: messages.logout })
      .or(page.getByRole('link', { name: messages.logout }))
      .click();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    // Opening the app again, cold: the landing, not the home.
    await reopenApp(page, '/');
    await expect(page.url()).not.toContain('/imp');
    await saveScreenshot(page, 'auth-logged-out');
  });
});
