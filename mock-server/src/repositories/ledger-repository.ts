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
  const insert = db.prepare(
    `INSERT INTO ledger (user_id, amount_minor, kind, note, ref, created_at)
     VALUES (@userId, @amountMinor, @kind, @note, @ref, @createdAt)`,
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
  return {
    insert: (row: NewLedgerRow): number => Number(insert.run(row).lastInsertRowid),
    /** Newest first. */
    forUser: (userId: number, limit: number): LedgerRow[] => forUser.all(userId, limit),
    /** Newest first, each row with its request's state. */
    passbookOf: (userId: number, limit: number): PassbookRow[] => passbookOf.all(userId, limit),
    sumForUser: (userId: number): Minor => (sumForUser.get(userId)?.total ?? 0) as Minor,
  };
}
