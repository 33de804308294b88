import type { Minor } from '@matka/shared/rules';
import type { Db } from '../db/database';

/** Why a balance moved; the passbook's note is written beside it. */
export type LedgerKind =
  | 'opening'
  | 'bid'
  | 'win'
  | 'win-reversal'
  | 'fund'
  | 'withdraw'
  | 'withdraw-refund'
  | 'transfer-out'
  | 'transfer-in'
  | 'adjustment';

export interface LedgerRow {
  id: number;
  user_id: number;
  amount_minor: number;
  kind: LedgerKind;
  note: string;
  ref: string | null;
  created_at: number;
}

/**
 * A passbook line: the ledger row and the state of the request it belongs to (`ref`
 * 'withdrawal:{id}' or 'fund:{id}'), or null for a row of no request (bids, wins, transfers).
 */
export interface PassbookRow extends LedgerRow {
  request_status: '0' | '1' | '2' | null;
}

export interface NewLedgerRow {
  userId: number;
  /** Signed: positive credits, negative debits. */
  amountMinor: number;
  kind: LedgerKind;
  note: string;
  ref: string | null;
  createdAt: number;
}

export function createLedgerRepository(db: Db) {
  // Positional parameters: binding by name looks each one up on the object (the bid path).
  const insert = db.prepare<[number, number, string, string, string | null, number]>(
    'INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const forUser = db.prepare<[number, number], LedgerRow>(
    'SELECT * FROM ledger WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  // The request is looked up by its id (the primary key), so the passbook stays one indexed read.
  const passbookOf = db.prepare<[number, number], PassbookRow>(
    `SELECT l.*, COALESCE(w.status, f.status) AS request_status
     FROM ledger l
     LEFT JOIN withdrawals w
       ON l.ref LIKE 'withdrawal:%' AND w.id = CAST(substr(l.ref, 12) AS INTEGER) AND w.user_id = l.user_id
     LEFT JOIN fund_requests f
       ON l.ref LIKE 'fund:%' AND f.id = CAST(substr(l.ref, 6) AS INTEGER) AND f.user_id = l.user_id
     WHERE l.user_id = ?
     ORDER BY l.created_at DESC, l.id DESC LIMIT ?`,
  );
  const sumForUser = db.prepare<[number], { total: number | null }>(
    'SELECT SUM(amount_minor) AS total FROM ledger WHERE user_id = ?',
  );
  // Settlement's wins are the 'win' rows after a known id (rowids only grow: the rows one declaration
  // wrote are one range of the table, read in order without an index).
  const lastId = db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM ledger');
  const winsAfter = `SELECT user_id, amount_minor FROM ledger WHERE id > @after AND kind = 'win'`;
  // TOTAL (a float) rather than SUM: it cannot overflow, and the wallet check is done on it before
  // any integer sum is written.
  const paidAfter = db.prepare<[{ after: number }], { n: number; paid: number }>(
    `SELECT COUNT(*) AS n, TOTAL(amount_minor) AS paid FROM (${winsAfter})`,
  );
  const overfilledAfter = db.prepare<[{ after: number; max: number }], { id: number }>(
    `SELECT users.id FROM (SELECT user_id, TOTAL(amount_minor) AS total FROM (${winsAfter}) GROUP BY user_id) AS w
     JOIN users ON users.id = w.user_id WHERE users.balance_minor + w.total > @max LIMIT 1`,
  );
  const creditAfter = db.prepare<[{ after: number }]>(
    `UPDATE users SET balance_minor = balance_minor + w.total
     FROM (SELECT user_id, SUM(amount_minor) AS total FROM (${winsAfter}) GROUP BY user_id) AS w
     WHERE users.id = w.user_id`,
  );
  return {
    insert: (r: NewLedgerRow): number =>
      Number(
        insert.run(r.userId, r.amountMinor, r.kind, r.note, r.ref, r.createdAt).lastInsertRowid,
      ),
    /** The newest row's id (0 with none): the rows written after it are newer than this call. */
    lastId: (): number => lastId.get()?.id ?? 0,
    /** How many 'win' rows were written after row `after`, and what they pay in all. */
    winsAfter: (after: number): { rows: number; paidMinor: number } => {
      const totals = paidAfter.get({ after });
      return { rows: totals?.n ?? 0, paidMinor: totals?.paid ?? 0 };
    },
    /** Whether the 'win' rows after row `after` would take some player's balance above `max`. */
    winsAfterOverfill: (after: number, max: number): boolean =>
      overfilledAfter.get({ after, max }) !== undefined,
    /** Credits each player the sum of their 'win' rows after row `after` (the rows are the ledger side). */
    creditWinsAfter: (after: number): void => void creditAfter.run({ after }),
    /** Newest first. */
    forUser: (userId: number, limit: number): LedgerRow[] => forUser.all(userId, limit),
    /** Newest first, each row with its request's state. */
    passbookOf: (userId: number, limit: number): PassbookRow[] => passbookOf.all(userId, limit),
    sumForUser: (userId: number): Minor => (sumForUser.get(userId)?.total ?? 0) as Minor,
  };
}
