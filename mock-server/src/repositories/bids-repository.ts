import type { Db } from '../plugins/database';

export type SettlesOn = 'open' | 'close' | 'slot' | 'game';

export interface BidRow {
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
  settled_at: number | null;
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

export interface BidHistoryRow extends BidRow {
  game_name: string;
}

export function createBidsRepository(db: Db) {
  const insert = db.prepare(
    `INSERT INTO bids (user_id, market_id, day, bid_type, session, digits, closedigits, points_minor, settles_on, created_at)
     VALUES (@userId, @marketId, @day, @bidType, @session, @digits, @closedigits, @pointsMinor, @settlesOn, @createdAt)`,
  );
  // The candidates of a settlement: pending lines on the deciding result whose digits can match
  // (bids_settle index); everything else on that result loses in one set-based UPDATE.
  const candidates = db.prepare<[number, string, string, string], BidRow>(
    `SELECT * FROM bids WHERE market_id = ? AND day = ? AND settles_on = ? AND status = 'pending'
     AND digits IN (SELECT value FROM json_each(?))`,
  );
  const markWon = db.prepare(
    `UPDATE bids SET status = 'won', payout_minor = ?, settled_at = ? WHERE id = ?`,
  );
  const markLost = db.prepare(`UPDATE bids SET status = 'lost', settled_at = ? WHERE id = ?`);
  const loseRest = db.prepare(
    `UPDATE bids SET status = 'lost', settled_at = ? WHERE market_id = ? AND day = ? AND settles_on = ? AND status = 'pending'`,
  );
  const wonOn = db.prepare<[number, string, string], BidRow>(
    `SELECT * FROM bids WHERE market_id = ? AND day = ? AND settles_on = ? AND status = 'won'`,
  );
  const reopen = db.prepare(
    `UPDATE bids SET status = 'pending', payout_minor = 0, settled_at = NULL
     WHERE market_id = ? AND day = ? AND settles_on = ? AND status <> 'pending'`,
  );
  const historyByDays = db.prepare<[number, string, string, string, string], BidHistoryRow>(
    `SELECT bids.*, markets.name AS game_name FROM bids JOIN markets ON markets.id = bids.market_id
     WHERE bids.user_id = ? AND markets.kind = ? AND bids.status LIKE ? AND bids.day BETWEEN ? AND ?
     ORDER BY bids.id DESC LIMIT 1000`,
  );
  const pendingOf = db.prepare<[number], { n: number }>(
    `SELECT COUNT(*) AS n FROM bids WHERE user_id = ? AND status = 'pending'`,
  );
  return {
    pendingCount: (userId: number): number => pendingOf.get(userId)?.n ?? 0,
    insert: (bid: NewBid): number => Number(insert.run(bid).lastInsertRowid),
    candidates: (
      marketId: number,
      day: string,
      settlesOn: SettlesOn,
      digits: readonly string[],
    ): BidRow[] => candidates.all(marketId, day, settlesOn, JSON.stringify(digits)),
    markWon: (id: number, payoutMinor: number, at: number): void =>
      void markWon.run(payoutMinor, at, id),
    markLost: (id: number, at: number): void => void markLost.run(at, id),
    loseRest: (marketId: number, day: string, settlesOn: SettlesOn, at: number): number =>
      loseRest.run(at, marketId, day, settlesOn).changes,
    wonOn: (marketId: number, day: string, settlesOn: SettlesOn): BidRow[] =>
      wonOn.all(marketId, day, settlesOn),
    reopen: (marketId: number, day: string, settlesOn: SettlesOn): number =>
      reopen.run(marketId, day, settlesOn).changes,
    /**
     * A player's lines of one market kind whose market day lies in [fromDay, toDay] (both 'YYYY-MM-DD');
     * `status` is a LIKE pattern ('%' for all, 'won').
     */
    history: (
      userId: number,
      kind: string,
      status: string,
      fromDay: string,
      toDay: string,
    ): BidHistoryRow[] => historyByDays.all(userId, kind, status, fromDay, toDay),
  };
}
export type BidsRepository = ReturnType<typeof createBidsRepository>;
