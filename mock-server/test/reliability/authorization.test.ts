import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@matka/shared/contract';
import { providerMessages } from '@matka/shared/messages';
import { createTestServer, DEMO, VIEWER, type TestServer } from '../helper';
import { bidBody, marketId } from '../bid-helpers';

// One player's token gives access to that player's data only: for every endpoint that needs a
// token, another player's token never reads or changes the first player's data, and a missing or
// stale token is refused.

let s: TestServer;
let demoToken: string;
let otherToken: string;
let demoName: string;

const OTHER = VIEWER;
const THIRD = '9000000077';

function validBody(name: EndpointName, token: string): Record<string, unknown> {
  const history = { bid_from: '11/1/2026', bid_to: '11/30/2026' };
  const wins = { date_from: '11/1/2026', date_to: '11/30/2026' };
  const main = () =>
    bidBody(token, 'main', marketId(s, 'KING DAY NIGHT', 'main'), [
      { type: 'Single Digit', digits: '5', points: 10, session: 'Close' },
    ]);
  const bodies: Partial<Record<EndpointName, () => Record<string, unknown>>> = {
    apiGetDashboardData: () => ({}),
    apiChangePassword: () => ({ old_pass: 'demo1234', new_pass: 'demo1234' }),
    apiProfileUpdate: () => ({ user_name: 'Renamed Player' }),
    apiUserWalletBalance: () => ({}),
    apiLastFundRequestDetail: () => ({}),
    apiFundRequestAdd: () => ({ request_amount: 500 }),
    apiFundRequestHistory: () => ({}),
    apiWalletTransactionHistory: () => ({}),
    apiUserWithdrawTransactionHistory: () => ({ mobile_no: DEMO.mobile }),
    apiGetUserPaymentDetails: () => ({}),
    apiUserPaymentMethodList: () => ({}),
    apiGetAutoDepositList: () => ({}),
    apiAddUserUpiDetails: () => ({
      upi_type: '1',
      paytm_no: '9000000099',
      google_pay_no: '',
      phon_pay_no: '',
    }),
    apiUserWithdrawFundRequest: () => ({
      mobile: DEMO.mobile,
      request_amount: 500,
      payment_method: '3',
    }),
    apiUserTransferWalletBalance: () => ({ amount: 100, mobile_no: THIRD, transfer_note: '' }),
    apiCheckUserForTransferAmt: () => ({ mobile_no: THIRD }),
    apiSubmitBid: main,
    apiStarlineSubmitBid: () =>
      bidBody(token, 'starline', openMarket('starline'), [
        { type: 'Single Digit', digits: '5', points: 10 },
      ]),
    apiGalidisawarSubmitBid: () =>
      bidBody(token, 'gali', openMarket('gali'), [{ type: 'Left Digit', digits: '5', points: 10 }]),
    apiBidHistoryData: () => history,
    apiStarlineBidHistoryData: () => history,
    apiGalidisawarBidHistoryData: () => history,
    apiWiningHistoryData: () => wins,
    apiStarlineWiningHistoryData: () => wins,
    apiGalidisawarWiningHistoryData: () => wins,
  };
  const body = bodies[name];
  if (body === undefined) throw new Error(`no valid body for ${name}: add one to this test`);
  const fields = body();
  // Main and Starline bids carry the token inside new_result only.
  return 'new_result' in fields ? fields : { unique_token: token, ...fields };
}

/** A market of the kind taking bids at the test's time. */
function openMarket(kind: 'starline' | 'gali'): string {
  const open = s.app.matka.markets.rows(kind, 'http://localhost').find((m) => m.msg_status === 1);
  if (open === undefined) throw new Error(`no ${kind} market open`);
  return String(open.game_id);
}

/** The body without any token. */
function withoutToken(body: Record<string, unknown>): Record<string, unknown> {
  const { unique_token: _dropped, ...rest } = body;
  const inner = rest['new_result'];
  if (typeof inner === 'object' && inner !== null) {
    const { unique_token: _inner, ...innerRest } = inner as Record<string, unknown>;
    return { ...rest, new_result: innerRest };
  }
  return rest;
}

/** Everything stored about the demo player. */
function demoData(): unknown {
  const id = Number(s.db.prepare('SELECT id FROM users WHERE mobile = ?').pluck().get(DEMO.mobile));
  const rows = (table: string) =>
    s.db.prepare(`SELECT * FROM ${table} WHERE user_id = ? ORDER BY rowid`).all(id);
  return {
    user: s.db.prepare('SELECT * FROM users WHERE id = ?').get(id),
    ledger: rows('ledger'),
    bids: rows('bids'),
    funds: rows('fund_requests'),
    withdrawals: rows('withdrawals'),
    tokens: rows('tokens'),
  };
}

const tokenEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].auth === 'token',
);

beforeAll(async () => {
  s = await createTestServer({ now: Date.UTC(2026, 10, 22, 6, 30) });
  demoToken = await s.login();
  otherToken = await s.login(OTHER.mobile, OTHER.password);
  // The other player may bid and has points and a saved number, so their calls really do things.
  await s.post('/control/user/betting-status', { mobile: OTHER.mobile, betting_status: '1' });
  await s.post('/control/user/wallet', { mobile: OTHER.mobile, wallet_amt: 5000 });
  await s.call('apiAddUserUpiDetails', {
    unique_token: otherToken,
    upi_type: '1',
    paytm_no: OTHER.mobile,
    google_pay_no: '',
    phon_pay_no: '',
  });
  await s.call('apiCheckMobile', { mobile: THIRD });
  await s.call('apiUserRegistration', {
    name: 'Third Player',
    email: '',
    password: 'secret99',
    mobile: THIRD,
    security_pin: '1234',
    device_id: null,
  });
  demoName = String(
    s.db.prepare('SELECT name FROM users WHERE mobile = ?').pluck().get(DEMO.mobile),
  );
});
afterAll(async () => {
  await s.close();
});

describe('authorization of every token endpoint', () => {
  it('covers every token endpoint', () => {
    expect(tokenEndpoints.length).toBeGreaterThan(20);
    for (const name of tokenEndpoints) expect(() => validBody(name, 'x')).not.toThrow();
  });

  it.each(tokenEndpoints)(
    "%s: another player's token neither reads nor changes the demo player's data",
    async (name) => {
      const before = demoData();
      const answer = await s.call(name, validBody(name, otherToken));
      // The call itself succeeds (for the other player): the check is not vacuous.
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(demoData()).toEqual(before);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(DEMO.mobile);
      expect(text).not.toContain(demoName);
    },
  );

  it.each(tokenEndpoints)(
    '%s: a stale or missing token is refused and changes nothing',
    async (name) => {
      const before = s.snapshot();
      const stale = await s.call(name, validBody(name, 'f'.repeat(64)));
      expect(stale.status).toBe(401);
      expect(stale.body).toEqual({ status: false, msg: providerMessages.invalidToken });
      const missing = await s.call(name, withoutToken(validBody(name, demoToken)));
      expect([400, 401]).toContain(missing.status);
      expect(missing.body['status']).toBe(false);
      expect(s.snapshot()).toEqual(before);
    },
  );

  it("the demo player's own token still works for a read", async () => {
    const own = await s.call('apiUserWalletBalance', { unique_token: demoToken });
    expect(own.status).toBe(200);
  });
});
