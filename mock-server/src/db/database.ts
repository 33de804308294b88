import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { writePrivateFile } from '../private-files';

export type Db = Database.Database;

/**
 * WAL frames (pages) after which a checkpoint copies them back into the database file (32 MB): hot
 * pages are copied once per checkpoint instead of once per 1,000 frames. The server's connection
 * leaves this to a worker thread (`checkpointer.ts`) at the same threshold.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 8192;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /**
   * Seeding a fresh file: no journal and no syncs (a crash leaves a file that is deleted and seeded
   * again anyway), a large page cache. The caller switches to WAL when done.
   */
  bulk?: boolean;
}

/**
 * Opens (creating if needed) the database file in WAL mode and applies the numbered migrations
 * `NNN-name.sql` that are newer than `PRAGMA user_version`, each in its own transaction.
 */
export function openDatabase(dbFile: string, options: OpenOptions = {}): Db {
  // The file holds players' session tokens: made for this user alone, and SQLite gives its -wal
  // and -shm files the mode of the database file.
  fs.mkdirSync(path.dirname(dbFile), { recursive: true, mode: 0o700 });
  createPrivateFile(dbFile);
  const db = new Database(dbFile);
  if (options.bulk === true) {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -131072');
    db.pragma('temp_store = MEMORY');
  } else {
    db.pragma('journal_mode = WAL');
    // Durable against a killed process (the WAL is written at every commit); the fsyncs happen at
    // checkpoints, which are made rarer and larger than the default so hot pages are copied once.
    db.pragma('synchronous = NORMAL');
    db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    db.pragma('cache_size = -65536');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Runs `fn` with the connection's foreign key look-ups off, for writes whose keys are copied from rows
 * already stored. Inside an open transaction SQLite ignores the pragma, so the keys are checked there
 * as always. `npm run check:ledger` lists every row whose key has no parent row.
 */
export function withoutForeignKeyLookups<T>(db: Db, fn: () => T): T {
  db.pragma('foreign_keys = OFF');
  try {
    return fn();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * Creates an empty `file` of mode 0600 (an empty file is an empty database); one of this user's
 * that others may read, made before the mock did this, loses their access.
 */
function createPrivateFile(file: string): void {
  try {
    writePrivateFile(file, '');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stat = fs.statSync(file);
    if (
      process.platform !== 'win32' &&
      stat.uid === process.getuid?.() &&
      (stat.mode & 0o077) !== 0
    )
      fs.chmodSync(file, stat.mode & 0o700);
  }
}

/** An existing database file opened read-only, for checks over it (`npm run check:ledger`). */
export function openDatabaseToRead(dbFile: string): Db {
  return new Database(dbFile, { readonly: true, fileMustExist: true });
}

function migrationFiles(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
}

/** The schema version this code migrates a database to (the newest migration's number). */
export function latestSchemaVersion(): number {
  return Math.max(0, ...migrationFiles().map((file) => Number(file.slice(0, 3))));
}

/**
 * The columns of every table a database at schema `version` has, as the migrations up to it make
 * them (built in memory): what a file claiming that version must hold.
 */
export function tablesAtVersion(version: number): Map<string, string[]> {
  const db = new Database(':memory:');
  try {
    for (const file of migrationFiles()) {
      if (Number(file.slice(0, 3)) > version) break;
      db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
    }
    return columnsByTable(db);
  } finally {
    db.close();
  }
}

/** Every table of `db` and its columns. */
export function columnsByTable(db: Db): Map<string, string[]> {
  const tables = db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    .all();
  return new Map(
    tables.map(({ name }) => [
      name,
      db
        .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
        .all(name)
        .map((column) => column.name),
    ]),
  );
}

/** Applies pending migrations; returns how many ran. */
function migrate(db: Db): number {
  const files = migrationFiles();
  const current = Number(db.pragma('user_version', { simple: true }));
  let applied = 0;
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (version <= current) continue;
    const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
    applied += 1;
  }
  return applied;
}
