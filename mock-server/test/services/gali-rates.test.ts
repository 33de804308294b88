import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/services/ledger-check';
import { createTestServer, expectContract, istAt, type TestServer } from '../helper';
import { balanceMinor, bidBody, marketId, SUBMIT, type Line } from '../bid-helpers';

/**
 * A Gali winner is paid the rate the Gali rates panel showed (docs/decisions/006). The panel reads
 * Left, Right and Jodi Digit from the single_digit, single_pana and double_pana fields of the first
 * game_rates entry; here every Gali field holds a different rate, so a payout read
 * from any other field (jodi_digit, say) shows.
 */

const PLAYER = { name: 'Gali Player', mobile: '9000000002', password: 'gali1234' } as const;
const GAME = 'FARIDABAD';

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await createTestServer({
    now: istAt(10),
    scenario: {
      description: 'One Gali game whose rate fields all differ',
      users: [{ ...PLAYER, opening_balance: 10_000 }],
      markets: [{ key: 'faridabad', kind: 'gali', name: GAME, open_time: '06:00 PM' }],
      rates: {
        gali: {
          single_digit: [10, 90],
          single_pana: [10, 85],
          double_pana: [10, 800],
          jodi_digit: [10, 950],
        },
      },
    },
  });
  token = await s.login(PLAYER.mobile, PLAYER.password);
});
afterEach(async () => {
  await s.close();
});

/** What the panel shows for a bid type: the entry's fields as the client reads them. */
async function panelRates(): Promise<Record<string, { val1?: number; val2?: number }>> {
  const answer = await s.call('apiGalidisawarGameRates');
  const entry = expectContract('apiGalidisawarGameRates', answer.body).game_rates[0];
  if (entry === undefined) throw new Error('no game_rates entry');
  return {
    'Left Digit': { val1: entry.single_digit_val_1, val2: entry.single_digit_val_2 },
    'Right Digit': { val1: entry.single_pana_val_1, val2: entry.single_pana_val_2 },
    'Jodi Digit': { val1: entry.double_pana_val_1, val2: entry.double_pana_val_2 },
  };
}

describe('Gali settlement pays what the rates panel shows', () => {
  it('credits each winner points x val_2 / val_1 of its panel row, and the ledger check agrees', async () => {
    const panel = await panelRates();
    expect(panel).toEqual({
      'Left Digit': { val1: 10, val2: 90 },
      'Right Digit': { val1: 10, val2: 85 },
      'Jodi Digit': { val1: 10, val2: 800 },
    });

    const lines: Line[] = [
      { type: 'Left Digit', digits: '4', points: 20 },
      { type: 'Right Digit', digits: '7', points: 15 },
      { type: 'Jodi Digit', digits: '47', points: 10 },
      { type: 'Left Digit', digits: '5', points: 10 },
      { type: 'Jodi Digit', digits: '74', points: 10 },
    ];
    const start = await balanceMinor(s, PLAYER.mobile);
    const placed = await s.call(
      SUBMIT.gali,
      bidBody(token, 'gali', marketId(s, GAME, 'gali'), lines),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const declared = await s.post('/control/result/gali', {
      game_id: marketId(s, GAME, 'gali'),
      result: '47',
    });
    expect(declared.status).toBe(200);
    expect(declared.body['won']).toBe(3);

    // 20 x 90 / 10 = 180, 15 x 85 / 10 = 127.5, 10 x 800 / 10 = 800 points, in minor units.
    const shownMinor = (type: string, points: number) => {
      const { val1, val2 } = panel[type] ?? {};
      if (val1 === undefined || val2 === undefined) throw new Error(`no ${type} rate shown`);
      return Math.floor((points * 100 * val2) / val1);
    };
    const expected = [
      shownMinor('Left Digit', 20),
      shownMinor('Right Digit', 15),
      shownMinor('Jodi Digit', 10),
    ];
    expect(expected).toEqual([18_000, 12_750, 80_000]);
    const paid = expected.reduce((sum, amount) => sum + amount, 0);
    expect(declared.body['paid_minor']).toBe(paid);
    expect(await balanceMinor(s, PLAYER.mobile)).toBe(start - 6_500 + paid);

    const wins = await s.call('apiGalidisawarWiningHistoryData', {
      unique_token: token,
      date_from: '11/22/2026',
      date_to: '11/22/2026',
    });
    const history = expectContract('apiGalidisawarWiningHistoryData', wins.body);
    expect(
      (history.bid_data ?? []).map((win) => ({ digits: win.digits, amount: win.amount })),
    ).toEqual(
      expect.arrayContaining([
        { digits: '4', amount: 18_000 },
        { digits: '7', amount: 12_750 },
        { digits: '47', amount: 80_000 },
      ]),
    );
    expect(checkLedger(s.db).violations).toEqual([]);
  });
});
