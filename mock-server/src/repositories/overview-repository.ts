import type { Db } from '../db/database';
import { DECIDED_SQL, type SettlesOn } from './bids-repository';

/**
 * A line still waiting: pending and its deciding result not declared (`DECIDED_SQL` over the
 * `bid_lines` view, named `bids`, and its result row `r`).
 */
const WAITING_SQL = `bids.status = 'pending' AND NOT (${DECIDED_SQL})`;
const RESULT_JOIN = 'LEFT JOIN results r ON r.market_id = bids.market_id AND r.day = bids.day';

/** The most rows one list answers with: the console shows a page, not a table dump. */
const MAX_LIST_ROWS = 500;

export interface PlayerOverviewRow {
  id: number;
  name: string;
  mobile: string;
  betting_status: string;
  balance_minor: number;
  sessions: number;
  pending_bids: number;
  pending_withdrawals: number;
  pending_fund_requests: number;
}

export interface WaitingGroupRow {
  market_id: number;
  day: string;
  settles_on: SettlesOn;
  lines: number;
  points_minor: number;
}

export interface BidLineRow {
  id: number;
  mobile: string;
  bid_type: string;
  session: string;
  digits: string;
  closedigits: string;
  points_minor: number;
  settles_on: SettlesOn;
  state: 'waiting' | 'won' | 'lost';
  payout_minor: number;
}

export interface MoneyRequestRow {
  id: number;
  mobile: string;
  name: string;
  amount_minor: number;
  status: string;
  created_at: number;
  payment_method: string;
}

/** What the testers' console lists across players (players, waiting bids, money requests), and ending sessions. */
export function createOverviewRepository(db: Db) {
  const playerFilter = `(@search = '' OR users.mobile LIKE @like ESCAPE '\\' OR users.name LIKE @like ESCAPE '\\')`;
  const players = db.prepare<[{ search: string; like: string; limit: number }], PlayerOverviewRow>(
    `SELECT users.id, users.name, users.mobile, users.betting_status, users.balance_minor,
       (SELECT COUNT(*) FROM tokens WHERE tokens.user_id = users.id) AS sessions,
       (SELECT COUNT(*) FROM bid_lines AS bids ${RESULT_JOIN} WHERE bids.user_id = users.id AND ${WAITING_SQL}) AS pending_bids,
       (SELECT COUNT(*) FROM withdrawals w WHERE w.user_id = users.id AND w.status = '0') AS pending_withdrawals,
       (SELECT COUNT(*) FROM fund_requests f WHERE f.user_id = users.id AND f.status = '0') AS pending_fund_requests
     FROM users WHERE ${playerFilter} ORDER BY users.id DESC LIMIT @limit`,
  );
  const playerCount = db.prepare<[{ search: string; like: string }], { n: number }>(
    `SELECT COUNT(*) AS n FROM users WHERE ${playerFilter}`,
  );
  const waitingGroups = db.prepare<[], WaitingGroupRow>(
    `SELECT bids.market_id, bids.day, bids.settles_on, COUNT(*) AS lines, SUM(bids.points_minor) AS points_minor
     FROM bid_lines AS bids ${RESULT_JOIN} WHERE ${WAITING_SQL}
     GROUP BY bids.market_id, bids.day, bids.settles_on ORDER BY bids.day, bids.settles_on DESC`,
  );
  const linesOfDay = db.prepare<[number, string], BidLineRow>(
    `SELECT bids.id, users.mobile, bids.bid_type, bids.session, bids.digits, bids.closedigits,
       bids.points_minor, bids.settles_on, bids.payout_minor,
       CASE WHEN ${WAITING_SQL} THEN 'waiting' WHEN bids.status = 'pending' THEN 'lost' ELSE bids.status END AS state
     FROM bid_lines AS bids JOIN users ON users.id = bids.user_id ${RESULT_JOIN}
     WHERE bids.market_id = ? AND bids.day = ? ORDER BY bids.id LIMIT ${MAX_LIST_ROWS}`,
  );
  const lineCount = db.prepare<[number, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM bids WHERE market_id = ? AND day = ?',
  );
  const fundRequests = db.prepare<[{ all: number }], MoneyRequestRow>(
    `SELECT f.id, users.mobile, users.name, f.amount_minor, f.status, f.created_at, '' AS payment_method
     FROM fund_requests f JOIN users ON users.id = f.user_id
     WHERE @all = 1 OR f.status = '0' ORDER BY f.id DESC LIMIT ${MAX_LIST_ROWS}`,
  );
  const withdrawals = db.prepare<[{ all: number }], MoneyRequestRow>(
    `SELECT w.id, users.mobile, users.name, w.amount_minor, w.status, w.created_at, w.payment_method
     FROM withdrawals w JOIN users ON users.id = w.user_id
     WHERE @all = 1 OR w.status = '0' ORDER BY w.id DESC LIMIT ${MAX_LIST_ROWS}`,
  );

  return {
    /** Players whose phone number or name holds `search`, newest first, and how many match. */
    players(search: string, limit: number): { total: number; rows: PlayerOverviewRow[] } {
      // The search is plain text: LIKE's wildcards in it match themselves.
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return {
        total: playerCount.get({ search, like })?.n ?? 0,
        rows: players.all({ search, like, limit: Math.min(limit, MAX_LIST_ROWS) }),
      };
    },
    /** Every group of lines waiting for a result, by market, day and deciding result. */
    waitingGroups: (): WaitingGroupRow[] => waitingGroups.all(),
    /** The lines of one market day (the first `MAX_LIST_ROWS`) and how many it holds. */
    linesOfDay(marketId: number, day: string): { total: number; rows: BidLineRow[] } {
      return {
        total: lineCount.get(marketId, day)?.n ?? 0,
        rows: linesOfDay.all(marketId, day),
      };
    },
    fundRequests: (all: boolean): MoneyRequestRow[] => fundRequests.all({ all: all ? 1 : 0 }),
    withdrawals: (all: boolean): MoneyRequestRow[] => withdrawals.all({ all: all ? 1 : 0 }),
  };
}
