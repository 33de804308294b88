import { messages } from '@matka/shared/messages';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import {
  DEMO_PLAYER,
  expectAccessible,
  expectWalletShown,
  openFromFooter,
  signInThroughLogin,
} from './support/journeys';
import { SESSION_KEYS } from '../../client/src/lib/storage-keys';
import { startStack, type Stack } from './support/stack';

/**
 * A session the provider ends (SECURITY.md "Sessions"): the player is signed in on the passbook,
 * an operator expires their sessions through the control API, and the next 5 s poll of the top
 * bar's wallet signs them out once, with the message, on the sign-in screen, with none of their
 * data left on screen or in the browser. Signing in again works.
 */

let stack: Stack;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  stack = await startStack('default');
  browser = await connectBrowser();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

describe('a session the provider ends', () => {
  it('signs the player out at the next poll, with a clear message and no stale data', async () => {
    const phone = await newPhone(browser, stack.baseUrl, stack.nowMs);
    context = phone.context;
    const { page } = phone;
    await signInThroughLogin(page);
    await expectWalletShown(page, 10000);
    await openFromFooter(page, 'Passbook');
    const passbookRow = page.getByText('Opening balance').first();
    await passbookRow.waitFor();

    const expired = await stack.control<{ expired: number }>('user/expire-sessions', {
      mobile: DEMO_PLAYER.mobile,
    });
    expect(expired.expired).toBe(1);

    // The top bar polls the dashboard every 5 s: the next poll is refused and ends the session.
    await page.getByText(messages.sessionEnded).waitFor({ timeout: 15_000 });
    await page.waitForURL('**/login');
    expect(await page.getByText(messages.sessionEnded).count()).toBe(1);
    expect(await page.getByRole('link', { name: /Wallet:/ }).count()).toBe(0);
    expect(await page.getByText('Opening balance').count()).toBe(0);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEYS.token),
    ).toBeNull();
    await saveScreenshot(page, 'session-ended');
    await expectAccessible(page, 'sign-in after the session ended');

    await signInThroughLogin(page);
    await expectWalletShown(page, 10000);
    expect(pageErrors(page)).toEqual([]);
  });
});
