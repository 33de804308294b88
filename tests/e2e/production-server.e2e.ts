import { endpointPaths } from '@matka/shared/contract/request';
import { messages } from '@matka/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../client/src/lib/storage-keys';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import { DEMO_PLAYER, signInThroughLogin } from './support/journeys';
import { APP_KEY, startStack, type Stack } from './support/stack';

/**
 * The app through the production server (`npm run serve`, server/) in front of the mock, as a
 * deployment runs it: its Content-Security-Policy must let the app sign in, bid and show the
 * wallet with no violation and no console error. (No axe here: axe-core is injected as an inline
 * script, which this policy rightly refuses.)
 */

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack({ via: 'serve' });
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/**
 * Every `securitypolicyviolation` the page's documents see, from before their first script, and
 * every console error (Chromium also logs each violation there).
 */
async function watchForPolicyProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (violation: string) =>
    problems.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

describe('the app through the production server', () => {
  it('signs in, places a bid and opens the wallet under its CSP, with no violation', async () => {
    const { context, page } = await newPhone(browser, stack.baseUrl, stack.nowMs);
    const problems = await watchForPolicyProblems(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });

    const landing = await page.goto('/');
    // index.html carries the base styles inline (client/build/inline-entry-css.ts).
    const inlineStyles = await page.evaluate(
      () => document.head.querySelector('style')?.textContent ?? '',
    );
    expect(inlineStyles).toContain('.app-column');
    const policy = landing?.headers()['content-security-policy'] ?? '';
    // The pages' inline scripts (the first-paint pair, the preload list, visitors' code loaders).
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3,};/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(landing?.headers()['cache-control']).toBe('no-cache');

    await signInThroughLogin(page);
    // The provider's slider image, an absolute URL on its own host, loads (img-src).
    const slide = page.locator('.slider__slide img').first();
    await slide.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.slider__slide img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    const slideSource = (await slide.getAttribute('src')) ?? '';
    expect(new URL(slideSource).origin).not.toBe(new URL(stack.baseUrl).origin);

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
    // react-toastify puts its styles in a <style> element when the first toast shows.
    await page.locator('.Toastify__toast', { hasText: messages.bidPlaced }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: /^Wallet: / }).click();
    await page.waitForURL('**/imp7');
    await page.getByRole('link', { name: 'Withdraw Fund History' }).waitFor();

    // The service worker registered under the policy (worker-src).
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(worker).toBe(`${stack.baseUrl}/sw.js`);

    await saveScreenshot(page, 'production-server-wallet');
    // No lazy import fetched the inlined base styles again as a stylesheet of its own.
    expect(stylesheets.length).toBeGreaterThan(0);
    const fetched = await Promise.all(
      stylesheets.map(async (url) => (await context.request.get(url)).text()),
    );
    expect(fetched).not.toContain(inlineStyles);
    expect(problems).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    // The provider's cookies never reach the player.
    expect(await context.cookies()).toEqual([]);

    // The server logged the calls it forwarded, and neither the password nor the session token.
    const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
    const logs = stack.serverLogs?.() ?? '';
    expect(logs).toContain('"url":"/api-user-login"');
    expect(logs).toContain('"url":"/api-submit-bid"');
    expect(token).toBeTruthy();
    expect(logs).not.toContain(token);
    expect(logs).not.toContain(DEMO_PLAYER.password);
  });
});

describe('a write through the production server', () => {
  it('is answered with its own answer whatever unknown fields its body carries', async () => {
    const login = await stack.provider<{ unique_token: string }>(endpointPaths.apiUserLogin, {
      mobile: DEMO_PLAYER.mobile,
      password: DEMO_PLAYER.password,
      device_id: 'web',
    });
    const token = login.unique_token;
    // The lenient profile answers the amount as a string, as the real providers do.
    const balance = async () =>
      Number(
        (
          await stack.provider<{ wallet_amt: number | string }>(
            endpointPaths.apiUserWalletBalance,
            { unique_token: token },
          )
        ).wallet_amt,
      );
    const before = await balance();
    const extra = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`extra_${i}`, i]));
    const response = await fetch(`${stack.baseUrl}/${endpointPaths.apiUserTransferWalletBalance}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        env_type: 'Prod',
        app_key: APP_KEY,
        unique_token: token,
        amount: 150,
        mobile_no: '9123456780',
        transfer_note: '',
        'note\n': 1,
        Ā: 1,
        ...extra,
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: boolean }).status).toBe(true);
    expect(await balance()).toBe(before - 150);
  });
});
