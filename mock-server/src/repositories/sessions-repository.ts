import type { Db } from '../db/database';
import type { UserRow } from './users-repository';

/**
 * The signed-in player as a request sees it: the player's row without the balance, which changes
 * with every bid and is read where an answer shows it (`users.balanceOf`). Shared between requests
 * while cached: never changed in place.
 */
export type SessionUser = Readonly<Omit<UserRow, 'balance_minor'>>;

/** A signed-in player found by a token, with when that token was last used. */
export interface SessionRow {
  readonly user: SessionUser;
  readonly lastSeenAt: number;
}

type JoinedRow = UserRow & { token_last_seen_at: number };

/**
 * How many sessions stay in memory: more than the players a mock serves at once (the benchmark
 * uses 100); the oldest kept one goes first.
 */
const MAX_CACHED_SESSIONS = 10_000;

/**
 * The session tokens: one row per sign-in, looked up on every call that carries one. A token's
 * session is kept in memory after its first look-up, so a poll or a bid reads no row for it; every
 * write that ends a token or changes a kept field of a player drops what is kept (`forgetPlayer`,
 * `forgetAll`: the users repository's writes, a reseed or a restore, a failed group commit).
 */
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

  const cache = new Map<string, { user: SessionUser; lastSeenAt: number }>();
  const forgetPlayer = (userId: number): void => {
    for (const [token, session] of cache) if (session.user.id === userId) cache.delete(token);
  };

  return {
    insert: (token: string, userId: number, at: number): void =>
      void insert.run(token, userId, at, at),
    byToken(token: string): SessionRow | undefined {
      const kept = cache.get(token);
      if (kept !== undefined) return kept;
      const row = byToken.get(token);
      if (row === undefined) return undefined;
      const { balance_minor: _balance, token_last_seen_at: lastSeenAt, ...user } = row;
      const session = { user: Object.freeze(user), lastSeenAt };
      if (cache.size >= MAX_CACHED_SESSIONS) {
        const oldest = cache.keys().next();
        if (oldest.done !== true) cache.delete(oldest.value);
      }
      cache.set(token, session);
      return session;
    },
    touch(token: string, at: number): void {
      touch.run(at, token);
      const kept = cache.get(token);
      if (kept !== undefined) kept.lastSeenAt = at;
    },
    remove(token: string): void {
      remove.run(token);
      cache.delete(token);
    },
    /** Every token of the player but `keep`; how many went. */
    removeOthers(userId: number, keep: string): number {
      forgetPlayer(userId);
      return removeOthers.run(userId, keep).changes;
    },
    /** Every token of the player; how many went. */
    removeAll(userId: number): number {
      forgetPlayer(userId);
      return removeAll.run(userId).changes;
    },
    /** Drops the kept sessions of a player whose row changed (read again on their next call). */
    forgetPlayer,
    /** Drops every kept session (the tables were replaced, or a commit failed). */
    forgetAll: (): void => cache.clear(),
  };
}
