import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScenario, SCENARIOS_DIR } from '../../src/seed';
import { checkLedger } from '../../src/services/ledger-check';
import {
  createTestServer,
  DEMO,
  expectContract,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.close();
  s = undefined;
});

describe('scenario files', () => {
  it('every file in fixtures/scenarios is valid', () => {
    const names = fs
      .readdirSync(SCENARIOS_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.basename(f, '.json'));
    expect(names).toEqual(expect.arrayContaining(['default', 'empty', 'withdrawals', 'closed']));
    for (const name of names) expect(() => loadScenario(name)).not.toThrow();
  });

  it('names the problem in an invalid scenario', async () => {
    await expect(
      createTestServer({
        scenario: { description: 'x', users: [{ name: 'a', mobile: '123', password: 'p' }] },
      }),
    ).rejects.toThrow(/users\.0\.mobile/);
  });
});

describe('seeded scenarios', () => {
  it('default: the demo player has 10,000 points, all from ledger rows, on any day', async () => {
    for (const now of [istAt(0, 1), istAt(23, 59, '2027-03-01')]) {
      s = await createTestServer({ now });
      const user = await s.post('/control/user', { mobile: DEMO.mobile });
      expect(user.body['wallet_amt']).toBe(10000);
      expect(user.body['ledger_sum_minor']).toBe(1_000_000);
      expect(ledgerMismatches(s.db)).toEqual([]);
      await s.close();
      s = undefined;
    }
  });

  it('empty: a new player with no history', async () => {
    s = await createTestServer({ scenario: 'empty' });
    const token = await s.login('9988776655', 'demo1234');
    const book = expectContract(
      'apiWalletTransactionHistory',
      (await s.call('apiWalletTransactionHistory', { unique_token: token })).body,
    );
    expect(book.transaction_history).toEqual([]);
    const bids = expectContract(
      'apiBidHistoryData',
      (
        await s.call('apiBidHistoryData', {
          unique_token: token,
          bid_from: '1/1/2026',
          bid_to: '12/31/2026',
        })
      ).body,
    );
    expect(bids.bid_data).toEqual([]);
  });

  it('withdrawals: requests in every status, 10,000 points left', async () => {
    s = await createTestServer({ scenario: 'withdrawals' });
    const token = await s.login();
    const list = expectContract(
      'apiUserWithdrawTransactionHistory',
      (
        await s.call('apiUserWithdrawTransactionHistory', {
          unique_token: token,
          mobile_no: DEMO.mobile,
        })
      ).body,
    );
    expect(new Set(list.withdrawdata.map((w) => w.request_status))).toEqual(
      new Set(['0', '1', '2']),
    );
    const funds = expectContract(
      'apiFundRequestHistory',
      (await s.call('apiFundRequestHistory', { unique_token: token })).body,
    );
    expect(new Set(funds.fund_requests.map((f) => f.request_status))).toEqual(
      new Set(['0', '1', '2']),
    );
    expect((await s.post('/control/user', { mobile: DEMO.mobile })).body['wallet_amt']).toBe(10000);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('closed: every market, slot and game closed for today', async () => {
    s = await createTestServer({ scenario: 'closed', now: istAt(10) });
    const token = await s.login();
    const dash = expectContract(
      'apiGetDashboardData',
      (await s.call('apiGetDashboardData', { unique_token: token })).body,
    );
    const star = expectContract('apiStarlineGame', (await s.call('apiStarlineGame')).body);
    const gali = expectContract('apiGalidisawarGame', (await s.call('apiGalidisawarGame')).body);
    for (const row of [...dash.result, ...star.result, ...gali.result])
      expect(row.msg_status).toBe(2);
  });

  it('generates bulk players and bids for load runs', async () => {
    s = await createTestServer({
      scenario: {
        description: 'tiny load',
        markets: [
          { key: 'm', kind: 'main', name: 'M', open_time: '11:00 PM', close_time: '11:30 PM' },
        ],
        generate: {
          players: {
            count: 20,
            first_mobile: '7000000000',
            password: 'p',
            opening_balance: 1000,
            scrypt_cost: 16,
          },
          bids: { count: 207, market: 'm', points: 10, seed: 5 },
        },
      },
    });
    const pending = s.db
      .prepare("SELECT COUNT(*) AS n FROM bid_lines WHERE status = 'pending'")
      .get() as { n: number };
    expect(pending.n).toBe(207);
    expect(checkLedger(s.db).violations).toEqual([]);
    const result = await s.post('/control/result/main', {
      game_id: '1',
      session: 'open',
      pana: '123',
    });
    expect(Number(result.body['won']) + Number(result.body['lost'])).toBe(207);
    expect(ledgerMismatches(s.db)).toEqual([]);
    expect(checkLedger(s.db).violations).toEqual([]);
    await expect(s.login('7000000019', 'p')).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('game rates in a scenario', () => {
  it('refuses a rate with decimals or beyond the maximum, naming it (rates are whole points)', async () => {
    const pairs: [number, number][] = [
      [10, 9.5],
      [2.5, 95],
      [10, 1_000_001],
    ];
    for (const pair of pairs) {
      await expect(
        createTestServer({
          scenario: { description: 'rates', rates: { main: { single_digit: pair } } },
        }),
        JSON.stringify(pair),
      ).rejects.toThrow(/rates\.main\.single_digit\.[01]: .*whole/);
    }
  });

  it('stores, shows and pays a whole custom rate exactly', async () => {
    s = await createTestServer({
      scenario: {
        description: 'rates',
        users: [
          { name: 'Rated', mobile: '9000000070', password: 'rated123', opening_balance: 1000 },
        ],
        markets: [
          { key: 'm', kind: 'main', name: 'RATED', open_time: '11:00 PM', close_time: '11:30 PM' },
        ],
        rates: { main: { single_digit: [7, 100] } },
      },
      now: istAt(10),
    });
    const rates = expectContract('apiGameRates', (await s.call('apiGameRates')).body);
    expect(rates.game_rates[0]?.single_digit_val_1).toBe(7);
    expect(rates.game_rates[0]?.single_digit_val_2).toBe(100);
    const token = await s.login('9000000070', 'rated123');
    const game = String(
      (s.db.prepare("SELECT id FROM markets WHERE name = 'RATED'").get() as { id: number }).id,
    );
    const bid = await s.call('apiSubmitBid', {
      game_id: game,
      new_result: {
        unique_token: token,
        Gamename: 'RATED',
        totalbit: 15,
        gameid: game,
        pana: 'Single Digit',
        gametype: 'main',
        bid_date: '22-November-2026',
        session: 'Open',
        result: [
          {
            digits: '6',
            closedigits: '',
            points: 15,
            session: 'Open',
            pana: 'Single Digit',
            closepana: '',
          },
        ],
      },
    });
    expect(bid.status, JSON.stringify(bid.body)).toBe(200);
    const open = await s.post('/control/result/main', {
      game_id: game,
      session: 'open',
      pana: '123',
    });
    // 15 points x 100 / 7 = 214.2857... points, rounded down to the paisa: 214.28.
    expect(open.body['paid_minor']).toBe(21428);
    expect(checkLedger(s.db).violations).toEqual([]);
  });
});
