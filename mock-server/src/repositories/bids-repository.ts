import type { Db } from '../db/database';

export type SettlesOn = 'open' | 'close' | 'slot' | 'game';

interface BidRow {
  id: number;
  user_id: number;
  market_id: number;
  day: string;
  bid_type: string;
  session: string;
  digits: string;
  closedigits: string;
  points_minor: number;
  settles_on: SettlesOn;
  status: 'pending' | 'won' | 'lost';
  payout_minor: number;
  created_at: number;
}

export interface NewBid {
  userId: number;
  marketId: number;
  day: string;
  bidType: string;
  session: string;
  digits: string;
  closedigits: string;
  pointsMinor: number;
  settlesOn: SettlesOn;
  createdAt: number;
}

/**
 * A line's deciding result is declared (docs/game-rules.md#who-wins); one without a win is then
 * lost, so settlement writes only the winners' rows.
 */
export const DECIDED_SQL = `CASE bids.settles_on
    WHEN 'open' THEN r.open_value IS NOT NULL
    WHEN 'slot' THEN r.open_value IS NOT NULL
    ELSE r.open_value IS NOT NULL AND r.close_value IS NOT NULL END`;

export interface GroupKey {
  marketId: number;
  day: string;
  group: SettlesOn;
}

export interface WinPattern extends GroupKey {
  bidType: string;
  session: string | null;
  digits: string;
  closedigits: string | null;
  /** In hundredths, as integers. */
  val1: bigint;
  val2: bigint;
  note: string;
  at: number;
}

export interface BidHistoryRow extends BidRow {
  game_name: string;
}

export function createBidsRepository(db: Db) {
  // Positional parameters: binding by name looks each one up on the object (the hot path).
  const insert = db.prepare<
    [number, number, string, string, string, string, string, number, string, number]
  >(
    `INSERT INTO bids (user_id, market_id, day, bid_type, session, digits, closedigits, points_minor, settles_on, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // One winning pattern at a time through the bids_settle index. A group is settled once, so a
  // second win of a line would break bid_wins' key and roll the declaration back.
  const pattern = `market_id = @marketId AND day = @day AND settles_on = @group AND digits = @digits
     AND bid_type = @bidType
     AND (@session IS NULL OR session = @session) AND (@closedigits IS NULL OR closedigits = @closedigits)`;
  const payout = '(points_minor * @val2) / @val1';
  // In player order, so ledger_user takes them in its own order and the wallets are credited in one
  // pass.
  const winRows = db.prepare(
    `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
     SELECT user_id, ${payout}, 'win',
       @note || CASE WHEN closedigits = '' THEN '' ELSE '-' || closedigits END, 'bid:' || id, @at
     FROM bids WHERE ${pattern} AND ${payout} > 0 ORDER BY user_id, id`,
  );
  // In line order, so bid_wins' key only ever appends.
  const markWon = db.prepare(
    `INSERT INTO bid_wins (market_id, day, settles_on, bid_id, payout_minor)
     SELECT market_id, day, settles_on, id, ${payout} FROM bids WHERE ${pattern}`,
  );
  // Kept by a trigger (migration 005): one row read, not a count of the lines.
  const groupLines = db.prepare<[number, string, string], { n: number }>(
    'SELECT lines AS n FROM bid_groups WHERE market_id = ? AND day = ? AND settles_on = ?',
  );
  const groupWins = `w.market_id = @marketId AND w.day = @day AND w.settles_on = @group`;
  const reversalTotals = db.prepare<[GroupKey], { n: number; paid: number | null }>(
    `SELECT COUNT(*) AS n, SUM(payout_minor) AS paid FROM bid_wins w WHERE ${groupWins}`,
  );
  const debitReversed = db.prepare(
    `UPDATE users SET balance_minor = balance_minor - r.total
     FROM (SELECT bids.user_id, SUM(w.payout_minor) AS total FROM bid_wins w JOIN bids ON bids.id = w.bid_id
           WHERE ${groupWins} AND w.payout_minor > 0 GROUP BY bids.user_id) AS r
     WHERE users.id = r.user_id`,
  );
  const reversalRows = db.prepare(
    `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
     SELECT bids.user_id, -w.payout_minor, 'win-reversal',
       'Result corrected: ' || @marketName || ' ' || bids.bid_type || ' ' || bids.digits, 'bid:' || bids.id, @at
     FROM bid_wins w JOIN bids ON bids.id = w.bid_id
     WHERE ${groupWins} AND w.payout_minor > 0 ORDER BY bids.user_id, bids.id`,
  );
  const reopen = db.prepare(`DELETE FROM bid_wins AS w WHERE ${groupWins}`);
  const historyByDays = db.prepare<[number, string, string, string, string], BidHistoryRow>(
    `SELECT bids.*, markets.name AS game_name FROM bid_lines AS bids JOIN markets ON markets.id = bids.market_id
     WHERE bids.user_id = ? AND markets.kind = ? AND bids.status LIKE ? AND bids.day BETWEEN ? AND ?
     ORDER BY bids.id DESC LIMIT 1000`,
  );
  const pendingOf = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM bid_lines AS bids LEFT JOIN results r ON r.market_id = bids.market_id AND r.day = bids.day
     WHERE bids.user_id = ? AND bids.status = 'pending' AND NOT (${DECIDED_SQL})`,
  );
  return {
    pendingCount: (userId: number): number => pendingOf.get(userId)?.n ?? 0,
    insert: (b: NewBid): number =>
      Number(
        insert.run(
          b.userId,
          b.marketId,
          b.day,
          b.bidType,
          b.session,
          b.digits,
          b.closedigits,
          b.pointsMinor,
          b.settlesOn,
          b.createdAt,
        ).lastInsertRowid,
      ),
    /**
     * The wallets are credited from the 'win' rows afterwards (`creditWinsAfter`): call both in one
     * transaction.
     */
    settleWinners: (p: WinPattern): number => {
      winRows.run(p);
      return markWon.run(p).changes;
    },
    groupLines: (marketId: number, day: string, settlesOn: SettlesOn): number =>
      groupLines.get(marketId, day, settlesOn)?.n ?? 0,
    /** Call inside a transaction. */
    reverseGroup: (
      key: GroupKey & { marketName: string; at: number },
    ): { reversed: number; reversedMinor: number } => {
      const groupKey = { marketId: key.marketId, day: key.day, group: key.group };
      const totals = reversalTotals.get(groupKey);
      if (totals !== undefined && totals.n > 0) {
        debitReversed.run(groupKey);
        reversalRows.run(key);
      }
      reopen.run(groupKey);
      return { reversed: totals?.n ?? 0, reversedMinor: totals?.paid ?? 0 };
    },
    /** `status` is a LIKE pattern ('%' for all, 'won'). */
    history: (
      userId: number,
      kind: string,
      status: string,
      fromDay: string,
      toDay: string,
    ): BidHistoryRow[] => historyByDays.all(userId, kind, status, fromDay, toDay),
  };
}
