import {
  DEFAULT_RATES,
  MAX_WALLET_MINOR,
  RATE_KEYS,
  settleBidLine,
  type BidType,
  type DeclaredResult,
  type MarketKind,
  type Rates,
  type Session,
} from '@matka/shared/rules';
import type { Db } from '../db/database';
import { DECIDED_SQL } from '../repositories/bids-repository';

/** What the ledger check looked at and what it found. */
export interface LedgerReport {
  users: number;
  ledgerRows: number;
  bids: number;
  /** Every broken invariant, one line each (at most `MAX_PER_RULE` per rule). */
  violations: string[];
  totals: {
    balancesMinor: number;
    /** Opening balances + approved deposits + wins - bids - withdrawals not refunded + adjustments. */
    expectedMinor: number;
  };
}

const MAX_PER_RULE = 20;

interface Rule {
  name: string;
  sql: string;
}

/**
 * The money invariants (docs/game-rules.md#money), each a query returning the
 * rows that break it:
 * - every balance equals the sum of its ledger rows, is not negative unless a result correction
 *   (a 'win-reversal' row) or an operator adjustment took it there, and is at most the wallet
 *   maximum (MAX_WALLET_POINTS);
 * - the bid rows of a player sum to minus the points of their bid lines;
 * - every won line has exactly one win credit left standing (wins minus reversals), of its payout; no
 *   other line has one; a line is won only after its deciding result, and no line of a decided group
 *   is waiting;
 * - every approved deposit has one credit of its amount and no other request has one;
 * - every withdrawal has one debit of its amount, and exactly one refund if cancelled, none otherwise;
 * - every transfer is one debit and one credit of the same amount between two players;
 * - no ledger row of an unknown kind, and no row whose key names a missing row;
 * - every line of a declared result is won, with its payout, exactly when the shared rules say so.
 * The total of all balances is then checked against the domain tables (not the ledger).
 */
const RULES: Rule[] = [
  {
    name: 'balance differs from the sum of its ledger rows',
    sql: `SELECT u.id || ': balance ' || u.balance_minor || ', ledger ' || COALESCE(SUM(l.amount_minor), 0)
          FROM users u LEFT JOIN ledger l ON l.user_id = u.id
          GROUP BY u.id HAVING u.balance_minor <> COALESCE(SUM(l.amount_minor), 0)`,
  },
  {
    name: 'row whose key has no parent row',
    sql: `SELECT "table" || ' row ' || rowid || ' -> ' || parent FROM pragma_foreign_key_check`,
  },
  {
    name: 'negative balance without a correction',
    sql: `SELECT id || ': ' || balance_minor FROM users WHERE balance_minor < 0 AND NOT EXISTS
          (SELECT 1 FROM ledger WHERE user_id = users.id AND kind IN ('win-reversal', 'adjustment'))`,
  },
  {
    name: 'balance above the wallet maximum',
    sql: `SELECT id || ': ' || balance_minor FROM users WHERE balance_minor > ${MAX_WALLET_MINOR}`,
  },
  {
    name: 'bid debits differ from the points of the bid lines',
    sql: `SELECT u.id || ': debits ' || COALESCE(d.total, 0) || ', lines ' || COALESCE(b.total, 0)
          FROM users u
          LEFT JOIN (SELECT user_id, -SUM(amount_minor) AS total FROM ledger WHERE kind = 'bid' GROUP BY user_id) d ON d.user_id = u.id
          LEFT JOIN (SELECT user_id, SUM(points_minor) AS total FROM bids GROUP BY user_id) b ON b.user_id = u.id
          WHERE COALESCE(d.total, 0) <> COALESCE(b.total, 0)`,
  },
  {
    name: 'won line without exactly one standing win credit of its payout',
    sql: `SELECT 'bid ' || b.id || ': payout ' || b.payout_minor || ', credits ' || COALESCE(w.n, 0) || ' of ' || COALESCE(w.total, 0)
          FROM bid_lines b LEFT JOIN (
            SELECT CAST(substr(ref, 5) AS INTEGER) AS bid_id,
              SUM(CASE kind WHEN 'win' THEN 1 ELSE -1 END) AS n, SUM(amount_minor) AS total
            FROM ledger WHERE kind IN ('win', 'win-reversal') AND ref LIKE 'bid:%' GROUP BY ref
          ) w ON w.bid_id = b.id
          WHERE b.status = 'won' AND b.payout_minor > 0
            AND (COALESCE(w.n, 0) <> 1 OR COALESCE(w.total, 0) <> b.payout_minor)`,
  },
  {
    name: 'line not won but holding a win credit',
    sql: `SELECT 'bid ' || b.id || ': ' || b.status || ', credits ' || w.n || ' of ' || w.total
          FROM (
            SELECT CAST(substr(ref, 5) AS INTEGER) AS bid_id,
              SUM(CASE kind WHEN 'win' THEN 1 ELSE -1 END) AS n, SUM(amount_minor) AS total
            FROM ledger WHERE kind IN ('win', 'win-reversal') AND ref LIKE 'bid:%' GROUP BY ref
          ) w JOIN bid_lines b ON b.id = w.bid_id
          WHERE NOT (b.status = 'won' AND b.payout_minor > 0) AND (w.n <> 0 OR w.total <> 0)`,
  },
  {
    name: 'win credit for an unknown line',
    sql: `SELECT 'ledger ' || id || ': ' || ref FROM ledger
          WHERE kind IN ('win', 'win-reversal')
            AND (ref IS NULL OR ref NOT LIKE 'bid:%' OR CAST(substr(ref, 5) AS INTEGER) NOT IN (SELECT id FROM bids))`,
  },
  {
    name: 'win of an unknown line, or filed under another group than its line',
    sql: `SELECT 'win ' || w.bid_id || ' (' || w.market_id || ' ' || w.day || ' ' || w.settles_on || ')'
          FROM bid_wins w LEFT JOIN bids b ON b.id = w.bid_id
          WHERE b.id IS NULL OR b.market_id <> w.market_id OR b.day <> w.day OR b.settles_on <> w.settles_on`,
  },
  {
    name: 'group line count differs from its lines',
    sql: `SELECT g.market_id || ' ' || g.day || ' ' || g.settles_on || ': ' || g.lines || ' counted, ' || COALESCE(c.n, 0) || ' lines'
          FROM bid_groups g LEFT JOIN (
            SELECT market_id, day, settles_on, COUNT(*) AS n FROM bids GROUP BY market_id, day, settles_on
          ) c ON c.market_id = g.market_id AND c.day = g.day AND c.settles_on = g.settles_on
          WHERE COALESCE(c.n, 0) <> g.lines
          UNION ALL
          SELECT b.market_id || ' ' || b.day || ' ' || b.settles_on || ': not counted'
          FROM (SELECT DISTINCT market_id, day, settles_on FROM bids) b
          WHERE NOT EXISTS (SELECT 1 FROM bid_groups g
            WHERE g.market_id = b.market_id AND g.day = b.day AND g.settles_on = b.settles_on)`,
  },
  {
    name: 'line settled before its deciding result',
    sql: `SELECT 'bid ' || bids.id || ': ' || bids.status || ' on ' || bids.settles_on
          FROM bid_lines AS bids LEFT JOIN results r ON r.market_id = bids.market_id AND r.day = bids.day
          WHERE bids.status <> 'pending' AND NOT COALESCE(${DECIDED_SQL}, 0)`,
  },
  {
    name: 'approved deposit without exactly one credit of its amount',
    sql: `SELECT 'fund ' || f.id || ': status ' || f.status || ', credits ' || COUNT(l.id) || ' of ' || COALESCE(SUM(l.amount_minor), 0)
          FROM fund_requests f LEFT JOIN ledger l ON l.kind = 'fund' AND l.ref = 'fund:' || f.id
          GROUP BY f.id
          HAVING (f.status = '2' AND (COUNT(l.id) <> 1 OR SUM(l.amount_minor) <> f.amount_minor))
              OR (f.status <> '2' AND COUNT(l.id) <> 0)`,
  },
  {
    name: 'deposit credit without an approved request',
    sql: `SELECT 'ledger ' || id || ': ' || COALESCE(ref, 'no ref') FROM ledger WHERE kind = 'fund'
          AND (ref IS NULL OR ref NOT IN (SELECT 'fund:' || id FROM fund_requests))`,
  },
  {
    name: 'withdrawal without one debit (and one refund exactly when cancelled)',
    sql: `SELECT 'withdrawal ' || w.id || ': status ' || w.status || ', debits ' || COALESCE(d.n, 0) || ', refunds ' || COALESCE(r.n, 0)
          FROM withdrawals w
          LEFT JOIN (SELECT ref, COUNT(*) AS n, SUM(amount_minor) AS total FROM ledger WHERE kind = 'withdraw' GROUP BY ref) d ON d.ref = 'withdrawal:' || w.id
          LEFT JOIN (SELECT ref, COUNT(*) AS n, SUM(amount_minor) AS total FROM ledger WHERE kind = 'withdraw-refund' GROUP BY ref) r ON r.ref = 'withdrawal:' || w.id
          WHERE COALESCE(d.n, 0) <> 1 OR COALESCE(d.total, 0) <> -w.amount_minor
             OR (w.status = '1' AND (COALESCE(r.n, 0) <> 1 OR COALESCE(r.total, 0) <> w.amount_minor))
             OR (w.status <> '1' AND COALESCE(r.n, 0) <> 0)`,
  },
  {
    name: 'withdrawal money movement without its request',
    sql: `SELECT 'ledger ' || id || ': ' || COALESCE(ref, 'no ref') FROM ledger WHERE kind IN ('withdraw', 'withdraw-refund')
          AND (ref IS NULL OR ref NOT IN (SELECT 'withdrawal:' || id FROM withdrawals))`,
  },
  {
    name: 'transfer not one debit and one credit of the same amount between two players',
    sql: `SELECT COALESCE(ref, 'no ref') || ': ' || COUNT(*) || ' rows, sum ' || SUM(amount_minor)
          FROM ledger WHERE kind IN ('transfer-out', 'transfer-in') GROUP BY ref
          HAVING ref IS NULL OR COUNT(*) <> 2 OR SUM(amount_minor) <> 0
              OR SUM(kind = 'transfer-out' AND amount_minor < 0) <> 1 OR SUM(kind = 'transfer-in' AND amount_minor > 0) <> 1
              OR COUNT(DISTINCT user_id) <> 2`,
  },
  {
    name: 'ledger row of an unknown kind',
    sql: `SELECT 'ledger ' || id || ': ' || kind FROM ledger WHERE kind NOT IN
          ('opening', 'bid', 'win', 'win-reversal', 'fund', 'withdraw', 'withdraw-refund', 'transfer-out', 'transfer-in', 'adjustment')`,
  },
];

function ratesOf(db: Db): Record<MarketKind, Rates> {
  const rates = {
    main: { ...DEFAULT_RATES.main },
    starline: { ...DEFAULT_RATES.starline },
    gali: { ...DEFAULT_RATES.gali },
  } as Record<MarketKind, Record<string, { val1: number; val2: number }>>;
  const rows = db
    .prepare<[], { kind: MarketKind; rate_key: string; val_1: number; val_2: number }>(
      'SELECT kind, rate_key, val_1, val_2 FROM game_rates',
    )
    .all();
  for (const row of rows) {
    if ((RATE_KEYS as readonly string[]).includes(row.rate_key))
      rates[row.kind][row.rate_key] = { val1: row.val_1, val2: row.val_2 };
  }
  return rates as Record<MarketKind, Rates>;
}

/**
 * Every line whose deciding result is declared is judged again by the shared `settleBidLine` (the one
 * rule of who wins and how much) against the stored result: won with that payout, or not won.
 */
function misjudgedLines(db: Db, violations: string[]): void {
  const rates = ratesOf(db);
  let found = 0;
  const lines = db
    .prepare<
      [],
      {
        id: number;
        kind: MarketKind;
        bid_type: string;
        session: string;
        digits: string;
        closedigits: string;
        points_minor: number;
        status: string;
        payout_minor: number;
        open_value: string | null;
        close_value: string | null;
      }
    >(
      `SELECT bids.id, markets.kind, bids.bid_type, bids.session, bids.digits, bids.closedigits,
         bids.points_minor, bids.status, bids.payout_minor, r.open_value, r.close_value
       FROM bid_lines AS bids JOIN markets ON markets.id = bids.market_id
       JOIN results r ON r.market_id = bids.market_id AND r.day = bids.day
       WHERE ${DECIDED_SQL}`,
    )
    .iterate();
  for (const line of lines) {
    const declared: DeclaredResult =
      line.kind === 'gali'
        ? {
            ...(line.open_value === null ? {} : { galiLeft: line.open_value }),
            ...(line.close_value === null ? {} : { galiRight: line.close_value }),
          }
        : {
            ...(line.open_value === null ? {} : { openPana: line.open_value }),
            ...(line.close_value === null ? {} : { closePana: line.close_value }),
          };
    const outcome = settleBidLine(
      {
        marketKind: line.kind,
        bidType: line.bid_type as BidType,
        session: line.session as Session,
        digits: line.digits,
        closedigits: line.closedigits,
        points: line.points_minor / 100,
      },
      declared,
      rates[line.kind],
    );
    const expectedWon = outcome.status === 'won' ? outcome.payoutMinor : undefined;
    const storedWon = line.status === 'won' ? line.payout_minor : undefined;
    if (expectedWon !== storedWon && found < MAX_PER_RULE) {
      found += 1;
      violations.push(
        `line settled against the rules: bid ${line.id} ${line.bid_type} ${line.digits}/${line.closedigits} is ${line.status} (${line.payout_minor}), the rules say ${outcome.status}${expectedWon === undefined ? '' : ` (${expectedWon})`}`,
      );
    }
  }
}

const count = (db: Db, sql: string): number =>
  Number((db.prepare(sql).pluck().get() as number | bigint | null) ?? 0);

/**
 * Checks every money invariant over the whole database (read-only; run it on a quiet database or a
 * copy: it reads in one transaction, so it sees one consistent state).
 */
export function checkLedger(db: Db): LedgerReport {
  return db.transaction((): LedgerReport => {
    const violations: string[] = [];
    for (const rule of RULES) {
      const rows = db.prepare<[], string>(`${rule.sql} LIMIT ${MAX_PER_RULE}`).pluck().all();
      for (const row of rows) violations.push(`${rule.name}: ${row}`);
    }
    misjudgedLines(db, violations);
    const balancesMinor = count(db, 'SELECT COALESCE(SUM(balance_minor), 0) FROM users');
    const expectedMinor =
      count(db, "SELECT COALESCE(SUM(amount_minor), 0) FROM ledger WHERE kind = 'opening'") +
      count(db, "SELECT COALESCE(SUM(amount_minor), 0) FROM fund_requests WHERE status = '2'") +
      count(db, 'SELECT COALESCE(SUM(payout_minor), 0) FROM bid_wins') -
      count(db, 'SELECT COALESCE(SUM(points_minor), 0) FROM bids') -
      count(db, "SELECT COALESCE(SUM(amount_minor), 0) FROM withdrawals WHERE status <> '1'") +
      count(db, "SELECT COALESCE(SUM(amount_minor), 0) FROM ledger WHERE kind = 'adjustment'");
    if (balancesMinor !== expectedMinor) {
      violations.push(
        `total of balances ${balancesMinor} differs from opening + deposits + wins - bids - withdrawals + adjustments = ${expectedMinor}`,
      );
    }
    return {
      users: count(db, 'SELECT COUNT(*) FROM users'),
      ledgerRows: count(db, 'SELECT COUNT(*) FROM ledger'),
      bids: count(db, 'SELECT COUNT(*) FROM bids'),
      violations,
      totals: { balancesMinor, expectedMinor },
    };
  })();
}
