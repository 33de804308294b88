import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AMOUNT_STATUS } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import {
  createTestServer,
  DEMO,
  expectContract,
  istAt,
  ledgerMismatches,
  VIEWER,
  type TestServer,
} from '../helper';
import { balanceMinor } from '../bid-helpers';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(12) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

async function unchanged(
  run: () => Promise<{ status: number; body: Record<string, unknown> }>,
  status: number,
  msg?: string,
) {
  const before = s.snapshot();
  const answer = await run();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body['status']).toBe(false);
  if (msg !== undefined) expect(answer.body['msg']).toBe(msg);
  expect(s.snapshot()).toEqual(before);
}

describe('balance and passbook', () => {
  it('answers the balance and the ledger as the passbook, newest first', async () => {
    const balance = expectContract(
      'apiUserWalletBalance',
      (await s.call('apiUserWalletBalance', { unique_token: token })).body,
    );
    expect(balance.wallet_amt).toBe(1_000_000);
    const book = expectContract(
      'apiWalletTransactionHistory',
      (await s.call('apiWalletTransactionHistory', { unique_token: token })).body,
    );
    const signed = book.transaction_history.reduce(
      (sum, t) => sum + (t.transaction_type === '1' ? t.amount : -t.amount),
      0,
    );
    expect(signed).toBe(1_000_000);
    expect(book.transaction_history.at(-1)?.transaction_note).toBe('Opening balance');
    expect(book.transaction_history[0]?.insert_date).toMatch(
      /^\d{1,2}-[A-Z][a-z]+-\d{4} \d{2}:\d{2} [AP]M$/,
    );
    await unchanged(() => s.call('apiWalletTransactionHistory', { unique_token: 42 }), 400);
    await unchanged(() => s.call('apiUserWalletBalance', { unique_token: 'unknown' }), 401);
  });
});

describe('fund requests', () => {
  it('stores a pending request, credited only when approved', async () => {
    const detail = expectContract(
      'apiLastFundRequestDetail',
      (await s.call('apiLastFundRequestDetail', { unique_token: token })).body,
    );
    expect(detail.min_amt).toBe(10_000);
    const start = await balanceMinor(s);
    const add = await s.call('apiFundRequestAdd', { unique_token: token, request_amount: 500 });
    expect(add.status).toBe(200);
    expectContract('apiFundRequestAdd', add.body);
    expect(await balanceMinor(s)).toBe(start);
    const list = expectContract(
      'apiFundRequestHistory',
      (await s.call('apiFundRequestHistory', { unique_token: token })).body,
    );
    const latest = list.fund_requests[0];
    expect(latest).toMatchObject({ request_amount: 50_000, request_status: '0' });
    await s.post('/control/fund-request', { request_id: latest?.request_id, action: 'approve' });
    expect(await balanceMinor(s)).toBe(start + 50_000);
    const again = await s.post('/control/fund-request', {
      request_id: latest?.request_id,
      action: 'approve',
    });
    expect(again.status).toBe(409);
    expect(await balanceMinor(s)).toBe(start + 50_000);
    const control = await s.post('/control/user/fund-requests', { mobile: DEMO.mobile });
    expect((control.body['fund_requests'] as { status: string }[])[0]?.status).toBe('2');
  });

  it('refuses an amount below the minimum deposit or not whole', async () => {
    await unchanged(
      () => s.call('apiFundRequestAdd', { unique_token: token, request_amount: 50 }),
      422,
      'Minimum amount to add is 100',
    );
    await unchanged(
      () => s.call('apiFundRequestAdd', { unique_token: token, request_amount: 150.5 }),
      400,
    );
    await unchanged(() => s.call('apiLastFundRequestDetail', {}), 400);
    await unchanged(() => s.call('apiFundRequestHistory', { unique_token: 5 }), 400);
  });
});

describe('withdrawals', () => {
  it('debits at request, refunds on cancel, keeps an approval', async () => {
    const start = await balanceMinor(s);
    const ok = await s.call('apiUserWithdrawFundRequest', {
      unique_token: token,
      mobile: DEMO.mobile,
      request_amount: 600,
      payment_method: '2',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(expectContract('apiUserWithdrawFundRequest', ok.body).msg).toBe(
      providerMessages.withdrawRequestSent,
    );
    expect(await balanceMinor(s)).toBe(start - 60_000);
    const history = expectContract(
      'apiUserWithdrawTransactionHistory',
      (
        await s.call('apiUserWithdrawTransactionHistory', {
          unique_token: token,
          mobile_no: DEMO.mobile,
        })
      ).body,
    );
    const request = history.withdrawdata[0];
    expect(request).toMatchObject({
      request_status: '0',
      request_amount: 60_000,
      google_pay_number: DEMO.mobile,
    });
    await s.post('/control/withdrawal', { request_id: request?.request_number, action: 'cancel' });
    expect(await balanceMinor(s)).toBe(start);
    expect(
      (
        await s.post('/control/withdrawal', {
          request_id: request?.request_number,
          action: 'approve',
        })
      ).status,
    ).toBe(409);

    await s.call('apiUserWithdrawFundRequest', {
      unique_token: token,
      mobile: DEMO.mobile,
      request_amount: 700,
      payment_method: '3',
    });
    const second = (await s.post('/control/user/withdrawals', { mobile: DEMO.mobile })).body[
      'withdrawals'
    ] as { request_id: string }[];
    await s.post('/control/withdrawal', { request_id: second[0]?.request_id, action: 'approve' });
    expect(await balanceMinor(s)).toBe(start - 70_000);
    const statuses = expectContract(
      'apiUserWithdrawTransactionHistory',
      (
        await s.call('apiUserWithdrawTransactionHistory', {
          unique_token: token,
          mobile_no: DEMO.mobile,
        })
      ).body,
    ).withdrawdata.map((w) => w.request_status);
    expect(statuses.slice(0, 2)).toEqual(['2', '1']);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('refuses below the minimum, above the balance, an unsaved method, outside the window', async () => {
    const w = (amount: number, method = '2') =>
      s.call('apiUserWithdrawFundRequest', {
        unique_token: token,
        mobile: DEMO.mobile,
        request_amount: amount,
        payment_method: method,
      });
    await unchanged(() => w(100), 422, 'Min amt is 500');
    await unchanged(() => w(10_000_000), 409, providerMessages.walletLimitExceeded);
    await unchanged(() => w(600, '4'), 422, providerMessages.withdrawMethodNotSaved);
    await unchanged(() => w(600, '5'), 400);
    await unchanged(
      () => s.call('apiUserWithdrawTransactionHistory', { unique_token: token, mobile_no: '12' }),
      400,
    );
    await unchanged(
      () =>
        s.call('apiUserWithdrawTransactionHistory', {
          unique_token: 'nobody',
          mobile_no: DEMO.mobile,
        }),
      401,
    );
    s.clock.set(istAt(23, 30));
    await unchanged(() => w(600), 409, providerMessages.withdrawOutsideHours);
    s.clock.set(istAt(12));
  });
});

describe('UPI and payment details', () => {
  it('saves one number per call and answers all three', async () => {
    const save = await s.call('apiAddUserUpiDetails', {
      unique_token: token,
      upi_type: '3',
      paytm_no: '',
      google_pay_no: '',
      phon_pay_no: '9000000099',
    });
    expect(save.status).toBe(200);
    expectContract('apiAddUserUpiDetails', save.body);
    const details = expectContract(
      'apiGetUserPaymentDetails',
      (await s.call('apiGetUserPaymentDetails', { unique_token: token })).body,
    );
    expect(details.payment_details).toEqual({
      google_pay_number: DEMO.mobile,
      paytm_number: DEMO.mobile,
      phone_pay_number: '9000000099',
    });
    await unchanged(
      () =>
        s.call('apiAddUserUpiDetails', {
          unique_token: token,
          upi_type: '1',
          paytm_no: '',
          google_pay_no: '9000000098',
          phon_pay_no: '',
        }),
      400,
    );
    await unchanged(() => s.call('apiGetUserPaymentDetails', {}), 400);
  });

  it("lists the saved numbers with the spec's withdraw method codes", async () => {
    const list = await s.call('apiUserPaymentMethodList', { unique_token: token });
    expect(list.status).toBe(200);
    const answer = expectContract('apiUserPaymentMethodList', list.body);
    // The previous test saved PhonePe 9000000099; the demo player has the other two on its own number.
    expect(answer.result).toEqual([
      { type: '2', value: DEMO.mobile, name: 'Google Pay' },
      { type: '3', value: DEMO.mobile, name: 'Paytm' },
      { type: '4', value: '9000000099', name: 'PhonePe' },
    ]);
    expect(answer.min_amt).toBe(50_000);
    await unchanged(() => s.call('apiUserPaymentMethodList', { unique_token: 'nobody' }), 401);
  });
});

describe('transfers', () => {
  it('checks the receiver and moves points atomically', async () => {
    const check = expectContract(
      'apiCheckUserForTransferAmt',
      (
        await s.call('apiCheckUserForTransferAmt', {
          unique_token: token,
          mobile_no: VIEWER.mobile,
        })
      ).body,
    );
    expect(check.user_name).toBe('Chart Viewer');
    const sender = await balanceMinor(s);
    const receiver = await balanceMinor(s, VIEWER.mobile);
    const done = await s.call('apiUserTransferWalletBalance', {
      unique_token: token,
      amount: 100,
      mobile_no: VIEWER.mobile,
      transfer_note: '',
    });
    expect(done.status).toBe(200);
    expectContract('apiUserTransferWalletBalance', done.body);
    expect(await balanceMinor(s)).toBe(sender - 10_000);
    expect(await balanceMinor(s, VIEWER.mobile)).toBe(receiver + 10_000);
  });

  it('refuses oneself, an unknown receiver, below 100, above the balance', async () => {
    const t = (mobile: string, amount: number) =>
      s.call('apiUserTransferWalletBalance', {
        unique_token: token,
        amount,
        mobile_no: mobile,
        transfer_note: '',
      });
    await unchanged(() => t(DEMO.mobile, 200), 422, providerMessages.transferOwnNumber);
    await unchanged(() => t('9555555555', 200), 422, providerMessages.transferReceiverNotFound);
    await unchanged(() => t(VIEWER.mobile, 99), 422, providerMessages.transferMinimum);
    await unchanged(() => t(VIEWER.mobile, 90_000), 409, providerMessages.transferNotEnoughPoints);
    await unchanged(
      () => s.call('apiCheckUserForTransferAmt', { unique_token: token, mobile_no: '9555555555' }),
      422,
    );
    await unchanged(
      () => s.call('apiCheckUserForTransferAmt', { unique_token: token, mobile_no: DEMO.mobile }),
      422,
    );
  });
});

describe('passbook amount_status', () => {
  let p: TestServer;
  let playerToken: string;
  beforeAll(async () => {
    p = await createTestServer({ now: istAt(12) });
    playerToken = await p.login();
  });
  afterAll(async () => {
    await p.close();
  });

  /** The passbook's newest rows as [type, note, amount, amount_status]. */
  async function newest(count: number) {
    const book = expectContract(
      'apiWalletTransactionHistory',
      (await p.call('apiWalletTransactionHistory', { unique_token: playerToken })).body,
    );
    return book.transaction_history
      .slice(0, count)
      .map((t) => [t.transaction_type, t.transaction_note, t.amount, t.amount_status]);
  }

  async function withdraw(amount: number, method: '2' | '3'): Promise<string> {
    const sent = await p.call('apiUserWithdrawFundRequest', {
      unique_token: playerToken,
      mobile: DEMO.mobile,
      request_amount: amount,
      payment_method: method,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const list = await p.post('/control/user/withdrawals', { mobile: DEMO.mobile });
    return (list.body['withdrawals'] as { request_id: string }[])[0]?.request_id ?? '';
  }

  it("labels a withdrawal's debit from its request: pending, then cancelled with its refund, or approved", async () => {
    const first = await withdraw(600, '2');
    expect(await newest(1)).toEqual([['2', 'Withdraw request', 60_000, AMOUNT_STATUS.pending]]);

    await p.post('/control/withdrawal', { request_id: first, action: 'cancel' });
    expect(await newest(2)).toEqual([
      ['1', 'Withdraw request cancelled', 60_000, AMOUNT_STATUS.cancelled],
      ['2', 'Withdraw request', 60_000, AMOUNT_STATUS.cancelled],
    ]);

    const second = await withdraw(700, '3');
    expect(await newest(1)).toEqual([['2', 'Withdraw request', 70_000, AMOUNT_STATUS.pending]]);
    await p.post('/control/withdrawal', { request_id: second, action: 'approve' });
    expect(await newest(3)).toEqual([
      ['2', 'Withdraw request', 70_000, AMOUNT_STATUS.approved],
      ['1', 'Withdraw request cancelled', 60_000, AMOUNT_STATUS.cancelled],
      ['2', 'Withdraw request', 60_000, AMOUNT_STATUS.cancelled],
    ]);
    expect(ledgerMismatches(p.db)).toEqual([]);
  });

  it('labels an approved deposit, a transfer and the opening balance approved', async () => {
    await p.call('apiFundRequestAdd', { unique_token: playerToken, request_amount: 500 });
    const funds = await p.post('/control/user/fund-requests', { mobile: DEMO.mobile });
    const request = (funds.body['fund_requests'] as { request_id: string }[])[0];
    await p.post('/control/fund-request', { request_id: request?.request_id, action: 'approve' });
    await p.call('apiUserTransferWalletBalance', {
      unique_token: playerToken,
      amount: 100,
      mobile_no: VIEWER.mobile,
      transfer_note: '',
    });
    expect(await newest(2)).toEqual([
      ['2', `Transfer to ${VIEWER.mobile}`, 10_000, AMOUNT_STATUS.approved],
      ['1', 'Fund request approved', 50_000, AMOUNT_STATUS.approved],
    ]);
    const book = expectContract(
      'apiWalletTransactionHistory',
      (await p.call('apiWalletTransactionHistory', { unique_token: playerToken })).body,
    );
    expect(book.transaction_history.at(-1)).toMatchObject({
      transaction_note: 'Opening balance',
      amount_status: AMOUNT_STATUS.approved,
    });
  });
});
