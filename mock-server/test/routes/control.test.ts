import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, expectContract, istAt, type TestServer } from '../helper';
import { controlEndpoints } from '@matka/shared/contract';
import { z } from 'zod/mini';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

const marketId = (name: string, kind: 'main' | 'starline' | 'gali') =>
  String(
    (
      s.db.prepare('SELECT id FROM markets WHERE name = ? AND kind = ?').get(name, kind) as {
        id: number;
      }
    ).id,
  );

function expectControl<N extends keyof typeof controlEndpoints>(name: N, body: unknown) {
  const parsed = z.safeParse(controlEndpoints[name].response as z.ZodMiniType, body);
  expect(parsed.success, JSON.stringify(body)).toBe(true);
}

describe('results', () => {
  it('declares a main market open then close result and shows it on the dashboard', async () => {
    const id = marketId('SRIDEVI', 'main');
    const open = await s.post('/control/result/main', {
      game_id: id,
      session: 'open',
      pana: '123',
    });
    expect(open.status).toBe(200);
    expectControl('resultMain', open.body);
    expect(open.body['open_result']).toBe('123-6');
    let dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    let row = dash.result.find((r) => r.game_id === id);
    expect(row?.open_result).toBe('123-6');
    expect(row?.close_result).toBe('');
    expect(row?.msg_status).toBe(1);
    const close = await s.post('/control/result/main', {
      game_id: id,
      session: 'close',
      pana: '350',
    });
    expect(close.body['close_result']).toBe('8-350');
    dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    row = dash.result.find((r) => r.game_id === id);
    expect(row?.close_result).toBe('8-350');
    expect(row?.msg_status).toBe(2);
  });

  it('refuses a non-canonical pana, a close before the open, an unknown game; nothing changes', async () => {
    const before = s.snapshot();
    const id = marketId('TIME BAZAR', 'main');
    expect(
      (await s.post('/control/result/main', { game_id: id, session: 'open', pana: '321' })).status,
    ).toBe(422);
    expect(
      (await s.post('/control/result/main', { game_id: id, session: 'close', pana: '123' })).status,
    ).toBe(409);
    expect(
      (await s.post('/control/result/main', { game_id: '999', session: 'open', pana: '123' }))
        .status,
    ).toBe(404);
    expect(
      (await s.post('/control/result/main', { game_id: id, session: 'middle', pana: '123' }))
        .status,
    ).toBe(400);
    expect(
      (await s.post('/control/result/gali', { game_id: marketId('GALI', 'gali'), result: '4' }))
        .status,
    ).toBe(400);
    expect(s.snapshot()).toEqual(before);
  });

  it('declares Starline and Gali results', async () => {
    const star = await s.post('/control/result/starline', {
      game_id: marketId('12:00 PM', 'starline'),
      pana: '238',
    });
    expect(star.status).toBe(200);
    const gali = await s.post('/control/result/gali', {
      game_id: marketId('FARIDABAD', 'gali'),
      result: '47',
    });
    expect(gali.status).toBe(200);
    const starList = expectContract('apiStarlineGame', (await s.call('apiStarlineGame')).body);
    const slot = starList.result.find((r) => r.game_name === '12:00 PM');
    expect(slot?.open_result).toBe('238-3');
    expect(slot?.msg_status).toBe(2);
    const galiList = expectContract(
      'apiGalidisawarGame',
      (await s.call('apiGalidisawarGame')).body,
    );
    const game = galiList.result.find((r) => r.game_name === 'FARIDABAD');
    expect([game?.open_result, game?.close_result]).toEqual(['4', '7']);
  });
});

describe('clock', () => {
  it('sets the server clock to an IST time and back', async () => {
    const set = await s.post('/control/clock', { ist: '2026-11-22 23:50' });
    expectControl('clock', set.body);
    expect(set.body['ist']).toBe('2026-11-22 11:50 PM');
    const dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    expect(dash.result.find((r) => r.game_name === 'KALYAN')?.msg_status).toBe(2);
    expect(dash.result.find((r) => r.game_name === 'KING DAY NIGHT')?.msg_status).toBe(1);
    const today = await s.post('/control/clock', { ist: '09:15 AM' });
    expect(today.body['ist']).toBe('2026-11-22 09:15 AM');
    const reset = await s.post('/control/clock/reset', {});
    expect(reset.body['overridden']).toBe(false);
    expect(reset.body['now']).toBe(s.clock.now());
    expect((await s.post('/control/clock', { ist: '25:00' })).status).toBe(400);
  });
});

describe('players and switches', () => {
  it('reads a player, sets betting status and wallet with an adjustment row', async () => {
    const wallet = await s.post('/control/user/wallet', { mobile: DEMO.mobile, wallet_amt: 2500 });
    expect(wallet.status).toBe(200);
    const user = await s.post('/control/user', { mobile: DEMO.mobile });
    expectControl('user', user.body);
    expect(user.body['wallet_amt']).toBe(2500);
    expect(user.body['ledger_sum_minor']).toBe(250_000);
    const note = s.db
      .prepare('SELECT kind FROM ledger WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(Number(user.body['user_id'])) as { kind: string };
    expect(note.kind).toBe('adjustment');
    await s.post('/control/user/betting-status', { mobile: DEMO.mobile, betting_status: '0' });
    const dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    expect(dash.betting_status).toBe('0');
    await s.post('/control/user/betting-status', { mobile: DEMO.mobile, betting_status: '1' });
    expect((await s.post('/control/user', { mobile: '9555555555' })).status).toBe(404);
  });

  it('sets the gateway status and a headline', async () => {
    await s.post('/control/gateway-status', { getaway_status: '3' });
    expect(
      expectContract('apiGetawayStatus', (await s.call('apiGetawayStatus')).body).getaway_status,
    ).toBe('3');
    await s.post('/control/headline', { id: 3, status: '1', notes: 'Hello <b>players</b>' });
    const h = expectContract('apiGetHeadline', (await s.call('apiGetHeadline', { ids: [3] })).body);
    expect(h.data[0]).toEqual({ status: '1', notes: 'Hello <b>players</b>' });
  });

  it('marks a market closed for today and open again', async () => {
    const id = marketId('MILAN DAY', 'main');
    await s.post('/control/market/closed', { game_id: id, closed: true });
    let dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    expect(dash.result.find((r) => r.game_id === id)?.msg_status).toBe(2);
    await s.post('/control/market/closed', { game_id: id, closed: false });
    dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    expect(dash.result.find((r) => r.game_id === id)?.msg_status).toBe(1);
  });
});

describe('faults', () => {
  it('injects a 500, a malformed body, text-wrapped JSON and latency, then clears them', async () => {
    await s.post('/control/faults', { path: 'api-get-social-data', http_500: true, times: 1 });
    expect((await s.call('apiGetSocialData')).status).toBe(500);
    expect((await s.call('apiGetSocialData')).status).toBe(200);
    await s.post('/control/faults', { path: 'api-get-social-data', malformed: true });
    const bad = await s.call('apiGetSocialData');
    expect(bad.status).toBe(200);
    expect(bad.body['raw']).toBeDefined();
    await s.post('/control/faults', { path: 'api-profile-update', text_wrapped: true });
    const wrapped = await s.app.inject({
      method: 'POST',
      url: '/api-profile-update',
      payload: {
        env_type: 'Prod',
        app_key: 'test-app-key',
        unique_token: token,
        user_name: 'Wrapped',
      },
    });
    expect(wrapped.headers['content-type']).toMatch(/text\/html/);
    expect(wrapped.body).toMatch(/^<!--.*\nResponse: \{"status":true/);
    await s.post('/control/faults/clear', {});
    expect((await s.call('apiGetSocialData')).status).toBe(200);
  });

  it('is absent when control is off', async () => {
    const off = await createTestServer({ control: false });
    expect((await off.post('/control/user', { mobile: DEMO.mobile })).status).toBe(404);
    await off.close();
  });
});
