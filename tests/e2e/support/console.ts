import type { Browser, BrowserContext, Page } from 'playwright-core';
import { consoleMessages } from '@matka/shared/messages';
import { reportPolicyViolations } from './browser';

/**
 * The testers' console in a desktop-sized context of its own (beside a player's phone in another
 * context of the same browser), opened at the address the mock prints at start: `/console`, with
 * the control token in the fragment when the mock has one.
 */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  controlToken?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  await reportPolicyViolations(page, problems);
  (page as Page & { problems?: string[] }).problems = problems;
  const fragment = controlToken === undefined ? '' : `#token=${encodeURIComponent(controlToken)}`;
  await page.goto(`/console${fragment}`);
  await page.getByRole('heading', { name: consoleMessages.title, level: 1 }).waitFor();
  return { context, page };
}

/** The console's status line: what its last action did. */
export function consoleStatus(page: Page) {
  return page.getByRole('status', { name: consoleMessages.lastAction });
}

/** Opens one of the console's sections (Markets, Players, Money requests ...). */
export async function openConsoleSection(page: Page, section: string): Promise<void> {
  await page
    .getByRole('navigation', { name: consoleMessages.tabs })
    .getByRole('button', { name: section, exact: true })
    .click();
  await page.getByRole('main', { name: section }).waitFor();
}
