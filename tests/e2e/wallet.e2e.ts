import { messages, providerMessages } from '@matka/shared/messages';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, saveScreenshot } from './support/browser';
import {
  DEMO_PLAYER,
  expectAccessible,
  expectWalletShown,
  goHome,
  openFromFooter,
  openSideMenuItem,
  signInThroughLogin,
  tapBack,
} from './support/journeys';
import { startStack, type Stack } from './support/stack';

/**
 * Wallet and funds in a real browser: add funds by UPI (the confirmation, the upi:// link, the
 * pending request, its approval and the credit), withdraw outside and inside the window (then
 * cancel and approve through control, the passbook labelling the debit Pending, Cancelled and
 * Approved as it goes), add a UPI withdraw number through its OTP, and transfer points to the
 * charts-only player with both passbooks checked through the provider. After sign-in the player
 * only taps.
 */

const PLAYER = DEMO_PLAYER;
const RECEIVER = { mobile: '9123456780', password: 'demo1234', name: 'Chart Viewer' };
/** 22 November 2026, 12:00 IST: inside the default withdraw window (10:00 AM - 11:00 PM). */
const NOON_IST = '2026-11-22 12:00';
const NOON_MS = Date.parse('2026-11-22T12:00:00+05:30');
/** 08:00 IST the same day: before the window opens. */
const EARLY_IST = '2026-11-22 08:00';
const EARLY_MS = Date.parse('2026-11-22T08:00:00+05:30');

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface ControlUser {
  wallet_amt: number;
  balance_minor: number;
  ledger_sum_minor: number;
}
interface ControlWithdrawal {
  request_id: string;
  amount_minor: number;
  status: string;
  payment_method: string;
}
interface FundRow {
  request_id: string;
  request_amount: number | string;
  request_status: number | string;
}
interface PassbookRow {
  transaction_type: string;
  transaction_note: string;
  amount: number | string;
}
interface WithdrawRow {
  request_number: string;
  request_status: string;
  request_amount: number | string;
}

beforeAll(async () => {
  stack = await startStack('default');
  await stack.control('clock', { ist: NOON_IST });
  browser = await connectBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await stack?.close();
});

async function balanceMinor(mobile: string): Promise<number> {
  const user = await stack.control<ControlUser>('user', { mobile });
  expect(user.balance_minor).toBe(user.ledger_sum_minor);
  return user.balance_minor;
}

async function tokenOf(player: { mobile: string; password: string }): Promise<string> {
  const answer = await stack.provider<{ unique_token: string }>('api-user-login', {
    mobile: player.mobile,
    password: player.password,
    device_id: 'web',
  });
  return answer.unique_token;
}

/** The player's deposit requests: the spec's `fund_requests`, or the real providers' `fund_req_history`. */
async function fundRequests(token: string): Promise<FundRow[]> {
  const answer = await stack.provider<{
    fund_requests?: FundRow[];
    fund_req_history?: (Omit<FundRow, 'request_id'> & { fund_request_id: string | number })[];
  }>('api-fund-request-history', { unique_token: token });
  return (
    answer.fund_requests ??
    (answer.fund_req_history ?? []).map(({ fund_request_id, ...row }) => ({
      ...row,
      request_id: String(fund_request_id),
    }))
  );
}

async function passbook(token: string): Promise<PassbookRow[]> {
  const answer = await stack.provider<{ transaction_history: PassbookRow[] }>(
    'api-wallet-transaction-history',
    { unique_token: token },
  );
  // The lenient profile sends money as strings, as the real providers do.
  return answer.transaction_history.map((row) => ({ ...row, amount: Number(row.amount) }));
}

/** A signed-in phone whose clock reads `nowMs`; `window.open` records the links it is given. */
async function signedInPhone(nowMs: number): Promise<Page> {
  const { context, page } = await newPhone(browser, stack.baseUrl);
  contexts.push(context);
  await context.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { openedLinks: string[] }).openedLinks = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await page.clock.setFixedTime(nowMs);
  await signInThroughLogin(page);
  return page;
}

async function expectWalletMinor(page: Page, minor: number): Promise<void> {
  await expectWalletShown(page, minor / 100);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * Opens the Passbook from the footer and waits until its newest lines read `rows`: the note, the
 * amount (with its screen-reader word, 'Debit -600 pts') and the status badge.
 */
async function expectPassbookTop(page: Page, rows: readonly (readonly string[])[]): Promise<void> {
  await openFromFooter(page, 'Passbook');
  const lines = page.getByRole('list', { name: 'Passbook' }).getByRole('listitem');
  const newest = async () => {
    const shown: string[][] = [];
    for (const line of (await lines.all()).slice(0, rows.length)) {
      const parts = ['.ledger-row__note', '.ledger-row__amount', '.status-badge'];
      shown.push(
        await Promise.all(
          parts.map(async (part) => (await line.locator(part).textContent()) ?? ''),
        ),
      );
    }
    return shown;
  };
  await expect.poll(newest).toEqual(rows);
  await expectAccessible(page, 'passbook');
}

describe('wallet and funds', () => {
  it('adds funds by UPI: a confirmation, the upi:// link, a pending request, approval credits wallet and passbook', async () => {
    const page = await signedInPhone(NOON_MS);
    const token = await tokenOf(PLAYER);
    const before = await balanceMinor(PLAYER.mobile);
    await expectWalletMinor(page, before);

    await page.getByRole('link', { name: 'ADD FUNDS' }).click();
    await page.waitForURL('**/imp9');
    const options = page.getByRole('region', { name: 'Payment options' });
    await options.getByRole('link', { name: 'UPI PAY' }).waitFor();
    await options.getByRole('link', { name: 'QR PAY' }).waitFor();
    await expectAccessible(page, 'add funds');

    await page.getByRole('link', { name: 'UPI PAY' }).click();
    await page.waitForURL('**/payviaupi');
    const amount = page.getByPlaceholder('Minimum deposit: ₹100');
    await amount.waitFor();
    await expectAccessible(page, 'UPI PAY');
    const addMoney = page.getByRole('button', { name: 'Add Money' });
    expect(await addMoney.isDisabled()).toBe(true);
    await amount.fill('250');
    await page.getByRole('radio', { name: 'Google Pay' }).check();

    // Add Money asks first: cancelled, nothing is paid or requested.
    await addMoney.click();
    const confirm = page.getByRole('dialog', { name: messages.confirmAddMoneyTitle });
    await confirm.getByText('₹250').waitFor();
    await confirm.getByText('Google Pay').waitFor();
    await expectAccessible(page, 'UPI PAY confirmation');
    await confirm.getByRole('button', { name: messages.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks),
    ).toEqual([]);

    await addMoney.click();
    await confirm.getByRole('button', { name: messages.confirm }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { openedLinks: string[] }).openedLinks))
      .toEqual([
        `upi://pay?pa=matka.mock%40upi&pn=Demo%20Player&am=250.00&cu=INR&tn=Add%20Funds&tr=txn${NOON_MS}`,
      ]);

    const pending = async () =>
      (await fundRequests(token)).find(
        (row) => Number(row.request_amount) === 250 && String(row.request_status) === '0',
      );
    await expect.poll(pending, { timeout: 10_000 }).toBeDefined();
    const request = await pending();

    await stack.control('fund-request', { request_id: request?.request_id, action: 'approve' });
    expect(await balanceMinor(PLAYER.mobile)).toBe(before + 25_000);
    const history = await fundRequests(token);
    expect(
      String(history.find((row) => row.request_id === request?.request_id)?.request_status),
    ).toBe('2');
    expect(await passbook(token)).toContainEqual(
      expect.objectContaining({
        transaction_type: '1',
        transaction_note: 'Fund request approved',
        amount: 250,
      }),
    );

    // UPI PAY shows no wallet; back on Add Funds the top bar has the new balance.
    expect(await page.getByRole('link', { name: /^Wallet:/ }).count()).toBe(0);
    await saveScreenshot(page, 'wallet-upi-add-funds');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/imp9');
    await expectWalletMinor(page, before + 25_000);

    await page
      .getByRole('region', { name: 'Payment options' })
      .getByRole('link', { name: messages.qrPay })
      .click();
    await page.waitForURL('**/qrpay');
    await page.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
    await page.getByText('matka.mock@upi').waitFor();
    await expectAccessible(page, 'QR PAY');
    expect(pageErrors(page)).toEqual([]);
  });

  it('refuses a withdrawal outside the window, sends one inside, and shows cancel and approve', async () => {
    await stack.control('clock', { ist: EARLY_IST });
    const page = await signedInPhone(EARLY_MS);
    const token = await tokenOf(PLAYER);
    const withdrawals = async () =>
      (
        await stack.control<{ withdrawals: ControlWithdrawal[] }>('user/withdrawals', {
          mobile: PLAYER.mobile,
        })
      ).withdrawals;
    const countBefore = (await withdrawals()).length;
    const before = await balanceMinor(PLAYER.mobile);

    await page.getByRole('link', { name: 'WITHDRAW', exact: true }).click();
    await page.waitForURL('**/withdraw');
    await page.getByText('10:00 AM - 11:00 PM').waitFor();
    await page
      .getByRole('option', { name: 'Google Pay (9876543210)' })
      .waitFor({ state: 'attached' });
    await expectAccessible(page, 'withdraw');
    await page.getByLabel('Points', { exact: true }).fill('600');
    await page.getByLabel('Payment Method').selectOption({ label: 'Google Pay (9876543210)' });
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await toast(page, messages.withdrawOutsideHours);
    expect(await withdrawals()).toHaveLength(countBefore);

    await stack.control('clock', { ist: NOON_IST });
    await page.clock.setFixedTime(NOON_MS);
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await toast(page, messages.withdrawRequestSent);
    await page.waitForURL('**/imp');
    const [first] = await withdrawals();
    expect(first).toMatchObject({ amount_minor: 60_000, status: '0', payment_method: '2' });
    expect(await balanceMinor(PLAYER.mobile)).toBe(before - 60_000);
    await expectWalletMinor(page, before - 60_000);
    // Not paid out yet: the passbook's debit is pending, not approved.
    await expectPassbookTop(page, [
      ['Withdraw request', 'Debit -600 pts', messages.withdrawStatusPending],
    ]);

    await stack.control('withdrawal', { request_id: first?.request_id, action: 'cancel' });
    const statusOf = async (id: string | undefined) => {
      const answer = await stack.provider<{ withdrawdata: WithdrawRow[] }>(
        'api-user-withdraw-transaction-history',
        { unique_token: token, mobile_no: PLAYER.mobile },
      );
      return answer.withdrawdata.find((row) => row.request_number === id)?.request_status;
    };
    expect(await statusOf(first?.request_id)).toBe('1');
    expect(await balanceMinor(PLAYER.mobile)).toBe(before);
    // The cancelled debit and its refund, newest first (the passbook is open: it refetches on
    // the tap that opens it again).
    await tapBack(page);
    await expectPassbookTop(page, [
      ['Withdraw request cancelled', 'Credit +600 pts', messages.withdrawStatusCancelled],
      ['Withdraw request', 'Debit -600 pts', messages.withdrawStatusCancelled],
    ]);
    await goHome(page);
    await page.getByRole('link', { name: 'WITHDRAW', exact: true }).click();
    await page.getByRole('link', { name: 'Withdraw History', exact: true }).click();
    await page.waitForURL('**/withdrawhistory');
    await page.getByText(messages.withdrawStatusCancelled).first().waitFor();
    await expectAccessible(page, 'withdraw history');

    await tapBack(page);
    await page.waitForURL('**/withdraw');
    await page.getByRole('option', { name: 'Paytm (9876543210)' }).waitFor({ state: 'attached' });
    await page.getByLabel('Points', { exact: true }).fill('700');
    await page.getByLabel('Payment Method').selectOption({ label: 'Paytm (9876543210)' });
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await toast(page, messages.withdrawRequestSent);
    const [second] = await withdrawals();
    expect(second).toMatchObject({ amount_minor: 70_000, status: '0', payment_method: '3' });
    await stack.control('withdrawal', { request_id: second?.request_id, action: 'approve' });
    expect(await statusOf(second?.request_id)).toBe('2');
    expect(await balanceMinor(PLAYER.mobile)).toBe(before - 70_000);
    await page.waitForURL('**/imp');
    await page.getByRole('link', { name: 'WITHDRAW', exact: true }).click();
    await page.getByRole('link', { name: 'Withdraw History', exact: true }).click();
    await page.waitForURL('**/withdrawhistory');
    await page.getByText(messages.withdrawStatusApproved).first().waitFor();
    await expectPassbookTop(page, [
      ['Withdraw request', 'Debit -700 pts', messages.withdrawStatusApproved],
      ['Withdraw request cancelled', 'Credit +600 pts', messages.withdrawStatusCancelled],
      ['Withdraw request', 'Debit -600 pts', messages.withdrawStatusCancelled],
    ]);
    await saveScreenshot(page, 'wallet-withdraw');
    expect(pageErrors(page)).toEqual([]);
  });

  it('adds a PhonePe withdraw number through its OTP', async () => {
    const page = await signedInPhone(NOON_MS);
    const token = await tokenOf(PLAYER);

    await page.getByRole('link', { name: /^Wallet: / }).click();
    await page.waitForURL('**/imp7');
    await page.getByRole('link', { name: 'Withdraw Fund History' }).waitFor();
    await expectAccessible(page, 'wallet management');
    await page.getByRole('button', { name: /UPI Withdraw Methods/ }).click();
    await page.getByRole('button', { name: 'PhonePe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'PhonePe UPI Number' });
    await dialog.waitFor();
    await expectAccessible(page, 'UPI number modal');
    await dialog.getByLabel('PhonePe Number').fill('5000000003');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await dialog.getByText(messages.upiPhoneNotValid).waitFor();
    await dialog.getByLabel('PhonePe Number').fill('9000000003');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();

    await page.waitForURL('**/otpwithdraw');
    await page.getByRole('heading', { level: 1, name: 'Verify UPI' }).waitFor();
    await expectAccessible(page, 'Verify UPI');
    const { otp } = await stack.control<{ otp: string }>('otp', {
      mobile: PLAYER.mobile,
      purpose: 'forgot',
    });
    await page.getByLabel('Enter OTP').fill(otp === '0000' ? '1111' : '0000');
    await page.getByRole('button', { name: 'Verify UPI' }).click();
    await page.getByText(messages.enterValidOtp).waitFor();
    await page.getByLabel('Enter OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify UPI' }).click();
    await toast(page, messages.upiNumberAdded);
    await page.waitForURL('**/imp7');

    const details = await stack.provider<{
      payment_details: Record<string, string> | Record<string, string>[];
    }>('api-get-user-payment-details', { unique_token: token });
    // The lenient profile sends the one row in a list, as the real providers do.
    const saved = [details.payment_details].flat()[0];
    expect(saved).toMatchObject({
      phone_pay_number: '9000000003',
      google_pay_number: '9876543210',
      paytm_number: '9876543210',
    });
    await page.getByRole('link', { name: 'Withdraw Fund', exact: true }).click();
    await page.getByRole('option', { name: 'PhonePe (9000000003)' }).waitFor({ state: 'attached' });
    await saveScreenshot(page, 'wallet-upi-method');
    expect(pageErrors(page)).toEqual([]);
  });

  it('transfers points to the charts-only player; both passbooks show it', async () => {
    const page = await signedInPhone(NOON_MS);
    const senderToken = await tokenOf(PLAYER);
    const receiverToken = await tokenOf(RECEIVER);
    const senderBefore = await balanceMinor(PLAYER.mobile);
    const receiverBefore = await balanceMinor(RECEIVER.mobile);

    await openSideMenuItem(page, 'Transfer Points');
    await page.waitForURL('**/transfer');
    const form = page.getByRole('form', { name: 'Transfer Points' });
    await form.waitFor();
    await expectAccessible(page, 'transfer');
    await form.getByLabel('Phone Number').fill(PLAYER.mobile);
    await form.getByLabel('Points', { exact: true }).fill('150');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await toast(page, messages.transferOwnNumber);
    await form.getByLabel('Phone Number').fill(RECEIVER.mobile);
    await form.getByLabel('Points', { exact: true }).fill('99');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await toast(page, messages.transferMinimum);

    await form.getByLabel('Points', { exact: true }).fill('150');
    await form.getByRole('button', { name: 'Transfer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Transfer' });
    await dialog.getByText(RECEIVER.name).waitFor();
    await expectAccessible(page, 'transfer confirmation');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, providerMessages.transferDone);
    await dialog.waitFor({ state: 'detached' });

    expect(await balanceMinor(PLAYER.mobile)).toBe(senderBefore - 15_000);
    expect(await balanceMinor(RECEIVER.mobile)).toBe(receiverBefore + 15_000);
    expect(await passbook(senderToken)).toContainEqual(
      expect.objectContaining({
        transaction_type: '2',
        transaction_note: `Transfer to ${RECEIVER.mobile}`,
        amount: 150,
      }),
    );
    expect(await passbook(receiverToken)).toContainEqual(
      expect.objectContaining({
        transaction_type: '1',
        transaction_note: `Transfer from ${PLAYER.mobile}`,
        amount: 150,
      }),
    );
    await expectWalletMinor(page, senderBefore - 15_000);
    await saveScreenshot(page, 'wallet-transfer');
    expect(pageErrors(page)).toEqual([]);
  });
});
