import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/services/ledger-check';
import { createTestServer, DEMO, VIEWER, type TestServer } from '../helper';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
  const token = await s.login();
  const transfer = await s.call('apiUserTransferWalletBalance', {
    unique_token: token,
    amount: 150,
    mobile_no: VIEWER.mobile,
    transfer_note: '',
  });
  expect(transfer.status).toBe(200);
});
afterAll(async () => {
  await s.close();
});

/** Applies a corruption inside a write, checks, and rolls it back. */
function violationsAfter(sql: string): string[] {
  let violations: string[] = [];
  const undo = new Error('undo the corruption');
  try {
    s.writeRows(() => {
      s.db.exec(sql);
      violations = checkLedger(s.db).violations;
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  }
  return violations;
}

describe('ledger check', () => {
  it('passes on a seeded database with wins, deposits, withdrawals and a transfer', () => {
    const report = checkLedger(s.db);
    expect(report.violations).toEqual([]);
    expect(report.totals.balancesMinor).toBe(report.totals.expectedMinor);
    const wins = s.db.prepare('SELECT COUNT(*) FROM bid_wins').pluck().get();
    expect(Number(wins)).toBeGreaterThan(0);
  });

  it.each([
    [
      'a balance above the wallet maximum',
      `UPDATE users SET balance_minor = 100000000001 WHERE mobile = '${DEMO.mobile}';
       INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
         SELECT id, 100000000001 - (SELECT SUM(amount_minor) FROM ledger WHERE user_id = users.id),
           'adjustment', 'x', NULL, 0 FROM users WHERE mobile = '${DEMO.mobile}'`,
      /above the wallet maximum/,
    ],
    [
      'a balance that differs from its ledger',
      `UPDATE users SET balance_minor = balance_minor + 1 WHERE mobile = '${DEMO.mobile}'`,
      /balance differs/,
    ],
    [
      'a win credited twice',
      `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
         SELECT user_id, amount_minor, kind, note, ref, created_at FROM ledger WHERE kind = 'win' LIMIT 1;
       UPDATE users SET balance_minor = balance_minor + (SELECT amount_minor FROM ledger WHERE kind = 'win' LIMIT 1)
         WHERE id = (SELECT user_id FROM ledger WHERE kind = 'win' LIMIT 1)`,
      /exactly one standing win credit/,
    ],
    [
      'a losing line marked won',
      `INSERT INTO bid_wins (market_id, day, settles_on, bid_id, payout_minor)
         SELECT bids.market_id, bids.day, bids.settles_on, bids.id, 100
         FROM bid_lines AS bids JOIN results r ON r.market_id = bids.market_id AND r.day = bids.day
         WHERE bids.status = 'pending' AND r.close_value IS NOT NULL LIMIT 1`,
      /line settled against the rules/,
    ],
    [
      'a win of no line',
      `INSERT INTO bid_wins (market_id, day, settles_on, bid_id, payout_minor)
         SELECT market_id, day, settles_on, id + 1000000, 0 FROM bids LIMIT 1`,
      /win of an unknown line/,
    ],
    [
      'a group line count that differs from its lines',
      `UPDATE bid_groups SET lines = lines + 1 WHERE (market_id, day, settles_on) =
         (SELECT market_id, day, settles_on FROM bid_groups LIMIT 1)`,
      /group line count differs/,
    ],
    [
      'a win filed under another group than its line',
      `UPDATE bid_wins SET settles_on = 'slot' WHERE bid_id = (SELECT bid_id FROM bid_wins LIMIT 1)`,
      /filed under another group/,
    ],
    [
      'half a transfer',
      `UPDATE users SET balance_minor = balance_minor - 15000 WHERE mobile = '${VIEWER.mobile}';
       DELETE FROM ledger WHERE kind = 'transfer-in'`,
      /transfer not one debit and one credit/,
    ],
    [
      'a deposit approved without its credit',
      `UPDATE fund_requests SET status = '2' WHERE id = (SELECT id FROM fund_requests WHERE status <> '2' LIMIT 1)`,
      /approved deposit without exactly one credit/,
    ],
    [
      'a negative balance without a correction',
      `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
         SELECT id, -balance_minor - 100, 'bid', 'x', NULL, 0 FROM users WHERE mobile = '${VIEWER.mobile}';
       UPDATE users SET balance_minor = -100 WHERE mobile = '${VIEWER.mobile}'`,
      /negative balance without a correction/,
    ],
    [
      'a ledger row of no player (settlement writes its rows with the key look-ups off)',
      `PRAGMA defer_foreign_keys = ON;
       INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
         VALUES ((SELECT MAX(id) + 1 FROM users), 100, 'adjustment', 'x', NULL, 0)`,
      /row whose key has no parent row: ledger row \d+ -> users/,
    ],
  ])('finds %s', (_label, sql, expected) => {
    const found = violationsAfter(sql);
    expect(
      found.some((v) => expected.test(v)),
      found.join('\n'),
    ).toBe(true);
    expect(checkLedger(s.db).violations).toEqual([]);
  });
});
