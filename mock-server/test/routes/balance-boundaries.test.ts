import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import type { ScenarioInput } from '../../src/seed';
import { bidBody, marketId } from '../bid-helpers';
import { createTestServer, istAt, type TestServer } from '../helper';

/**
 * The edge of the balance, through HTTP (docs/game-rules.md#money): a bid, a withdrawal and a
 * transfer of exactly the balance are taken, and one paisa more than the balance is refused with
 * nothing changed. The paisa comes from wins of a rate that does not divide (10 points at 3-10 pay
 * 33.33): 10 + 20 points won pay 99.99, on 10 points left of 40. A transfer is two passbook rows,
 * one on each side.
 */

const A = { mobile: '9000000001', password: 'pass-a-123' };
const B = { mobile: '9000000002', password: 'pass-b-123' };

const SCENARIO: ScenarioInput = {
  description: 'balance boundaries',
  settings: { min_withdrawal: 100 },
  rates: { main: { single_digit: [3, 10] } },
  users: [
    {
      name: 'Player A',
      mobile: A.mobile,
      password: A.password,
      google_pay_no: A.mobile,
      opening_balance: 40,
    },
    { name: 'Player B', mobile: B.mobile, password: B.password },
  ],
  markets: [
    {
      key: 'past',
      kind: 'main',
      name: 'PAST',
      open_time: '09:00 AM',
      close_time: '09:30 AM',
      // Open pana 258: open digit 5.
      results: [{ days_ago: 1, open: '258' }],
    },
    { key: 'late', kind: 'main', name: 'LATE', open_time: '11:00 PM', close_time: '11:30 PM' },
  ],
  bids: [10, 20].map((points) => ({
    user: A.mobile,
    market: 'past',
    days_ago: 1,
    bid_type: 'Single Digit' as const,
    session: 'Open' as const,
    digits: '5',
    points,
  })),
};

let s: TestServer;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  s = await createTestServer({ scenario: SCENARIO, now: istAt(12) });
  tokenA = await s.login(A.mobile, A.password);
  tokenB = await s.login(B.mobile, B.password);
});
afterAll(async () => {
  await s.close();
});

async function balanceMinor(mobile: string): Promise<number> {
  return Number((await s.post('/control/user', { mobile })).body['balance_minor']);
}

async function setWallet(mobile: string, points: number): Promise<void> {
  const answer = await s.post('/control/user/wallet', { mobile, wallet_amt: points });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

const bid = (points: number) =>
  s.call(
    'apiSubmitBid',
    bidBody(tokenA, 'main', marketId(s, 'LATE', 'main'), [
      { type: 'Single Digit', digits: '7', points, session: 'Open' },
    ]),
  );
const withdraw = (points: number) =>
  s.call('apiUserWithdrawFundRequest', {
    unique_token: tokenA,
    mobile: A.mobile,
    request_amount: points,
    payment_method: '2',
  });
const transfer = (points: number) =>
  s.call('apiUserTransferWalletBalance', {
    unique_token: tokenA,
    amount: points,
    mobile_no: B.mobile,
    transfer_note: '',
  });

describe('one paisa more than the balance (109.99 points, asked 110)', () => {
  it('starts from 109.99 points, won at a rate that does not divide', async () => {
    expect(await balanceMinor(A.mobile)).toBe(10_999);
  });

  it.each([
    ['a bid', () => bid(110), providerMessages.insufficientBalance],
    ['a withdrawal', () => withdraw(110), providerMessages.walletLimitExceeded],
    ['a transfer', () => transfer(110), providerMessages.transferNotEnoughPoints],
  ])('%s is refused, nothing changed', async (_what, send, msg) => {
    const before = s.snapshot();
    const answer = await send();
    expect(answer.status).not.toBe(200);
    expect(answer.body).toEqual({ status: false, msg });
    expect(s.snapshot()).toEqual(before);
  });
});

describe('exactly the balance (100 points, asked 100)', () => {
  it('a bid takes it all', async () => {
    await setWallet(A.mobile, 100);
    const answer = await bid(100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await balanceMinor(A.mobile)).toBe(0);
  });

  it('a withdrawal takes it all', async () => {
    await setWallet(A.mobile, 100);
    const answer = await withdraw(100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await balanceMinor(A.mobile)).toBe(0);
  });

  it('a transfer takes it all, one passbook row on each side', async () => {
    await setWallet(A.mobile, 100);
    const receiverBefore = await balanceMinor(B.mobile);
    const answer = await transfer(100);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await balanceMinor(A.mobile)).toBe(0);
    expect(await balanceMinor(B.mobile)).toBe(receiverBefore + 10_000);

    const passbook = async (token: string) => {
      const rows = (await s.call('apiWalletTransactionHistory', { unique_token: token })).body[
        'transaction_history'
      ] as { transaction_type: string; transaction_note: string; amount: number }[];
      return rows.filter((row) => row.transaction_note.startsWith('Transfer'));
    };
    // Newest first: the sender's debit (type 2) and the receiver's credit (type 1), 100 each.
    expect(await passbook(tokenA)).toEqual([
      expect.objectContaining({
        transaction_type: '2',
        transaction_note: `Transfer to ${B.mobile}`,
        amount: 100,
      }),
    ]);
    expect(await passbook(tokenB)).toEqual([
      expect.objectContaining({
        transaction_type: '1',
        transaction_note: `Transfer from ${A.mobile}`,
        amount: 100,
      }),
    ]);
  });
});
