import type { Db } from '../db/database';
import type { UserRow } from './users-repository';

/** A signed-in player found by a token, with when that token was last used. */
export interface SessionRow {
  readonly user: UserRow;
  readonly lastSeenAt: number;
}

type JoinedRow = UserRow & { token_last_seen_at: number };

/** The session tokens: one row per sign-in, looked up on every call that carries one. */
export function createSessionsRepository(db: Db) {
  const insert = db.prepare(
    'INSERT INTO tokens (token, user_id, created_at, last_seen_at) VALUES (?, ?, ?, ?)',
  );
  // One lookup by the primary key; the player's row comes with it.
  const byToken = db.prepare<[string], JoinedRow>(
    `SELECT users.*, tokens.last_seen_at AS token_last_seen_at
     FROM tokens JOIN users ON users.id = tokens.user_id WHERE tokens.token = ?`,
  );
  const touch = db.prepare('UPDATE tokens SET last_seen_at = ? WHERE token = ?');
  const remove = db.prepare('DELETE FROM tokens WHERE token = ?');
  const removeOthers = db.prepare('DELETE FROM tokens WHERE user_id = ? AND token <> ?');
  const removeAll = db.prepare('DELETE FROM tokens WHERE user_id = ?');
  return {
    insert: (token: string, userId: number, at: number): void =>
      void insert.run(token, userId, at, at),
    byToken(token: string): SessionRow | undefined {
      const row = byToken.get(token);
      if (row === undefined) return undefined;
      // The row itself is the player (one extra field, not copied away: this runs on every call).
      return { user: row, lastSeenAt: row.token_last_seen_at };
    },
    touch: (token: string, at: number): void => void touch.run(at, token),
    remove: (token: string): void => void remove.run(token),
    /** Every token of the player but `keep`; how many went. */
    removeOthers: (userId: number, keep: string): number => removeOthers.run(userId, keep).changes,
    /** Every token of the player; how many went. */
    removeAll: (userId: number): number => removeAll.run(userId).changes,
  };
}
