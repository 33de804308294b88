import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import type { EndpointName } from '@matka/shared/contract';
import { createTestServer, DEMO, istAt, VIEWER, type TestServer } from '../helper';

let s: TestServer;
let token: string;
beforeAll(async () => {
  // Noon: inside the withdraw window, so only the betting status can refuse a withdrawal.
  s = await createTestServer({ now: istAt(12) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

async function setBetting(status: '0' | '1'): Promise<void> {
  const answer = await s.post('/control/user/betting-status', {
    mobile: DEMO.mobile,
    betting_status: status,
  });
  expect(answer.status).toBe(200);
}

/**
 * Each money action with a body the provider takes from a betting player (the demo player has
 * points and saved Google Pay and Paytm numbers).
 */
const MONEY_ACTIONS: readonly (readonly [EndpointName, Record<string, unknown>])[] = [
  ['apiFundRequestAdd', { request_amount: 500 }],
  ['apiUserWithdrawFundRequest', { mobile: DEMO.mobile, request_amount: 500, payment_method: '2' }],
  ['apiCheckUserForTransferAmt', { mobile_no: VIEWER.mobile }],
  ['apiUserTransferWalletBalance', { amount: 100, mobile_no: VIEWER.mobile, transfer_note: '' }],
  [
    'apiAddUserUpiDetails',
    { upi_type: '3', paytm_no: '', google_pay_no: '', phon_pay_no: '9876543219' },
  ],
];

describe("money actions of a charts-only player (betting_status '0')", () => {
  it.each(MONEY_ACTIONS)('%s is refused with 403 and changes nothing', async (name, fields) => {
    await setBetting('0');
    const before = s.snapshot();
    const answer = await s.call(name, { unique_token: token, ...fields });
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body).toMatchObject({ status: false, msg: providerMessages.bettingDisabled });
    expect(s.snapshot()).toEqual(before);
  });

  it.each(MONEY_ACTIONS)(
    '%s with the same body is taken once betting is on',
    async (name, fields) => {
      await setBetting('1');
      const answer = await s.call(name, { unique_token: token, ...fields });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body['status']).toBe(true);
    },
  );
});
