import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '@matka/shared/rules';
import { createTestServer, expectContract, istAt, type TestServer } from '../helper';

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
});
afterAll(async () => {
  await s.close();
});

const byName = (rows: { game_name: string; msg_status: number }[], name: string) => {
  const row = rows.find((r) => r.game_name === name);
  if (row === undefined) throw new Error(`no ${name}`);
  return row;
};

async function lists() {
  const dash = expectContract(
    'apiGetDashboardData',
    (await s.call('apiGetDashboardData', { unique_token: token })).body,
  );
  const star = expectContract('apiStarlineGame', (await s.call('apiStarlineGame')).body);
  const gali = expectContract('apiGalidisawarGame', (await s.call('apiGalidisawarGame')).body);
  return { dash, star, gali };
}

describe('dashboard and lists', () => {
  it('computes msg_status from the server clock and the closed-for-today marks', async () => {
    s.clock.set(istAt(10));
    const { dash, star, gali } = await lists();
    expect(dash.wallet_amt).toBe(1_000_000);
    expect(dash.betting_status).toBe('1');
    expect(dash.min_withdrawal).toBe(50_000);
    expect(dash.sliderdata).toHaveLength(3);
    expect(byName(dash.result, 'SRIDEVI').msg_status).toBe(1);
    expect(byName(dash.result, 'RAJDHANI NIGHT').msg_status).toBe(2);
    expect(byName(star.result, '10:00 AM').msg_status).toBe(2);
    expect(byName(star.result, '12:00 PM').msg_status).toBe(1);
    expect(byName(star.result, '11:00 PM').msg_status).toBe(2);
    expect(byName(gali.result, 'DESAWAR').msg_status).toBe(2);
    expect(byName(gali.result, 'SHRI GANESH').msg_status).toBe(2);
    expect(byName(gali.result, 'FARIDABAD').msg_status).toBe(1);
    expect(dash.result[0]?.web_chart_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/mock\/charts\/main\/\d+$/,
    );
    expect(star.web_starline_chart_url).toMatch(/\/mock\/charts\/starline$/);
    expect(gali.web_galidessar_chart_url).toMatch(/\/mock\/charts\/gali$/);
  });

  it('has a market, a slot and a game open, and one of each closed, at every half hour of the day', async () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
      s.clock.set(istAt(0, minutes));
      const { dash, star, gali } = await lists();
      for (const rows of [dash.result, star.result, gali.result]) {
        expect(
          rows.some((r) => r.msg_status === 1),
          `open at ${minutes}`,
        ).toBe(true);
        expect(
          rows.some((r) => r.msg_status !== 1),
          `closed at ${minutes}`,
        ).toBe(true);
      }
    }
  });

  it('shows the charts-only player with betting_status 0', async () => {
    const viewer = await s.login('9123456780', 'demo1234');
    const dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: viewer })).body,
    );
    expect(dash.betting_status).toBe('0');
  });

  it('refuses the dashboard without a valid token', async () => {
    const before = s.snapshot();
    expect((await s.call('apiGetDashboardData', { unique_token: 'nope' })).status).toBe(401);
    expect((await s.call('apiGetDashboardData')).status).toBe(400);
    expect((await s.call('apiGalidisawarGame', { app_key: 'wrong' })).status).toBe(401);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('game rates', () => {
  it('answers the three rate tables', async () => {
    const main = expectContract('apiGameRates', (await s.call('apiGameRates')).body);
    expect(main.game_rates[0]?.full_sangam_val_2).toBe(DEFAULT_RATES.main.full_sangam.val2);
    const star = expectContract(
      'apiStarlineGameRates',
      (await s.call('apiStarlineGameRates')).body,
    );
    expect(star.game_rates[0]?.single_digit_val_2).toBe(95);
    const gali = expectContract(
      'apiGalidisawarGameRates',
      (await s.call('apiGalidisawarGameRates')).body,
    );
    expect(gali.game_rates[0]?.double_pana_val_2).toBe(DEFAULT_RATES.gali.double_pana.val2);
  });

  it('refuses rates without the common fields', async () => {
    const before = s.snapshot();
    for (const name of [
      'apiGameRates',
      'apiStarlineGameRates',
      'apiGalidisawarGameRates',
    ] as const) {
      expect((await s.call(name, { env_type: 'Dev' })).status).toBe(400);
      expect((await s.call(name, { app_key: '' })).status).toBe(400);
    }
    expect(s.snapshot()).toEqual(before);
  });
});
