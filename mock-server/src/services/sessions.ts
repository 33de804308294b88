import type { Writer } from '../db/writer';
import type { Repositories } from '../repositories';
import type { SessionUser } from '../repositories/sessions-repository';
import { newToken } from './passwords';

/**
 * How often a token's last use is written: a 5 s dashboard poll reads its token on every call, and
 * the idle time is days, so one write a minute per token is exact enough and keeps polls read-only.
 */
const TOUCH_EVERY_MS = 60_000;

/**
 * Session tokens (SECURITY.md "Sessions"): one per sign-in; a token unused for `idleMs` ends (and is
 * deleted, so setting the clock back does not revive it); a password change ends the player's other
 * tokens, a reset and the control API all of them. An ended token is answered like an unknown one.
 */
export function createSessionsService(writes: Writer, repos: Repositories, idleMs: number) {
  return {
    /** A fresh token for the player. */
    open(userId: number, now: number): string {
      const token = newToken();
      repos.sessions.insert(token, userId, now);
      return token;
    },

    /** The player a live token belongs to; undefined for an unknown or ended one. */
    userOf(token: string, now: number): SessionUser | undefined {
      const session = repos.sessions.byToken(token);
      if (session === undefined) return undefined;
      if (now - session.lastSeenAt > idleMs) {
        writes.write(() => repos.sessions.remove(token));
        return undefined;
      }
      if (Math.abs(now - session.lastSeenAt) >= TOUCH_EVERY_MS)
        writes.write(() => repos.sessions.touch(token, now));
      return session.user;
    },

    /** Ends every token of the player but `keep` (after a password change). */
    endOthers: (userId: number, keep: string): number => repos.sessions.removeOthers(userId, keep),

    /** Ends every token of the player (after a password reset; the control API). */
    endAll: (userId: number): number => repos.sessions.removeAll(userId),
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
