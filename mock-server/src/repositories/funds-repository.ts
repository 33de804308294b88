import type { Db } from '../db/database';

export interface FundRequestRow {
  id: number;
  user_id: number;
  amount_minor: number;
  status: '0' | '1' | '2';
  created_at: number;
  decided_at: number | null;
}

export interface WithdrawalRow {
  id: number;
  user_id: number;
  amount_minor: number;
  payment_method: string;
  paytm_no: string;
  google_pay_no: string;
  phon_pay_no: string;
  status: '0' | '1' | '2';
  payment_receipt: string;
  created_at: number;
  decided_at: number | null;
}

export function createFundsRepository(db: Db) {
  const insertFund = db.prepare(
    'INSERT INTO fund_requests (user_id, amount_minor, status, created_at, decided_at) VALUES (?, ?, ?, ?, ?)',
  );
  const fundById = db.prepare<[number], FundRequestRow>('SELECT * FROM fund_requests WHERE id = ?');
  const fundsOf = db.prepare<[number], FundRequestRow>(
    'SELECT * FROM fund_requests WHERE user_id = ? ORDER BY id DESC LIMIT 500',
  );
  const lastFund = db.prepare<[number], FundRequestRow>(
    'SELECT * FROM fund_requests WHERE user_id = ? ORDER BY id DESC LIMIT 1',
  );
  // Only a pending request changes state: the WHERE makes a second approval a no-op.
  const decideFund = db.prepare(
    `UPDATE fund_requests SET status = ?, decided_at = ? WHERE id = ? AND status = '0'`,
  );
  const insertWithdrawal = db.prepare(
    `INSERT INTO withdrawals (user_id, amount_minor, payment_method, paytm_no, google_pay_no, phon_pay_no, status, created_at, decided_at)
     VALUES (@userId, @amountMinor, @method, @paytm, @gpay, @phonepe, @status, @createdAt, @decidedAt)`,
  );
  const withdrawalById = db.prepare<[number], WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE id = ?',
  );
  const withdrawalsOf = db.prepare<[number], WithdrawalRow>(
    'SELECT * FROM withdrawals WHERE user_id = ? ORDER BY id DESC LIMIT 500',
  );
  const decideWithdrawal = db.prepare(
    `UPDATE withdrawals SET status = ?, decided_at = ? WHERE id = ? AND status = '0'`,
  );
  return {
    insertFund: (
      userId: number,
      amountMinor: number,
      status: '0' | '1' | '2',
      createdAt: number,
    ): number =>
      Number(
        insertFund.run(userId, amountMinor, status, createdAt, status === '0' ? null : createdAt)
          .lastInsertRowid,
      ),
    fundById: (id: number): FundRequestRow | undefined => fundById.get(id),
    fundsOf: (userId: number): FundRequestRow[] => fundsOf.all(userId),
    lastFund: (userId: number): FundRequestRow | undefined => lastFund.get(userId),
    decideFund: (id: number, status: '1' | '2', at: number): boolean =>
      decideFund.run(status, at, id).changes === 1,
    insertWithdrawal: (w: {
      userId: number;
      amountMinor: number;
      method: string;
      paytm: string;
      gpay: string;
      phonepe: string;
      status: '0' | '1' | '2';
      createdAt: number;
      decidedAt: number | null;
    }): number => Number(insertWithdrawal.run(w).lastInsertRowid),
    withdrawalById: (id: number): WithdrawalRow | undefined => withdrawalById.get(id),
    withdrawalsOf: (userId: number): WithdrawalRow[] => withdrawalsOf.all(userId),
    decideWithdrawal: (id: number, status: '1' | '2', at: number): boolean =>
      decideWithdrawal.run(status, at, id).changes === 1,
  };
}
