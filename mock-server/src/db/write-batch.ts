import type { Db } from './database';

/**
 * Group commit for the hot write path: the bid submissions that arrive in one turn of the event loop
 * share one transaction (each in its own savepoint, so a refused one changes nothing), committed on
 * the next turn. Answers wait for that commit (`settled`), so a player is never told about a bid that
 * a crash could still lose; one commit per batch instead of one per request.
 */
export interface WriteBatch {
  /** Runs `fn` in its own savepoint of the open batch, opening one when none is. */
  run<T>(fn: () => T): T;
  /** The commit of the open batch, if one is open; rejects when the commit failed. */
  settled(): Promise<void> | undefined;
  /** Commits the open batch now (before closing the database). */
  flush(): void;
}

/** `rolledBack` runs after a failed commit was rolled back (what was read from the batch is stale). */
export function createWriteBatch(db: Db, rolledBack: () => void): WriteBatch {
  // One transaction function for every call (a savepoint inside the open batch): building one per
  // call cost about as much as the bid's own INSERT.
  const inSavepoint = db.transaction((fn: () => unknown) => fn());
  let open: { promise: Promise<void>; commit: () => void } | undefined;

  function begin(): void {
    let resolve = (): void => undefined;
    let reject = (_error: unknown): void => undefined;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A failed commit is reported to the waiting answers; never an unhandled rejection.
    promise.catch(() => undefined);
    db.exec('BEGIN IMMEDIATE');
    const batch = {
      promise,
      commit: () => {
        if (open !== batch) return;
        open = undefined;
        try {
          db.exec('COMMIT');
          resolve();
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          rolledBack();
          reject(error);
        }
      },
    };
    open = batch;
    setImmediate(batch.commit);
  }

  return {
    run<T>(fn: () => T): T {
      if (open === undefined && !db.inTransaction) begin();
      return inSavepoint(fn) as T;
    },
    settled: () => open?.promise,
    flush: () => open?.commit(),
  };
}
