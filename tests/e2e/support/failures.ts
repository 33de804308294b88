import { messages } from '@matka/shared/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack } from './stack';

/** The failure journeys' shared steps (docs/failures.md). */

export interface Fault {
  readonly http_500?: boolean;
  readonly malformed?: boolean;
  readonly latency_ms?: number;
  readonly times?: number;
}

export async function injectFault(stack: Stack, path: string, fault: Fault): Promise<void> {
  await stack.control('faults', { path, ...fault });
}

export async function clearFaults(stack: Stack): Promise<void> {
  await stack.control('faults/clear', {});
}

export function notAnswering(page: Page) {
  return page.getByRole('alert').filter({ hasText: messages.providerUnavailable });
}

export function offlineNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: messages.offlineTryAgain });
}

/** The wrong states a failing provider used to be shown as. */
export async function expectNoWrongState(page: Page): Promise<void> {
  for (const wrong of [
    messages.bettingDisabled,
    messages.noMarkets,
    messages.userNotRegistered,
    messages.noDataFoundUpper,
  ])
    expect(await page.getByText(wrong, { exact: true }).count(), wrong).toBe(0);
}

export async function tapTryAgain(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: messages.tryAgain }).click();
}

export async function marketsShown(page: Page): Promise<void> {
  await page.getByRole('list', { name: messages.markets }).waitFor();
}

/** `sent` comes from `page.waitForRequest`, set up before the tap that sends the call. */
export async function outwaitTimeout(page: Page, sent: Promise<unknown>): Promise<void> {
  await sent;
  await page.clock.fastForward(16_000);
}

/** Its path is the same in both profiles. */
const isDashboard = (response: { url(): string }) =>
  new URL(response.url()).pathname.endsWith('/api-get-dashboard-data');

/** Each poll fails with its one retry a second later, brought on by the page's clock. */
export async function letDashboardPollsFail(page: Page, polls: number): Promise<void> {
  for (let poll = 0; poll < polls; poll++) {
    for (const stepMs of [5_000, 1_000]) {
      const answered = page.waitForResponse(isDashboard);
      await page.clock.fastForward(stepMs);
      expect((await answered).status()).toBeGreaterThanOrEqual(500);
    }
  }
}

/**
 * A tap on Try again would race the polls: one in flight disables the button, then takes the
 * failure away.
 */
export async function recoverByNextPoll(page: Page, stack: Stack): Promise<void> {
  await clearFaults(stack);
  const answered = page.waitForResponse((r) => isDashboard(r) && r.status() === 200);
  await page.clock.fastForward(5_000);
  await answered;
}

export async function watchFailurePanel(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ({ text, label }) => {
      const shown = () =>
        Array.from(document.querySelectorAll('[role="alert"]')).some(
          (alert) =>
            (alert.textContent ?? '').includes(text) &&
            Array.from(alert.querySelectorAll('button')).some((b) => b.textContent === label),
        );
      const page = window as unknown as { failureGone: number };
      page.failureGone = shown() ? 0 : 1;
      new MutationObserver(() => {
        if (!shown()) page.failureGone += 1;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { text, label: messages.tryAgain },
  );
  return () => page.evaluate(() => (window as unknown as { failureGone: number }).failureGone);
}
