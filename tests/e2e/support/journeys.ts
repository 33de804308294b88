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
