import { withoutForeignKeyLookups, type Db } from './database';

/**
 * The one ordered writer (docs/mock-provider.md#one-ordered-writer): a `write` first commits what
 * `enqueue` queued, so a bid taken before a declaration is stored before it settles.
 */
export interface Writer {
  /**
   * Group commit for bids. `fn` has no savepoint: it refuses by writing nothing; a throw rolls the
   * whole batch back.
   */
  enqueue<T>(fn: () => T): Promise<T>;
  /**
   * With `trustedKeys`, foreign keys are not looked up: every key written is copied from a stored
   * row.
   */
  write<T>(fn: () => T, options?: { trustedKeys?: boolean }): T;
  flush(): void;
  readonly writing: boolean;
}

/** One commit for a few turns of bids writes each shared page once, not once per turn. */
const MAX_BATCH_TURNS = 4;
const MAX_BATCH_RUNS = 256;

interface QueuedWrite {
  fn: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Anything cached from inside a rolled-back write is stale. */
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
    // Nested in another write: a savepoint of that transaction.
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
 * A trigger per table on this connection only, so a write that skips the writer cannot go unnoticed
 * (tests).
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
