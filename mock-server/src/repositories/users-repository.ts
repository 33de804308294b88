import type { Minor } from '@matka/shared/rules';
import type { Db } from '../db/database';

export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  password_salt: string;
  password_hash: string;
  betting_status: '0' | '1';
  balance_minor: Minor;
  paytm_no: string;
  google_pay_no: string;
  phon_pay_no: string;
  created_at: number;
}

export interface NewUser {
  name: string;
  mobile: string;
  email: string;
  passwordSalt: string;
  passwordHash: string;
  bettingStatus: '0' | '1';
  createdAt: number;
}

/**
 * `changed` is told the id of every player whose row changes in a field other than the balance (the
 * sessions kept in memory hold those fields).
 */
export function createUsersRepository(db: Db, changed: (id: number) => void) {
  const insert = db.prepare(
    `INSERT INTO users (name, mobile, email, password_salt, password_hash, betting_status, created_at)
     VALUES (@name, @mobile, @email, @passwordSalt, @passwordHash, @bettingStatus, @createdAt)`,
  );
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byMobile = db.prepare<[string], UserRow>('SELECT * FROM users WHERE mobile = ?');
  const balanceOf = db.prepare<[number], { balance_minor: Minor }>(
    'SELECT balance_minor FROM users WHERE id = ?',
  );
  const setPassword = db.prepare(
    'UPDATE users SET password_salt = ?, password_hash = ? WHERE id = ?',
  );
  const setName = db.prepare('UPDATE users SET name = ? WHERE id = ?');
  const setBetting = db.prepare('UPDATE users SET betting_status = ? WHERE id = ?');
  const setUpi = db.prepare(
    'UPDATE users SET paytm_no = ?, google_pay_no = ?, phon_pay_no = ? WHERE id = ?',
  );
  // The balance after comes back with the update (no second read on the bid path).
  const debitIfCovered = db.prepare<[Minor, number, Minor], { balance_minor: Minor }>(
    'UPDATE users SET balance_minor = balance_minor - ? WHERE id = ? AND balance_minor >= ? RETURNING balance_minor',
  );
  const addBalance = db.prepare(
    'UPDATE users SET balance_minor = balance_minor + @amount WHERE id = @id',
  );
  const creditUpTo = db.prepare(
    'UPDATE users SET balance_minor = balance_minor + @amount WHERE id = @id AND balance_minor + @amount <= @max',
  );
  const maxBalance = db.prepare<[], { max: number | null }>(
    'SELECT MAX(balance_minor) AS max FROM users',
  );

  return {
    insert: (user: NewUser): number => Number(insert.run(user).lastInsertRowid),
    byId: (id: number): UserRow | undefined => byId.get(id),
    byMobile: (mobile: string): UserRow | undefined => byMobile.get(mobile),
    /** The player's balance now (0 for an unknown id). */
    balanceOf: (id: number): Minor => balanceOf.get(id)?.balance_minor ?? (0 as Minor),
    setPassword(id: number, salt: string, hash: string): void {
      setPassword.run(salt, hash, id);
      changed(id);
    },
    setName(id: number, name: string): void {
      setName.run(name, id);
      changed(id);
    },
    setBettingStatus(id: number, status: '0' | '1'): void {
      setBetting.run(status, id);
      changed(id);
    },
    setUpi(
      id: number,
      upi: { paytm_no: string; google_pay_no: string; phon_pay_no: string },
    ): void {
      setUpi.run(upi.paytm_no, upi.google_pay_no, upi.phon_pay_no, id);
      changed(id);
    },
    /**
     * The conditional debit: the balance after it when the balance covered the amount and was
     * reduced; undefined (nothing changed) when it did not.
     */
    debitIfCovered: (id: number, amount: Minor): Minor | undefined =>
      debitIfCovered.get(amount, id, amount)?.balance_minor,
    /** Adds a signed amount without a floor or a ceiling (the reversal of a corrected result). */
    addBalance: (id: number, amount: number): void => void addBalance.run({ id, amount }),
    /** The conditional credit: true only when the balance stays at most `max` and was raised. */
    creditUpTo: (id: number, amount: Minor, max: Minor): boolean =>
      creditUpTo.run({ id, amount, max }).changes === 1,
    /** The largest balance of any player (0 with none). */
    maxBalance: (): number => maxBalance.get()?.max ?? 0,
  };
}
