import { messages } from '@matka/shared/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Stack } from './stack';

/**
 * The failure journeys' shared steps (docs/failures.md): faults injected through the mock's control
 * API, and what a player must see, and must not see, when the provider fails.
 */

/** A fault of the control API (`control/faults`) on one provider path. */
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

/** The failure panel (or the write's message) saying the provider is not answering. */
export function notAnswering(page: Page) {
  return page.getByRole('alert').filter({ hasText: messages.providerUnavailable });
}

/** The failure panel saying the player is offline. */
export function offlineNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: messages.offlineTryAgain });
}

/**
 * None of the wrong states a failing provider used to be shown as: a disabled account, no
 * markets, an unknown player, an empty history.
 */
export async function expectNoWrongState(page: Page): Promise<void> {
  for (const wrong of [
    messages.bettingDisabled,
    messages.noMarkets,
    messages.userNotRegistered,
    messages.noDataFoundUpper,
  ])
    expect(await page.getByText(wrong, { exact: true }).count(), wrong).toBe(0);
}

/** Taps Try again on the failure panel shown. */
export async function tapTryAgain(page: Page): Promise<void> {
  await page.getByRole('alert').getByRole('button', { name: messages.tryAgain }).click();
}

/** Waits for the home's market list. */
export async function marketsShown(page: Page): Promise<void> {
  await page.getByRole('list', { name: messages.markets }).waitFor();
}

/**
 * Lets the provider client's timeout pass on the page's clock, once the call to `path` has been
 * sent (`sent`, from `page.waitForRequest` set up before the tap that sends it).
 */
export async function outwaitTimeout(page: Page, sent: Promise<unknown>): Promise<void> {
  await sent;
  await page.clock.fastForward(16_000);
}

/** Whether a response is the dashboard's (its path is the same in both profiles). */
const isDashboard = (response: { url(): string }) =>
  new URL(response.url()).pathname.endsWith('/api-get-dashboard-data');

/**
 * Lets `polls` of the dashboard's polls (every 5 s) fail, each with its one retry a second later
 * (client query-client.ts), bringing each on with the page's clock.
 */
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
 * Clears the faults and brings on the dashboard's next poll (every 5 s), which answers by itself. A
 * tap on Try again would race the polls: one in flight disables the button, then answers and takes
 * the failure off the screen under the finger.
 */
export async function recoverByNextPoll(page: Page, stack: Stack): Promise<void> {
  await clearFaults(stack);
  // A poll already in flight may still fail: wait for an answer.
  const answered = page.waitForResponse((r) => isDashboard(r) && r.status() === 200);
  await page.clock.fastForward(5_000);
  await answered;
}

/**
 * Counts, from now on, each change of the page after which no failure panel with `text` and its
 * Try again is on it; returns a reader of the count.
 */
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
