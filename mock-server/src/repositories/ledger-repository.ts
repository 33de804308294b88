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
  const sumForUser = db.prepare<[number], { total: number | null }>(
    'SELECT SUM(amount_minor) AS total FROM ledger WHERE user_id = ?',
  );
  return {
    insert: (row: NewLedgerRow): number => Number(insert.run(row).lastInsertRowid),
    /** Newest first. */
    forUser: (userId: number, limit: number): LedgerRow[] => forUser.all(userId, limit),
    sumForUser: (userId: number): Minor => (sumForUser.get(userId)?.total ?? 0) as Minor,
  };
}
