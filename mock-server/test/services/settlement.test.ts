import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checksForeignKeys,
  createTestServer,
  expectContract,
  istAt,
  ledgerMismatches,
  type TestServer,
} from '../helper';
import { balanceMinor, bidBody, marketId, SUBMIT, type Line } from '../bid-helpers';

let s: TestServer;
let token: string;
beforeEach(async () => {
  s = await createTestServer({ now: istAt(10) });
  token = await s.login();
  await s.post('/control/user/wallet', { mobile: '9876543210', wallet_amt: 100000 });
});
afterEach(async () => {
  await s.close();
});

async function bid(kind: 'main' | 'starline' | 'gali', game: string, lines: Line[]) {
  const answer = await s.call(SUBMIT[kind], bidBody(token, kind, marketId(s, game, kind), lines));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}
const declareMain = (game: string, session: 'open' | 'close', pana: string) =>
  s.post('/control/result/main', { game_id: marketId(s, game, 'main'), session, pana });

/** Lines keyed by a label, each with the payout in minor units it must earn (0: lost). */
type Case = Line & { label: string; payoutMinor: number };

async function winsByLabel(kind: 'main' | 'starline' | 'gali'): Promise<number> {
  const name =
    kind === 'main'
      ? 'apiWiningHistoryData'
      : kind === 'starline'
        ? 'apiStarlineWiningHistoryData'
        : 'apiGalidisawarWiningHistoryData';
  const answer = await s.call(name, {
    unique_token: token,
    date_from: '11/22/2026',
    date_to: '11/22/2026',
  });
  const body = expectContract(name, answer.body) as {
    win_data?: { amount: number }[];
    bid_data?: { amount: number }[];
  };
  const list = body.win_data ?? body.bid_data ?? [];
  return list.reduce((sum, w) => sum + w.amount, 0);
}

describe('main market settlement, every bid type, win and loss, exact payouts', () => {
  // Open 123 (digit 6), close 550 (digit 0): jodi 60.
  const cases: Case[] = [
    { label: 'SD open win', type: 'Single Digit', digits: '6', points: 10, payoutMinor: 9500 },
    { label: 'SD open loss', type: 'Single Digit', digits: '5', points: 10, payoutMinor: 0 },
    {
      label: 'SD close win',
      type: 'Single Digit',
      digits: '0',
      points: 20,
      session: 'Close',
      payoutMinor: 19000,
    },
    {
      label: 'SD close loss',
      type: 'Single Digit',
      digits: '6',
      points: 10,
      session: 'Close',
      payoutMinor: 0,
    },
    {
      label: 'Jodi win',
      type: 'Jodi Digit',
      digits: '60',
      points: 10,
      session: 'Close',
      payoutMinor: 95000,
    },
    {
      label: 'Jodi loss',
      type: 'Jodi Digit',
      digits: '06',
      points: 10,
      session: 'Close',
      payoutMinor: 0,
    },
    { label: 'SP win', type: 'Single Pana', digits: '123', points: 10, payoutMinor: 140000 },
    { label: 'SP loss', type: 'Single Pana', digits: '124', points: 10, payoutMinor: 0 },
    {
      label: 'DP close win',
      type: 'Double Pana',
      digits: '550',
      points: 10,
      session: 'Close',
      payoutMinor: 280000,
    },
    { label: 'DP loss', type: 'Double Pana', digits: '112', points: 10, payoutMinor: 0 },
    {
      label: 'Half open win',
      type: 'Half Sangam',
      digits: '6',
      closedigits: '550',
      points: 10,
      payoutMinor: 1000000,
    },
    {
      label: 'Half open loss',
      type: 'Half Sangam',
      digits: '6',
      closedigits: '560',
      points: 10,
      payoutMinor: 0,
    },
    {
      label: 'Half close win',
      type: 'Half Sangam',
      digits: '0',
      closedigits: '123',
      points: 10,
      session: 'Close',
      payoutMinor: 1000000,
    },
    {
      label: 'Full win',
      type: 'Full Sangam',
      digits: '123',
      closedigits: '550',
      points: 10,
      payoutMinor: 10000000,
    },
    {
      label: 'Full loss',
      type: 'Full Sangam',
      digits: '550',
      closedigits: '123',
      points: 10,
      payoutMinor: 0,
    },
    { label: 'SP motor win', type: 'SP Motor', digits: '123', points: 15, payoutMinor: 210000 },
    {
      label: 'DP motor win',
      type: 'DP Motor',
      digits: '550',
      points: 10,
      session: 'Close',
      payoutMinor: 280000,
    },
    {
      label: 'DP motor loss',
      type: 'DP Motor',
      digits: '100',
      points: 10,
      session: 'Close',
      payoutMinor: 0,
    },
  ];

  it('pays each winning line points x val_2 / val_1 once, at the result it depends on', async () => {
    const start = await balanceMinor(s);
    for (const c of cases) await bid('main', 'KALYAN', [c]);
    const staked = cases.reduce((sum, c) => sum + c.points * 100, 0);
    expect(await balanceMinor(s)).toBe(start - staked);

    const open = await declareMain('KALYAN', 'open', '123');
    const openCases = cases.filter(
      (c) =>
        (c.session ?? 'Open') === 'Open' &&
        ['Single Digit', 'Single Pana', 'Double Pana', 'SP Motor'].includes(c.type),
    );
    const openPaid = openCases.reduce((sum, c) => sum + c.payoutMinor, 0);
    expect(open.body['paid_minor']).toBe(openPaid);
    expect(await balanceMinor(s)).toBe(start - staked + openPaid);

    const close = await declareMain('KALYAN', 'close', '550');
    const total = cases.reduce((sum, c) => sum + c.payoutMinor, 0);
    expect(Number(open.body['paid_minor']) + Number(close.body['paid_minor'])).toBe(total);
    expect(Number(open.body['won']) + Number(close.body['won'])).toBe(
      cases.filter((c) => c.payoutMinor > 0).length,
    );
    expect(Number(open.body['lost']) + Number(close.body['lost'])).toBe(
      cases.filter((c) => c.payoutMinor === 0).length,
    );
    expect(await balanceMinor(s)).toBe(start - staked + total);
    expect(await winsByLabel('main')).toBe(total);

    // Declaring the same result again settles nothing a second time.
    const again = await declareMain('KALYAN', 'close', '550');
    expect(again.body['paid_minor']).toBe(0);
    expect(again.body['won']).toBe(0);
    expect(await balanceMinor(s)).toBe(start - staked + total);
    expect(ledgerMismatches(s.db)).toEqual([]);
    // Settlement writes with the key look-ups off; once it is done, a bad key is refused again.
    expect(checksForeignKeys(s)).toBe(true);
  });

  it('pays Triple Pana at its rate', async () => {
    const start = await balanceMinor(s);
    await bid('main', 'MILAN DAY', [
      { type: 'Triple Pana', digits: '777', points: 10 },
      { type: 'Triple Pana', digits: '888', points: 10 },
    ]);
    await declareMain('MILAN DAY', 'open', '777');
    expect(await balanceMinor(s)).toBe(start - 2000 + 700000);
  });

  it('reverses and re-settles on a corrected result, with its own ledger rows', async () => {
    const start = await balanceMinor(s);
    await bid('main', 'KALYAN', [
      { type: 'Single Digit', digits: '6', points: 10 },
      { type: 'Single Digit', digits: '7', points: 10 },
      { type: 'Jodi Digit', digits: '60', points: 10, session: 'Close' },
      { type: 'Jodi Digit', digits: '70', points: 10, session: 'Close' },
    ]);
    await declareMain('KALYAN', 'open', '123');
    await declareMain('KALYAN', 'close', '550');
    expect(await balanceMinor(s)).toBe(start - 4000 + 9500 + 95000);

    // The open was really 124 (digit 7): SD 6 and Jodi 60 lose, SD 7 and Jodi 70 win.
    const fix = await declareMain('KALYAN', 'open', '124');
    expect(fix.body['reversed']).toBe(2);
    expect(fix.body['reversed_minor']).toBe(9500 + 95000);
    expect(fix.body['open_result']).toBe('124-7');
    expect(fix.body['close_result']).toBe('0-550');
    expect(await balanceMinor(s)).toBe(start - 4000 + 9500 + 95000);
    const reversals = s.db
      .prepare("SELECT COUNT(*) AS n FROM ledger WHERE kind = 'win-reversal'")
      .get() as { n: number };
    expect(reversals.n).toBe(2);
    const wins = s.db
      .prepare(
        "SELECT digits FROM bid_lines WHERE status = 'won' AND day = '2026-11-22' ORDER BY digits",
      )
      .all() as { digits: string }[];
    expect(wins.map((w) => w.digits)).toEqual(['7', '70']);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });

  it('lets a reversal take a balance below zero, which then refuses debits', async () => {
    await s.post('/control/user/wallet', { mobile: '9876543210', wallet_amt: 10 });
    await bid('main', 'KALYAN', [{ type: 'Single Digit', digits: '6', points: 10 }]);
    await declareMain('KALYAN', 'open', '123');
    await s.post('/control/user/wallet', { mobile: '9876543210', wallet_amt: 0 });
    await declareMain('KALYAN', 'open', '124');
    expect(await balanceMinor(s)).toBe(-9500);
    const refused = await s.call(
      SUBMIT.main,
      bidBody(token, 'main', marketId(s, 'KALYAN', 'main'), [
        { type: 'Single Digit', digits: '1', points: 10, session: 'Close' },
      ]),
    );
    expect(refused.status).toBe(409);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });
});

describe('Starline and Gali settlement', () => {
  it('pays Starline Single Digit, Single, Double and Triple Pana', async () => {
    const start = await balanceMinor(s);
    await bid('starline', '12:00 PM', [
      { type: 'Single Digit', digits: '3', points: 10 },
      { type: 'Single Pana', digits: '238', points: 10 },
      { type: 'Single Digit', digits: '4', points: 10 },
    ]);
    await bid('starline', '02:00 PM', [{ type: 'Double Pana', digits: '226', points: 10 }]);
    await bid('starline', '04:00 PM', [
      { type: 'Triple Pana', digits: '444', points: 10 },
      { type: 'Triple Pana', digits: '555', points: 10 },
    ]);
    await s.post('/control/result/starline', {
      game_id: marketId(s, '12:00 PM', 'starline'),
      pana: '238',
    });
    await s.post('/control/result/starline', {
      game_id: marketId(s, '02:00 PM', 'starline'),
      pana: '226',
    });
    await s.post('/control/result/starline', {
      game_id: marketId(s, '04:00 PM', 'starline'),
      pana: '444',
    });
    const paid = 9500 + 140000 + 280000 + 700000;
    expect(await balanceMinor(s)).toBe(start - 6000 + paid);
    expect(await winsByLabel('starline')).toBe(paid);
  });

  it('pays Gali Left, Right and Jodi', async () => {
    const start = await balanceMinor(s);
    await bid('gali', 'FARIDABAD', [
      { type: 'Left Digit', digits: '4', points: 10 },
      { type: 'Left Digit', digits: '7', points: 10 },
      { type: 'Right Digit', digits: '7', points: 20 },
      { type: 'Jodi Digit', digits: '47', points: 10 },
      { type: 'Jodi Digit', digits: '74', points: 10 },
    ]);
    const result = await s.post('/control/result/gali', {
      game_id: marketId(s, 'FARIDABAD', 'gali'),
      result: '47',
    });
    expect(result.body['won']).toBe(3);
    expect(result.body['lost']).toBe(2);
    const paid = 9500 + 19000 + 95000;
    expect(await balanceMinor(s)).toBe(start - 6000 + paid);
    expect(await winsByLabel('gali')).toBe(paid);
    const fix = await s.post('/control/result/gali', {
      game_id: marketId(s, 'FARIDABAD', 'gali'),
      result: '74',
    });
    expect(fix.body['reversed']).toBe(3);
    expect(await balanceMinor(s)).toBe(start - 6000 + 9500 + 95000);
    expect(ledgerMismatches(s.db)).toEqual([]);
  });
});
