import type { Db } from './database';

/**
 * Group commit for the hot write path: the bid submissions that arrive over a few turns of the event
 * loop are queued, then run one after another in one transaction and committed together; each
 * submission's promise settles after that commit, so a player is never told about a bid that a crash
 * could still lose. One commit per batch instead of one per request, and the statements of a batch
 * run back to back, with SQLite's pages and code still in the CPU's caches.
 */
export interface WriteBatch {
  /**
   * Queues `fn` for the batch's transaction; resolves with what it returned once the batch is
   * committed. `fn` has no savepoint of its own (two statements per bid saved): its first write must
   * be the one that can refuse, and it refuses by writing nothing and returning. Should `fn` throw,
   * what it wrote cannot be told apart from the rest, so the whole batch is rolled back and every
   * promise of it rejects; so does every one when the commit fails.
   */
  enqueue<T>(fn: () => T): Promise<T>;
  /** Runs and commits the queued work now (before closing or replacing the database). */
  flush(): void;
}

/**
 * A batch waits for another turn of the event loop while bids keep arriving (up to these bounds):
 * under load the answers of one commit bring the next bids back in a few turns, and one commit for
 * all of them writes each shared page (the table's last page, the group counts, index leaves) once
 * instead of once per turn. When no bid came in during a turn it runs.
 */
const MAX_BATCH_TURNS = 4;
const MAX_BATCH_RUNS = 256;

interface QueuedWrite {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** `rolledBack` runs after a failed batch was rolled back (anything cached from inside it is stale). */
export function createWriteBatch(db: Db, rolledBack: () => void): WriteBatch {
  let queued: QueuedWrite[] = [];
  /** The queue's length at the last turn the batch waited, and how many turns it waited. */
  let queuedAtTurn = 0;
  let turns = 0;

  function run(): void {
    const batch = queued;
    queued = [];
    if (batch.length === 0) return;
    const results: unknown[] = [];
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const write of batch) results.push(write.fn());
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      rolledBack();
      for (const write of batch) write.reject(error);
      return;
    }
    batch.forEach((write, i) => write.resolve(results[i]));
  }

  function turn(): void {
    turns += 1;
    const arriving = queued.length > queuedAtTurn;
    if (arriving && turns < MAX_BATCH_TURNS && queued.length < MAX_BATCH_RUNS) {
      queuedAtTurn = queued.length;
      setImmediate(turn);
    } else run();
  }

  return {
    enqueue<T>(fn: () => T): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        if (queued.length === 0) {
          queuedAtTurn = 0;
          turns = 0;
          setImmediate(turn);
        }
        queued.push({ fn, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    flush: run,
  };
}
