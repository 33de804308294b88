import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpoints,
  extractJsonObject,
  ProviderSectionSchema,
  type EndpointName,
} from '@matka/shared/contract';
import { lenientProviderMessages, providerMessages } from '@matka/shared/messages';
import {
  common,
  createTestServer,
  DEMO,
  expectContract,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';
import { balanceMinor, bidBody, marketId } from '../bid-helpers';
import { loadConfig } from '../../src/config';

/**
 * MOCK_PROFILE=lenient: the mock answers as the real providers of docs/decisions/009 do. Every
 * answer is read here as those providers' clients must read it: the text, then the first JSON
 * object in it.
 */

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  body: Record<string, unknown>;
}

async function rawPost(s: TestServer, path: string, payload: unknown): Promise<RawAnswer> {
  const response = await s.app.inject({
    method: 'POST',
    url: `/${path}`,
    payload: payload as Record<string, unknown>,
  });
  const json = extractJsonObject(response.body);
  return {
    status: response.statusCode,
    contentType: String(response.headers['content-type']),
    text: response.body,
    body: (json ?? {}) as Record<string, unknown>,
  };
}

/** The lenient profile's path of an endpoint, written out (the Gali ones spelled `galidisswar`). */
function lenientPath(name: EndpointName): string {
  return endpoints[name].path.replace('galidisawar', 'galidisswar');
}

function call(s: TestServer, name: EndpointName, fields: Record<string, unknown> = {}) {
  return rawPost(s, lenientPath(name), { ...common(), ...fields });
}

async function lenientServer(
  options: { scenario?: string; noticeShare?: number; now?: number } = {},
): Promise<TestServer> {
  return createTestServer({
    now: options.now ?? istAt(12),
    ...(options.scenario === undefined ? {} : { scenario: options.scenario }),
    app: { profile: 'lenient', noticeShare: options.noticeShare ?? 0 },
  });
}

async function login(s: TestServer, mobile: string = DEMO.mobile): Promise<string> {
  const answer = await call(s, 'apiUserLogin', {
    mobile,
    password: DEMO.password,
    device_id: 'web',
  });
  expect(answer.body['status'], answer.text).toBe(true);
  return String(answer.body['unique_token']);
}

const PHP_NOTICE =
  /^\s*<div style="border:1px solid #990000;[^]*<h4>A PHP Error was encountered<\/h4>[^]*<p>Severity: Notice<\/p>[^]*<\/div>\{/;
const NOT_FOUND = /<title>404 Page Not Found<\/title>/;

describe('lenient profile: transport', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers HTTP 200 as text/html, refusals included, and changes nothing on a refusal', async () => {
    const ok = await call(s, 'apiGetDashboardData', { unique_token: token });
    expect([ok.status, ok.contentType]).toEqual([200, 'text/html; charset=UTF-8']);
    expect(ok.text.startsWith('{')).toBe(true);
    const before = s.snapshot();
    const refusals = [
      await call(s, 'apiUserLogin', {
        mobile: DEMO.mobile,
        password: 'wrong-pass',
        device_id: 'web',
      }),
      await rawPost(s, 'api-get-dashboard-data', {
        ...common(),
        app_key: 'not-the-key',
        unique_token: token,
      }),
      await call(s, 'apiUserWithdrawFundRequest', {
        unique_token: token,
        mobile: DEMO.mobile,
        request_amount: 99_999_999,
        payment_method: '2',
      }),
      await call(s, 'apiBidHistoryData', {
        unique_token: token,
        // Text strtotime cannot read is 1970-01-01 there: an empty list.
        bid_from: 'not a date',
        bid_to: 'not a date either',
      }),
      await rawPost(s, 'api-get-dashboard-data', 'not json'),
    ];
    for (const refusal of refusals) {
      expect([refusal.status, refusal.contentType], refusal.text).toEqual([
        200,
        'text/html; charset=UTF-8',
      ]);
      expect(refusal.body['status']).toBe(false);
      expect(String(refusal.body['msg'])).not.toBe('');
    }
    expect(refusals[1]?.body['msg']).toBe(lenientProviderMessages.unauthorized);
    expect(s.snapshot()).toEqual(before);
  });

  it('writes `/` as `\\/` like PHP', async () => {
    const answer = await call(s, 'apiGetDashboardData', { unique_token: token });
    expect(answer.text).toContain('http:\\/\\/');
    expect(answer.text).not.toContain('http://');
  });

  it('ignores request fields the provider does not read', async () => {
    const answer = await call(s, 'apiGetDashboardData', {
      unique_token: token,
      player_id: 'x1',
      device_id: 'web',
    });
    expect(answer.body['status']).toBe(true);
    expect(answer.body['wallet_amt']).toBe('10000');
    const rates = await call(s, 'apiGameRates', { unique_token: token });
    expect(rates.body['status']).toBe(true);
  });

  it('serves the Gali calls at api-galidisswar-* and api-galidisawar-*, and answers the routes the controller has no method for with the 404 page', async () => {
    const gali = await rawPost(s, 'api-galidisswar-game', common());
    expect(gali.status).toBe(200);
    // A Gali result is sent whole in open_result, close_result empty.
    const declared = await s.post('/control/result/gali', {
      game_id: marketId(s, 'DESAWAR', 'gali'),
      result: '38',
    });
    expect(declared.status).toBe(200);
    const after = await rawPost(s, 'api-galidisswar-game', common());
    const desawar = (after.body['result'] as Record<string, unknown>[]).find(
      (row) => row['game_name'] === 'DESAWAR',
    );
    expect(desawar).toMatchObject({ open_result: '38', close_result: '' });
    for (const path of [
      'api-wining-result',
      'api-get-roulette-game-time',
      'checkMoneyToReferral',
      'api-no-such-call',
    ]) {
      const missing = await rawPost(s, path, { ...common(), ids: [1] });
      expect([missing.status, missing.contentType], path).toEqual([
        404,
        'text/html; charset=UTF-8',
      ]);
      expect(missing.text).toMatch(NOT_FOUND);
      expect(extractJsonObject(missing.text)).toBeUndefined();
    }
    for (const path of [
      'api-galidisswar-game-rates',
      'api-galidisswar-bid-history-data',
      'api-galidisawar-game-rates',
      'api-galidisawar-bid-history-data',
    ]) {
      const found = await rawPost(s, path, {
        ...common(),
        unique_token: token,
        bid_from: '11/1/2026',
        bid_to: '11/22/2026',
      });
      expect(found.status, path).toBe(200);
      expect(found.body['status'], path).toBe(true);
    }
  });

  it('keeps the control API and the mock pages as they are', async () => {
    const clock = await s.post('/control/clock/now', {});
    expect(clock.status).toBe(200);
    expect(clock.body['ist']).toBeTypeOf('string');
    const noToken = await s.app.inject({ method: 'POST', url: '/control/clock/now', payload: {} });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.headers['content-type']).toMatch(/application\/json/);
    const image = await s.app.inject({ method: 'GET', url: '/mock/images/slider-1.svg' });
    expect(image.statusCode).toBe(200);
  });
});

describe('lenient profile: answers', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await login(s);
  });
  afterAll(async () => {
    await s.close();
  });

  it('writes money, ids and rates as strings, market and OTP numbers as numbers, check-mobile success as "true"', async () => {
    const dashboard = await call(s, 'apiGetDashboardData', { unique_token: token });
    expect(dashboard.body).toMatchObject({
      status: true,
      wallet_amt: '10000',
      betting_status: '1',
      msg: 'Success',
    });
    const market = (dashboard.body['result'] as Record<string, unknown>[])[0];
    expect(market?.['game_id']).toBeTypeOf('string');
    expect(market?.['msg_status']).toBeTypeOf('number');
    const rates = await call(s, 'apiGameRates');
    const rate = (rates.body['game_rates'] as Record<string, unknown>[])[0] ?? {};
    expect(Object.values(rate).every((value) => typeof value === 'string')).toBe(true);
    expect(rate['single_digit_val_2']).toBe('95');
    const check = await call(s, 'apiCheckMobile', { mobile: '9000000001' });
    expect(check.body['status']).toBe('true');
    expect(check.body['otp']).toBeTypeOf('number');
    expect(check.body['msg']).toBe(lenientProviderMessages.checkMobileFree);
    expectContract('apiGetDashboardData', dashboard.body);
    expectContract('apiGameRates', rates.body);
    expectContract('apiCheckMobile', check.body);
  });

  it('puts the minimum withdrawal and the withdraw window on the wallet balance, not the dashboard, and no slider there', async () => {
    const dashboard = await call(s, 'apiGetDashboardData', { unique_token: token });
    for (const key of ['min_withdrawal', 'withdraw_open_time', 'withdraw_close_time', 'sliderdata'])
      expect(dashboard.body, key).not.toHaveProperty(key);
    const balance = await call(s, 'apiUserWalletBalance', { unique_token: token });
    expect(balance.body).toMatchObject({
      status: true,
      wallet_amt: '10000',
      min_withdrawal: '500',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '11:00 PM',
      msg: lenientProviderMessages.walletBalance,
    });
    expect(expectContract('apiUserWalletBalance', balance.body).min_withdrawal).toBe(50_000);
  });

  it('answers a token it does not know without refusing: blank dashboard, no wallet_amt, empty lists; refuses writes, changing nothing', async () => {
    const before = s.snapshot();
    const dashboard = await call(s, 'apiGetDashboardData', { unique_token: 'no-such-token' });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      status: true,
      wallet_amt: '',
      betting_status: '',
      user_name: '',
    });
    expect((dashboard.body['result'] as unknown[]).length).toBeGreaterThan(0);
    const balance = await call(s, 'apiUserWalletBalance', { unique_token: 'no-such-token' });
    expect(balance.body['status']).toBe(true);
    expect(balance.body).not.toHaveProperty('wallet_amt');
    const bids = await call(s, 'apiBidHistoryData', {
      unique_token: 'no-such-token',
      bid_from: '11/1/2026',
      bid_to: '11/22/2026',
    });
    expect(bids.body).toMatchObject({
      status: false,
      bid_data: [],
      msg: lenientProviderMessages.noBids,
    });
    // A call that needs no player ignores a token it does not know.
    const slider = await call(s, 'apiGetSliderImages', { unique_token: 'no-such-token' });
    expect(slider.body['status']).toBe(true);
    const fund = await call(s, 'apiFundRequestAdd', {
      unique_token: 'no-such-token',
      request_amount: 500,
    });
    expect(fund.body).toEqual({ msg: providerMessages.invalidToken, status: false });
    expect(s.snapshot()).toEqual(before);
  });

  it('lists the Gali wins under win_data and the deposit requests under fund_req_history', async () => {
    const wins = await call(s, 'apiGalidisawarWiningHistoryData', {
      unique_token: token,
      date_from: '11/1/2026',
      date_to: '11/22/2026',
    });
    expect(wins.body).not.toHaveProperty('bid_data');
    expect(
      (wins.body['win_data'] as Record<string, unknown>[]).map((w) => [w['pana'], w['amount']]),
    ).toEqual([['Jodi Digit', '950']]);
    expect(expectContract('apiGalidisawarWiningHistoryData', wins.body).bid_data).toHaveLength(1);
    const add = await call(s, 'apiFundRequestAdd', { unique_token: token, request_amount: 700 });
    expect(add.body['status']).toBe(true);
    const history = await call(s, 'apiFundRequestHistory', { unique_token: token });
    expect(history.body).not.toHaveProperty('fund_requests');
    const rows = history.body['fund_req_history'] as Record<string, unknown>[];
    expect(rows[0]).toMatchObject({ request_amount: '700', request_status: '0' });
    expect(rows[0]?.['fund_request_id']).toBeTypeOf('string');
    const detail = await call(s, 'apiLastFundRequestDetail', { unique_token: token });
    expect(detail.body).toMatchObject({ status: true, min_amt: '100' });
    expect(detail.body['last_req_detail']).toEqual([
      expect.objectContaining({ request_amount: '700', request_status: '0' }),
    ]);
    expect(detail.body).not.toHaveProperty('msg');
  });

  it('plays a Gali bid at its own path exactly as the spec profile does, unknown fields at any depth ignored', async () => {
    const start = await balanceMinor(s);
    const gameId = marketId(s, 'FARIDABAD', 'gali');
    const body = bidBody(token, 'gali', gameId, [{ type: 'Jodi Digit', digits: '45', points: 20 }]);
    const newResult = body['new_result'] as Record<string, unknown>;
    const lines = newResult['result'] as Record<string, unknown>[];
    const answer = await rawPost(s, 'api-galidisswar-submit-bid', {
      ...common(),
      ...body,
      device_id: 'web',
      new_result: { ...newResult, upi_app: 'x', result: lines.map((l) => ({ ...l, line_no: 1 })) },
    });
    expect(answer.body).toEqual({ status: true, msg: providerMessages.bidPlaced });
    expect(await balanceMinor(s)).toBe(start - 2000);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });
});

describe('lenient profile: empty lists', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer({ scenario: 'empty' });
    token = await login(s, '9988776655');
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers status false, the provider message and [] for each empty list', async () => {
    const range = { bid_from: '11/1/2026', bid_to: '11/22/2026' };
    const winRange = { date_from: '11/1/2026', date_to: '11/22/2026' };
    const cases: [EndpointName, Record<string, unknown>, string, string][] = [
      ['apiBidHistoryData', range, 'bid_data', lenientProviderMessages.noBids],
      ['apiStarlineBidHistoryData', range, 'bid_data', lenientProviderMessages.noBids],
      ['apiGalidisawarBidHistoryData', range, 'bid_data', lenientProviderMessages.noBids],
      ['apiWiningHistoryData', winRange, 'win_data', lenientProviderMessages.noWins],
      ['apiGalidisawarWiningHistoryData', winRange, 'win_data', lenientProviderMessages.noWins],
      [
        'apiWalletTransactionHistory',
        {},
        'transaction_history',
        lenientProviderMessages.noTransactions,
      ],
      [
        'apiUserWithdrawTransactionHistory',
        { mobile_no: '9988776655' },
        'withdrawdata',
        lenientProviderMessages.noWithdrawals,
      ],
      ['apiFundRequestHistory', {}, 'fund_req_history', lenientProviderMessages.noData],
      ['apiGetUserPaymentDetails', {}, 'payment_details', lenientProviderMessages.noPaymentDetails],
      ['apiUserPaymentMethodList', {}, 'result', lenientProviderMessages.noPaymentMethods],
    ];
    for (const [name, fields, key, msg] of cases) {
      const answer = await call(s, name, { unique_token: token, ...fields });
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toMatchObject({ status: false, msg, [key]: [] });
    }
    const detail = await call(s, 'apiLastFundRequestDetail', { unique_token: token });
    expect(detail.body).toMatchObject({ status: false, last_req_detail: [], min_amt: '100' });
  });
});

describe('lenient profile: withdraw method codes', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await lenientServer();
    token = await login(s);
    const phonePe = await call(s, 'apiAddUserUpiDetails', {
      unique_token: token,
      upi_type: '3',
      paytm_no: '',
      google_pay_no: '',
      phon_pay_no: '9000000003',
    });
    expect(phonePe.body['status']).toBe(true);
    await s.post('/control/user/wallet', { mobile: DEMO.mobile, wallet_amt: 10_000 });
  });
  afterAll(async () => {
    await s.close();
  });

  it('lists the saved numbers with the provider codes 2 Paytm, 3 Google Pay, 4 PhonePe', async () => {
    const list = await call(s, 'apiUserPaymentMethodList', { unique_token: token });
    expect(list.body).toMatchObject({
      status: true,
      msg: lenientProviderMessages.paymentMethods,
      min_amt: '500',
    });
    expect(list.body['result']).toEqual([
      { type: 2, value: DEMO.mobile, name: 'PayTM' },
      { type: 3, value: DEMO.mobile, name: 'Google Pay' },
      { type: 4, value: '9000000003', name: 'PhonePe' },
    ]);
  });

  it('pays code 2 to Paytm, 3 to Google Pay, 4 (as a number too) to PhonePe', async () => {
    for (const code of ['2', '3', 4])
      expect(
        (
          await call(s, 'apiUserWithdrawFundRequest', {
            unique_token: token,
            mobile: DEMO.mobile,
            request_amount: 500,
            payment_method: code,
          })
        ).body,
        String(code),
      ).toMatchObject({ status: true });
    const history = await call(s, 'apiUserWithdrawTransactionHistory', {
      unique_token: token,
      mobile_no: DEMO.mobile,
    });
    const newest = (history.body['withdrawdata'] as Record<string, unknown>[])
      .slice(0, 3)
      .reverse();
    const paidTo = newest.map((row) =>
      ['paytm_number', 'google_pay_number', 'phone_pay_number'].filter(
        (key) => row[key] !== '' && row[key] != null,
      ),
    );
    expect(paidTo).toEqual([['paytm_number'], ['google_pay_number'], ['phone_pay_number']]);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('refuses code 1 (the bank) with HTTP 200, changing nothing', async () => {
    const before = s.snapshot();
    const bank = await call(s, 'apiUserWithdrawFundRequest', {
      unique_token: token,
      mobile: DEMO.mobile,
      request_amount: 500,
      payment_method: '1',
    });
    expect([bank.status, bank.body]).toEqual([
      200,
      { msg: lenientProviderMessages.bankWithdrawUnavailable, status: false },
    ]);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('lenient profile: PHP notices', () => {
  it('prints one before the JSON of every answer at share 1, and of none at share 0; the JSON is the same', async () => {
    const always = await lenientServer({ noticeShare: 1 });
    const never = await lenientServer({ noticeShare: 0 });
    try {
      const bodies = new Map<TestServer, unknown[]>();
      for (const s of [always, never]) {
        // Calls whose controller reads a property without checking it (the notice names one).
        const answers = [
          await call(s, 'apiBidHistoryData', { unique_token: 'x', bid_from: '', bid_to: '' }),
          await call(s, 'apiUserLogin', {
            mobile: DEMO.mobile,
            password: 'wrong-pass',
            device_id: 'web',
          }),
          await call(s, 'apiUserWalletBalance', { unique_token: 'x' }),
        ];
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          if (s === always) expect(answer.text).toMatch(PHP_NOTICE);
          else expect(answer.text.startsWith('{')).toBe(true);
        }
        bodies.set(
          s,
          answers.map((answer) => answer.body),
        );
      }
      expect(bodies.get(always)?.[1]).toMatchObject({ status: false });
      expect(bodies.get(always)).toEqual(bodies.get(never));
    } finally {
      await always.close();
      await never.close();
    }
  });

  it('prints one on the given share of answers, the same ones on every run', async () => {
    const runs: boolean[][] = [];
    for (let run = 0; run < 2; run += 1) {
      const s = await lenientServer({ noticeShare: 0.3 });
      try {
        const withNotice: boolean[] = [];
        for (let i = 0; i < 10; i += 1)
          withNotice.push(
            PHP_NOTICE.test((await call(s, 'apiUserWalletBalance', { unique_token: 'x' })).text),
          );
        runs.push(withNotice);
      } finally {
        await s.close();
      }
    }
    expect(runs[0]?.filter(Boolean)).toHaveLength(3);
    expect(runs[1]).toEqual(runs[0]);
  });
});

describe('spec profile: unchanged', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await createTestServer({ now: istAt(12) });
    token = await s.login();
  });
  afterAll(async () => {
    await s.close();
  });

  it('answers JSON with the HTTP codes of the spec profile at the spec paths', async () => {
    const dashboard = await s.app.inject({
      method: 'POST',
      url: '/api-get-dashboard-data',
      payload: { ...common(), unique_token: token },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['content-type']).toMatch(/^application\/json/);
    expect(dashboard.json()).toMatchObject({
      status: true,
      wallet_amt: 10000,
      min_withdrawal: 500,
    });
    expect((await s.call('apiGetDashboardData', { unique_token: 'no-such-token' })).status).toBe(
      401,
    );
    // A field the endpoint does not need is ignored (test/routes/ignored-fields.test.ts).
    expect(
      (await s.call('apiGetDashboardData', { unique_token: token, player_id: 'x' })).status,
    ).toBe(200);
    expect((await s.call('apiGalidisawarGame')).status).toBe(200);
    expect((await s.call('apiGetHeadline', { ids: [1] })).status).toBe(200);
    const galiSwar = await s.post('/api-galidisswar-game', common());
    expect([galiSwar.status, galiSwar.body]).toEqual([
      404,
      { status: false, msg: providerMessages.notFound },
    ]);
    const check = await s.call('apiCheckMobile', { mobile: '9000000001' });
    expect(check.body['status']).toBe(true);
    expect(check.body['otp']).toBeTypeOf('string');
  });
});

describe('lenient profile: settings and the served client', () => {
  it('is chosen with MOCK_PROFILE, its notice share with MOCK_NOTICE_SHARE; spec by default, bad values refused', () => {
    expect(loadConfig({})).toMatchObject({ profile: 'spec', noticeShare: 0.1 });
    expect(loadConfig({ MOCK_PROFILE: 'lenient', MOCK_NOTICE_SHARE: '0.25' })).toMatchObject({
      profile: 'lenient',
      noticeShare: 0.25,
    });
    expect(() => loadConfig({ MOCK_PROFILE: 'balajimatka' })).toThrow(/MOCK_PROFILE/);
    expect(() => loadConfig({ MOCK_NOTICE_SHARE: '1.5' })).toThrow(/MOCK_NOTICE_SHARE/);
  });

  it("hands a served client a config.json whose provider section passes the client's check and names the lenient paths", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-static-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>client</title>');
    const lenient = await createTestServer({
      staticDir: dir,
      app: { profile: 'lenient', noticeShare: 1 },
    });
    const spec = await createTestServer({ staticDir: dir });
    try {
      const config = (await lenient.app.inject({ method: 'GET', url: '/config.json' })).json<{
        provider: unknown;
      }>();
      const section = ProviderSectionSchema.parse(config.provider);
      expect(section.paths?.apiGalidisawarGame).toBe('api-galidisswar-game');
      // Other deployments' calls are served too: no path is left out.
      expect(section.paths?.apiGetQrPay).toBeUndefined();
      expect(section.withdrawMethods).toEqual({ paytm: '2', googlePay: '3', phonePe: '4' });
      const page = await lenient.app.inject({ method: 'GET', url: '/wallet' });
      expect(page.body).toContain('<title>client</title>');
      const specConfig = (await spec.app.inject({ method: 'GET', url: '/config.json' })).json();
      expect(specConfig).not.toHaveProperty('provider');
    } finally {
      await lenient.close();
      await spec.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
