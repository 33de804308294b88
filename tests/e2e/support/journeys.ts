import { messages } from '@matka/shared/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './browser';

/** The `default` scenario's betting player (README, "Demo accounts"). */
export const DEMO_PLAYER = { mobile: '9876543210', password: 'demo1234', name: 'Demo Player' };

/** Signs in through the login screen, as a player does, and waits for the home. */
export async function signInThroughLogin(
  page: Page,
  player: { readonly mobile: string; readonly password: string } = DEMO_PLAYER,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone Number').fill(player.mobile);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: messages.signIn }).click();
  await page.waitForURL('**/imp');
}

/** No serious or critical axe violation on the screen shown now. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousA11yViolations(page), screen).toEqual([]);
}

/** Waits until the top bar's wallet shows `points` (two decimals when not whole). */
export async function expectWalletShown(page: Page, points: number): Promise<void> {
  const shown = Number.isInteger(points) ? String(points) : points.toFixed(2);
  await page.getByRole('link', { name: `Wallet: ${shown} points` }).waitFor({ timeout: 15_000 });
}

/*
 * Moving the way a player does, by tapping what the screen shows: after sign-in `page.goto` throws
 * (`guardTypedUrls` in browser.ts). Each helper taps and waits for the address to change; the
 * caller then waits for what the new screen shows, since a screen's code may still be loading when
 * its address is already there.
 */

/** The footer items of a betting player; Support opens a dialog. */
export type FooterItem = 'My Bids' | 'Funds' | 'Home' | 'Passbook';

/** Whether the page shows `path` now (React Router matches paths case-insensitively). */
function isAt(page: Page, path: string): boolean {
  return new URL(page.url()).pathname.toLowerCase() === path.toLowerCase();
}

async function tapAndWaitForNewAddress(page: Page, tap: () => Promise<void>): Promise<void> {
  const before = page.url();
  await tap();
  await page.waitForURL((url) => url.href !== before);
}

/**
 * Closes the toasts on screen with their close buttons, as a player does who wants the top bar
 * under them (a toast spans the top of a phone-wide screen), and waits until they are gone.
 * Without it a tap on Back or the menu waits out the toast's auto-close (3-5 s).
 */
async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.Toastify__toast');
  const shown = await toasts.all();
  if (shown.length === 0) return;
  for (const toast of shown)
    await toast
      .getByRole('button', { name: messages.closeNotification, exact: true })
      .click({ timeout: 1000 })
      .catch(() => undefined);
  await expect.poll(() => toasts.count(), { timeout: 10_000 }).toBe(0);
}

/** Taps the top bar's back button. */
export async function tapBack(page: Page): Promise<void> {
  await dismissToasts(page);
  await tapAndWaitForNewAddress(page, () =>
    page.getByRole('button', { name: 'Back', exact: true }).click(),
  );
}

/** Taps Back until the screen at `path` shows, the way the player came (at most `maxTaps`). */
export async function tapBackTo(page: Page, path: string, maxTaps = 6): Promise<void> {
  for (let taps = 0; taps < maxTaps && !isAt(page, path); taps += 1) await tapBack(page);
  if (!isAt(page, path)) throw new Error(`${maxTaps} taps on Back did not reach ${path}`);
}

function footerLink(page: Page, item: FooterItem) {
  return page
    .getByRole('navigation', { name: 'Footer menu' })
    .getByRole('link', { name: item, exact: true });
}

/**
 * Goes home (/imp) from any signed-in screen: the footer's Home where the screen has a footer,
 * else Back until one has (full-page screens have no footer).
 */
export async function goHome(page: Page, maxTaps = 8): Promise<void> {
  for (let taps = 0; taps < maxTaps; taps += 1) {
    if (isAt(page, '/imp')) return;
    const home = footerLink(page, 'Home');
    if (await home.isVisible()) {
      await tapAndWaitForNewAddress(page, () => home.click());
      return;
    }
    await tapBack(page);
  }
  if (!isAt(page, '/imp')) throw new Error(`Could not get home from ${page.url()}`);
}

/** Taps a footer item, going home first when the screen shown has no footer. */
export async function openFromFooter(page: Page, item: FooterItem): Promise<void> {
  const link = footerLink(page, item);
  if (!(await link.isVisible())) await goHome(page);
  if (item === 'Home' && isAt(page, '/imp')) return;
  await tapAndWaitForNewAddress(page, () => link.click());
}

/**
 * Opens the side menu with the top bar's menu button (going home first when the screen shown has
 * none) and taps `item` ('Histories', 'Transfer Points', 'Game Rates' ...).
 */
export async function openSideMenuItem(page: Page, item: string): Promise<void> {
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  if (!(await menuButton.isVisible())) await goHome(page);
  await dismissToasts(page);
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: item, exact: true })
    .click();
  await menu.waitFor({ state: 'detached' });
}

/**
 * Opens one of the /histories menu's entries ('Main Bid-History', 'Wallet History' ...), reaching
 * the menu through the side menu's Histories unless it is on screen.
 */
export async function openHistory(page: Page, entry: string): Promise<void> {
  const histories = page.getByRole('navigation', { name: 'Histories' });
  if (!(await histories.isVisible())) await openSideMenuItem(page, 'Histories');
  await tapAndWaitForNewAddress(page, () =>
    histories.getByRole('link', { name: entry, exact: true }).click(),
  );
}
