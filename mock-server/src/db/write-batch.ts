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

/**
 * A batch stays open for another turn of the event loop while bids keep arriving (up to these
 * bounds): under load the answers of one commit bring the next bids back in a few turns, and one
 * commit for all of them writes each shared page (the table's last page, the group counts, index
 * leaves) once instead of once per turn. When no bid came in during a turn it commits.
 */
const MAX_BATCH_TURNS = 4;
const MAX_BATCH_RUNS = 256;

/** `rolledBack` runs after a failed commit was rolled back (what was read from the batch is stale). */
export function createWriteBatch(db: Db, rolledBack: () => void): WriteBatch {
  // One transaction function for every call (a savepoint inside the open batch): building one per
  // call cost about as much as the bid's own INSERT.
  const inSavepoint = db.transaction((fn: () => unknown) => fn());
  let open: { promise: Promise<void>; commit: () => void } | undefined;
  /** Calls of `run` in the open batch, and at the last turn it stayed open. */
  let runs = 0;
  let runsAtTurn = 0;
  let turns = 0;

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
    const turn = (): void => {
      if (open !== batch) return;
      turns += 1;
      if (runs > runsAtTurn && turns < MAX_BATCH_TURNS && runs < MAX_BATCH_RUNS) {
        runsAtTurn = runs;
        setImmediate(turn);
      } else batch.commit();
    };
    open = batch;
    runs = 0;
    runsAtTurn = 0;
    turns = 0;
    setImmediate(turn);
  }

  return {
    run<T>(fn: () => T): T {
      if (open === undefined && !db.inTransaction) begin();
      runs += 1;
      return inSavepoint(fn) as T;
    },
    settled: () => open?.promise,
    flush: () => open?.commit(),
  };
}
