import { withoutForeignKeyLookups, type Db } from './database';

/**
 * The one ordered writer of a database (docs/mock-provider.md "One ordered writer"). Every write
 * runs through it, in the order the requests reached it: a write of `write` first commits whatever
 * `enqueue` queued before it, so a bid taken before a declaration is stored before the declaration
 * settles. Each write checks its preconditions inside its own transaction.
 */
export interface Writer {
  /**
   * Group commit for the hot path (bids): `fn` runs in the next batch's transaction, with the
   * writes queued over a few turns of the event loop, and the promise resolves once the batch is
   * committed. `fn` has no savepoint of its own: it refuses by writing nothing and returning. Should
   * it throw, the whole batch is rolled back and every promise of it rejects.
   */
  enqueue<T>(fn: () => T): Promise<T>;
  /**
   * Runs `fn` now as one transaction, after committing the queue; a throw rolls it back. With
   * `trustedKeys`, foreign keys are not looked up (every key it writes is copied from a stored row).
   */
  write<T>(fn: () => T, options?: { trustedKeys?: boolean }): T;
  /** Commits the queue now. */
  flush(): void;
  /** True while a write of this writer runs (the write guard of tests reads it). */
  readonly writing: boolean;
}

/**
 * A batch waits for another turn of the event loop while bids keep arriving (up to these bounds):
 * one commit for all of them writes each shared page once instead of once per turn.
 */
const MAX_BATCH_TURNS = 4;
const MAX_BATCH_RUNS = 256;

interface QueuedWrite {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** `rolledBack` runs after a failed write was rolled back (anything cached from inside it is stale). */
export function createWriter(db: Db, rolledBack: () => void): Writer {
  let queued: QueuedWrite[] = [];
  let queuedAtTurn = 0;
  let turns = 0;
  let depth = 0;

  function run(): void {
    const batch = queued;
    queued = [];
    if (batch.length === 0) return;
    const results: unknown[] = [];
    depth += 1;
    try {
      db.exec('BEGIN IMMEDIATE');
      for (const write of batch) results.push(write.fn());
      db.exec('COMMIT');
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      rolledBack();
      for (const write of batch) write.reject(error);
      return;
    } finally {
      depth -= 1;
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

  function write<T>(fn: () => T, options: { trustedKeys?: boolean } = {}): T {
    // Nested in another write (a service called by a write, or the seeder's transaction): a
    // savepoint of that transaction.
    if (depth > 0 || db.inTransaction) return db.transaction(fn)();
    run();
    depth += 1;
    try {
      const inTransaction = db.transaction(fn);
      return options.trustedKeys === true
        ? withoutForeignKeyLookups(db, () => inTransaction())
        : inTransaction();
    } catch (error) {
      rolledBack();
      throw error;
    } finally {
      depth -= 1;
    }
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
    write,
    flush: run,
    get writing() {
      return depth > 0;
    },
  };
}

/**
 * Makes every row written outside `writer` fail (tests): a trigger per table and statement kind,
 * on this connection only, so a write that skips the ordered writer cannot go unnoticed.
 */
export function guardWrites(db: Db, writer: Writer): void {
  db.function('matka_outside_writer', (table) => {
    if (!writer.writing) throw new Error(`a write to ${String(table)} outside the ordered writer`);
    return null;
  });
  const tables = db
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .pluck()
    .all();
  for (const table of tables) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS "guard_${table}_${event}" BEFORE ${event} ON main."${table}"
         BEGIN SELECT matka_outside_writer('${table}'); END`,
      );
    }
  }
}
