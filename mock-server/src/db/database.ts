import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { writePrivateFile } from '../private-files';

export type Db = Database.Database;

/**
 * 32 MB of WAL before a checkpoint: hot pages are copied once per checkpoint, not once per 1,000
 * frames.
 */
export const WAL_AUTOCHECKPOINT_PAGES = 8192;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** A crash while seeding leaves a file that is seeded again anyway: no journal, no syncs. */
  bulk?: boolean;
}

/**
 * Applies the numbered migrations newer than `PRAGMA user_version`, each in its own transaction.
 */
export function openDatabase(dbFile: string, options: OpenOptions = {}): Db {
  // The file holds session tokens, and SQLite gives its -wal and -shm files the file's mode.
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
    // Durable against a killed process; fsyncs happen at the (rarer, larger) checkpoints.
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
 * For keys copied from stored rows. Inside an open transaction SQLite ignores the pragma and checks
 * as always.
 */
export function withoutForeignKeyLookups<T>(db: Db, fn: () => T): T {
  db.pragma('foreign_keys = OFF');
  try {
    return fn();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** One of this user's that others may read loses their access. */
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

export function openDatabaseToRead(dbFile: string): Db {
  return new Database(dbFile, { readonly: true, fileMustExist: true });
}

function migrationFiles(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => /^\d{3}-[a-z0-9-]+\.sql$/.test(name))
    .sort();
}

export function latestSchemaVersion(): number {
  return Math.max(0, ...migrationFiles().map((file) => Number(file.slice(0, 3))));
}

/** What a file claiming that version must hold, built in memory from the migrations. */
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
