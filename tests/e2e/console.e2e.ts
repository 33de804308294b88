import { consoleMessages as t, messages } from '@matka/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import { consoleStatus, openConsole, openConsoleSection } from './support/console';
import {
  DEMO_PLAYER,
  expectAccessible,
  expectWalletShown,
  goHome,
  openHistory,
  signInThroughLogin,
} from './support/journeys';
import { DEFAULT_NOW_MS, startStack, type Stack } from './support/stack';

/**
 * The testers' console (docs/for-testers.md, "The console") beside a player's phone, two contexts
 * of one browser on one mock: docs/for-testers.md's walk from a bid on a night market to its win declared in
 * the console, each result on the phone within one poll of the dashboard (5 s); a withdrawal the
 * console approves shows Approved in the phone's withdraw history. 10 March 2026, 12:00 PM IST:
 * KING DAY NIGHT (11:59 PM - 11:58 PM) takes Close bids of the day it opened, 9 March.
 */

const NIGHT_MARKET = 'KING DAY NIGHT';
const NIGHT_MARKET_DAY = '2026-03-09';
/** One dashboard poll (5 s) and the answer's way back, on a busy 2-core machine. */
const ONE_POLL_MS = 7_000;

let browser: Browser;
let stack: Stack | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
});
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  await stack?.close();
  stack = undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function phoneAndConsole(): Promise<{ phone: Page; tester: Page; s: Stack }> {
  const s = await startStack({ scenario: 'default', nowMs: DEFAULT_NOW_MS });
  stack = s;
  const phone = await newPhone(browser, s.baseUrl, DEFAULT_NOW_MS);
  contexts.push(phone.context);
  await signInThroughLogin(phone.page);
  const tester = await openConsole(browser, s.baseUrl, s.controlToken);
  contexts.push(tester.context);
  return { phone: phone.page, tester: tester.page, s };
}

/** The phone's home card of a market: its result as shown. */
function cardResult(phone: Page, market: string) {
  return phone.getByRole('listitem', { name: market }).getByRole('group', { name: 'Result' });
}

/** Places one Close-session Single Digit line of `points` on the market, through its screens. */
async function bidSingleDigitClose(phone: Page, market: string, digit: string, points: string) {
  const card = phone.getByRole('listitem', { name: market });
  await card.getByRole('button', { name: `${messages.playGame}: ${market}` }).click();
  await phone.waitForURL('**/game');
  await phone.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await phone.getByRole('heading', { name: 'Single Digit', level: 1 }).waitFor();
  expect(await phone.getByRole('radio', { name: 'Close' }).isChecked()).toBe(true);
  await phone.getByLabel('Digit', { exact: true }).fill(digit);
  await phone.getByLabel('Points', { exact: true }).fill(points);
  await phone.getByRole('button', { name: 'Proceed' }).click();
  await phone.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = phone.getByRole('dialog', { name: market });
  await dialog.getByRole('button', { name: messages.submit }).click();
  await phone.getByText(messages.bidPlaced).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** In the console: declares a pana for the market's day with the picker (digit, then pana). */
async function declareWithPicker(
  tester: Page,
  session: 'Open' | 'Close',
  digit: string,
  pana: string,
  shown: string,
): Promise<void> {
  const form = tester.getByRole('region', { name: t.declareTitle(NIGHT_MARKET) });
  await form
    .getByRole('radio', { name: session === 'Open' ? t.sessionOpen : t.sessionClose })
    .check();
  await form.getByRole('group', { name: t.panaDigit }).getByRole('button', { name: digit }).click();
  await form.getByRole('button', { name: pana, exact: true }).click();
  await expect.poll(() => form.getByTestId('chosen-result').textContent()).toBe(shown);
  await form.getByRole('button', { name: t.declare, exact: true }).click();
}

describe('the console beside a player', () => {
  it('a night-market win: the bid waits in the console, each declared result reaches the phone within one poll', async () => {
    const { phone, tester } = await phoneAndConsole();
    await expectWalletShown(phone, 10000);
    await expect.poll(() => cardResult(phone, NIGHT_MARKET).textContent()).toBe('***-**-***');
    await bidSingleDigitClose(phone, NIGHT_MARKET, '8', '100');
    await expectWalletShown(phone, 9900);
    await goHome(phone);

    const row = tester.getByRole('row', { name: new RegExp(`^${NIGHT_MARKET}`) });
    await row.getByText(t.waitingLines(1, '100', 'close', NIGHT_MARKET_DAY)).waitFor();
    await expectAccessible(tester, 'console markets');
    await row.getByRole('button', { name: t.declareFor(NIGHT_MARKET) }).click();
    const form = tester.getByRole('region', { name: t.declareTitle(NIGHT_MARKET) });
    expect(await form.getByLabel(t.resultDay).inputValue()).toBe(NIGHT_MARKET_DAY);
    await form.getByRole('cell', { name: DEMO_PLAYER.mobile }).waitFor();

    await declareWithPicker(tester, 'Open', '6', '123', '123-6');
    await consoleStatus(tester)
      .getByText(t.declared(NIGHT_MARKET, NIGHT_MARKET_DAY, 0, 0, '0'))
      .waitFor();
    let declaredAt = Date.now();
    await cardResult(phone, NIGHT_MARKET).getByText('123-6*-***').waitFor({ timeout: ONE_POLL_MS });
    expect(Date.now() - declaredAt).toBeLessThan(ONE_POLL_MS);

    // The close: the picker's preview says what the line will win before it is declared.
    await form.getByRole('radio', { name: t.sessionClose }).check();
    await form.getByRole('group', { name: t.panaDigit }).getByRole('button', { name: '8' }).click();
    await form.getByRole('button', { name: '350', exact: true }).click();
    await form.getByRole('cell', { name: t.wouldWin('950') }).waitFor();
    await expectAccessible(tester, 'console declare form');
    await saveScreenshot(tester, 'console-declare');
    await form.getByRole('button', { name: t.declare, exact: true }).click();
    await consoleStatus(tester)
      .getByText(t.declared(NIGHT_MARKET, NIGHT_MARKET_DAY, 1, 0, '950'))
      .waitFor();
    declaredAt = Date.now();
    await cardResult(phone, NIGHT_MARKET).getByText('123-68-350').waitFor({ timeout: ONE_POLL_MS });
    await expectWalletShown(phone, 10850);
    expect(Date.now() - declaredAt).toBeLessThan(ONE_POLL_MS);
    await row.getByText(t.noneWaiting).waitFor();

    // The player finds the win under the day the market opened.
    await openHistory(phone, 'Main Win-History');
    await phone.getByLabel('From', { exact: true }).fill(NIGHT_MARKET_DAY);
    await phone.getByRole('button', { name: 'Submit' }).click();
    await phone.getByText(NIGHT_MARKET).first().waitFor();
    await phone.getByText('950').first().waitFor();
    await saveScreenshot(phone, 'console-win-on-the-phone');
    expect(pageErrors(phone)).toEqual([]);
    expect(pageErrors(tester)).toEqual([]);
  }, 120_000);

  it('a withdrawal approved in the console shows Approved in the phone withdraw history', async () => {
    const { phone, tester } = await phoneAndConsole();
    await phone.getByRole('link', { name: 'WITHDRAW', exact: true }).click();
    await phone.waitForURL('**/withdraw');
    await phone
      .getByRole('option', { name: 'Google Pay (9876543210)' })
      .waitFor({ state: 'attached' });
    await phone.getByLabel('Points', { exact: true }).fill('600');
    await phone.getByLabel('Payment Method').selectOption({ label: 'Google Pay (9876543210)' });
    await phone.getByRole('button', { name: 'Withdraw Now' }).click();
    await phone.getByText(messages.withdrawRequestSent).first().waitFor();

    await openConsoleSection(tester, t.money);
    const withdrawals = tester.getByRole('table', { name: t.withdrawals });
    const row = withdrawals.getByRole('row', { name: new RegExp(DEMO_PLAYER.mobile) });
    await row.getByRole('cell', { name: '600', exact: true }).waitFor();
    await expectAccessible(tester, 'console money requests');
    const id = (await row.getByRole('cell').first().textContent()) ?? '';
    await row.getByRole('button', { name: t.approveWithdrawal(id) }).click();
    // It asks first: the question names the request, its player and its points.
    const question = tester.getByRole('alertdialog', { name: t.confirmTitle });
    await question.getByText(t.confirmApproveWithdrawal(id, DEMO_PLAYER.mobile, '600')).waitFor();
    await expectAccessible(tester, 'console confirmation');
    await question.getByRole('button', { name: t.approveYes }).click();
    await consoleStatus(tester)
      .getByText(t.withdrawalApproved(id, DEMO_PLAYER.mobile, '600'))
      .waitFor();
    await withdrawals.getByText(t.noRequests).waitFor();

    await phone.waitForURL('**/imp');
    await phone.getByRole('link', { name: 'WITHDRAW', exact: true }).click();
    await phone.waitForURL('**/withdraw');
    await phone.getByRole('link', { name: 'Withdraw History', exact: true }).click();
    await phone.waitForURL('**/withdrawhistory');
    await phone.getByText(messages.withdrawStatusApproved).first().waitFor();
    await saveScreenshot(phone, 'console-withdrawal-approved');
    expect(pageErrors(phone)).toEqual([]);
    expect(pageErrors(tester)).toEqual([]);
  }, 120_000);

  it('on a 412 px phone every column of Markets and Players is on screen', async () => {
    const s = await startStack({ scenario: 'default', nowMs: DEFAULT_NOW_MS });
    stack = s;
    const tester = await openConsole(browser, s.baseUrl, s.controlToken);
    contexts.push(tester.context);
    const page = tester.page;
    await page.setViewportSize({ width: 412, height: 900 });
    const row = page.getByRole('row', { name: new RegExp(`^${NIGHT_MARKET}`) });
    const declare = row.getByRole('button', { name: t.declareFor(NIGHT_MARKET) });
    await declare.waitFor();
    /** Whether the element lies within the page's 412 px, nothing clipped or scrolled away. */
    const onScreen = async (locator: ReturnType<Page['locator']>) => {
      const box = await locator.boundingBox();
      const scrolls = await locator.evaluate((element) => {
        const box = element.closest('.table-scroll');
        return box !== null && box.scrollWidth > box.clientWidth;
      });
      return box !== null && box.x >= 0 && box.x + box.width <= 412 && !scrolls;
    };
    expect(await onScreen(row.locator('td.result'))).toBe(true);
    expect(await onScreen(declare)).toBe(true);
    expect(await onScreen(row.getByRole('button', { name: t.stopBidsToday(NIGHT_MARKET) }))).toBe(
      true,
    );
    await saveScreenshot(page, 'console-markets-412');

    await openConsoleSection(page, t.players);
    const set = page.getByRole('button', { name: t.setWallet(DEMO_PLAYER.mobile) });
    await set.waitFor();
    expect(await onScreen(set)).toBe(true);
    // Set wallet with no amount says what it needs instead of doing nothing.
    await set.click();
    await consoleStatus(page).getByText(t.walletAmountNeeded(DEMO_PLAYER.mobile)).waitFor();
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
