import { afterEach, describe, expect, it } from 'vitest';
import { providerMessages } from '@matka/shared/messages';
import { createTestServer, DEMO, expectContract, istAt, VIEWER, type TestServer } from '../helper';
import { bidBody, marketId } from '../bid-helpers';

/**
 * A session's player is kept in memory after the token's first use (`sessions-repository.ts`), so
 * every test here uses the token first, changes the player or ends the session, and then expects
 * the very next call to see the change: a kept session that was not dropped would answer from the
 * old row.
 */

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

async function server(options: { profile?: 'lenient' } = {}): Promise<TestServer> {
  s = await createTestServer({
    now: istAt(10),
    ...(options.profile === undefined ? {} : { app: { profile: options.profile, noticeShare: 0 } }),
  });
  return s;
}

function bid(server: TestServer, token: string, points = 10) {
  return server.call(
    'apiSubmitBid',
    bidBody(token, 'main', marketId(server, 'KALYAN', 'main'), [
      { type: 'Single Digit', digits: '5', points },
    ]),
  );
}

async function expectEnded(server: TestServer, token: string): Promise<void> {
  expect(await server.call('apiGetDashboardData', { unique_token: token })).toEqual({
    status: 401,
    body: { status: false, msg: providerMessages.invalidToken },
  });
  expect((await bid(server, token)).status).toBe(401);
}

describe('a kept session follows every change at once', () => {
  it('betting status turned off and on by the control API', async () => {
    const t = await server();
    const token = await t.login();
    expect((await bid(t, token)).status).toBe(200);

    const off = await t.post('/control/user/betting-status', {
      mobile: DEMO.mobile,
      betting_status: '0',
    });
    expect(off.status).toBe(200);
    const before = t.snapshot();
    expect(await bid(t, token)).toEqual({
      status: 403,
      body: { status: false, msg: providerMessages.bettingDisabled },
    });
    expect(t.snapshot()).toEqual(before);
    const dashboard = await t.call('apiGetDashboardData', { unique_token: token });
    expect(expectContract('apiGetDashboardData', dashboard.body).betting_status).toBe('0');

    await t.post('/control/user/betting-status', { mobile: DEMO.mobile, betting_status: '1' });
    expect((await bid(t, token)).status).toBe(200);
  });

  it('sessions ended by the control API', async () => {
    const t = await server();
    const token = await t.login();
    const other = await t.login(VIEWER.mobile, VIEWER.password);
    expect((await bid(t, token)).status).toBe(200);
    expect((await t.call('apiGetDashboardData', { unique_token: other })).status).toBe(200);

    const expired = await t.post('/control/user/expire-sessions', { mobile: DEMO.mobile });
    expect(expired.body).toEqual({ status: true, expired: 1 });
    await expectEnded(t, token);
    expect((await t.call('apiGetDashboardData', { unique_token: other })).status).toBe(200);
  });

  it("a password change ends the player's other sessions; a reset ends all", async () => {
    const t = await server();
    const phone = await t.login();
    const laptop = await t.login();
    expect((await bid(t, phone)).status).toBe(200);
    expect((await bid(t, laptop)).status).toBe(200);

    const changed = await t.call('apiChangePassword', {
      unique_token: laptop,
      old_pass: DEMO.password,
      new_pass: 'changed123',
    });
    expect(changed.status).toBe(200);
    await expectEnded(t, phone);
    expect((await bid(t, laptop)).status).toBe(200);
    // The kept row of the session that stays carries the new password: the old one is refused.
    const again = await t.call('apiChangePassword', {
      unique_token: laptop,
      old_pass: DEMO.password,
      new_pass: 'changed456',
    });
    expect(again.status).toBe(422);

    await t.call('apiForgetCheckMobile', { mobile: DEMO.mobile });
    const reset = await t.call('apiForgotPassword', { mobile: DEMO.mobile, new_pass: 'reset1234' });
    expect(reset.status).toBe(200);
    await expectEnded(t, laptop);
  });

  it('a token unused past the idle time, after it was kept', async () => {
    s = await createTestServer({ now: istAt(10), app: { sessionIdleMs: 60 * 60_000 } });
    const token = await s.login();
    expect((await bid(s, token)).status).toBe(200);
    s.clock.set(s.clock.now() + 61 * 60_000);
    await expectEnded(s, token);
  });

  it('a reseed ends every session', async () => {
    const t = await server();
    const token = await t.login();
    expect((await bid(t, token)).status).toBe(200);
    const reseed = await t.post('/control/reseed', { scenario: 'default' });
    expect(reseed.status).toBe(200);
    await expectEnded(t, token);
  });

  it('saved withdraw numbers', async () => {
    const t = await server();
    const token = await t.login();
    const before = await t.call('apiGetUserPaymentDetails', { unique_token: token });
    expect(before.status).toBe(200);
    const saved = await t.call('apiAddUserUpiDetails', {
      unique_token: token,
      upi_type: '1',
      paytm_no: '9000000001',
      google_pay_no: '',
      phon_pay_no: '',
    });
    expect(saved.status).toBe(200);
    const after = await t.call('apiGetUserPaymentDetails', { unique_token: token });
    expect(after.body['payment_details']).toMatchObject({ paytm_number: '9000000001' });
  });

  it('the balance is read on every call, never kept', async () => {
    const t = await server();
    const token = await t.login();
    const wallet = async () =>
      Number((await t.call('apiUserWalletBalance', { unique_token: token })).body['wallet_amt']);
    const start = await wallet();
    expect((await bid(t, token, 25)).status).toBe(200);
    expect(await wallet()).toBe(start - 25);
    await t.post('/control/user/wallet', { mobile: DEMO.mobile, wallet_amt: 777 });
    expect(await wallet()).toBe(777);
    const dashboard = await t.call('apiGetDashboardData', { unique_token: token });
    expect(Number(dashboard.body['wallet_amt'])).toBe(777);
  });

  it('a new name (lenient profile, whose dashboard shows it)', async () => {
    const t = await server({ profile: 'lenient' });
    const login = await t.call('apiUserLogin', {
      mobile: DEMO.mobile,
      password: DEMO.password,
      device_id: 'web',
    });
    const token = String(login.body['unique_token']);
    const name = async () =>
      (await t.call('apiGetDashboardData', { unique_token: token })).body['user_name'];
    const old = await name();
    expect(old).not.toBe('Renamed Player');
    expect(
      (await t.call('apiProfileUpdate', { unique_token: token, user_name: 'Renamed Player' }))
        .status,
    ).toBe(200);
    expect(await name()).toBe('Renamed Player');
  });
});
