import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { columnsByTable, latestSchemaVersion, tablesAtVersion } from './database';

/** A database file the server cannot use; the message is one line naming the file and what to do. */
export class DatabaseFileError extends Error {
  override readonly name = 'DatabaseFileError';
}

const SQLITE_HEADER = 'SQLite format 3\u0000';
/** Tables every mock provider database has had since its first schema. */
const MOCK_TABLES = ['users', 'tokens', 'ledger', 'markets', 'bids'];

function refuse(file: string, problem: string, todo: string): never {
  throw new DatabaseFileError(`MOCK_DB ${file} ${problem}: ${todo}`);
}

function firstBytes(file: string, count: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = fs.readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read);
  } finally {
    fs.closeSync(fd);
  }
}

function isWritable(target: string): boolean {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

interface Inspection {
  readonly version: number;
  /** Every table and its columns. */
  readonly tables: Map<string, string[]>;
  /** SQLite's quick check: 'ok', or what is wrong. */
  readonly check: string;
}

/** What SQLite says of the open file: its schema version, its tables, a quick integrity check. */
function inspect(file: string): Inspection {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const version = Number(db.pragma('user_version', { simple: true }));
    const tables = columnsByTable(db);
    const problems = db
      .prepare<[], { quick_check: string }>('PRAGMA quick_check(3)')
      .all()
      .map((row) => row.quick_check);
    return { version, tables, check: problems.join('; ') };
  } catch (error) {
    return { version: -1, tables: new Map(), check: (error as Error).message };
  } finally {
    db?.close();
  }
}

/** The columns the migrations up to `version` give each table and the file lacks ('users.name'). */
function missingColumns(version: number, tables: Map<string, string[]>): string[] {
  const missing: string[] = [];
  for (const [table, columns] of tablesAtVersion(version)) {
    const has = new Set(tables.get(table) ?? []);
    if (!tables.has(table)) missing.push(`table ${table}`);
    else for (const column of columns) if (!has.has(column)) missing.push(`${table}.${column}`);
  }
  return missing;
}

/**
 * Refuses a file SQLite could not write as the server runs: read-only itself, in a read-only
 * folder (WAL and journal files are made beside it), or with a read-only companion file. Checked
 * before the file is opened, since opening a WAL database in a read-only folder fails too.
 */
function checkWritable(file: string): void {
  if (!isWritable(file))
    refuse(file, 'is read-only', `make it writable (chmod u+w ${file}) or copy it elsewhere`);
  const folder = path.dirname(file);
  if (!isWritable(folder))
    refuse(
      file,
      `is in a read-only folder (${folder}; SQLite writes its journal beside the file)`,
      'make the folder writable or copy the file elsewhere',
    );
  for (const suffix of ['-wal', '-shm']) {
    const companion = `${file}${suffix}`;
    if (fs.existsSync(companion) && !isWritable(companion))
      refuse(file, `has a read-only ${suffix} file beside it`, `make ${companion} writable`);
  }
}

/**
 * Checks an existing database file before the server opens it, so that a file it cannot use is
 * refused at start with one line (exit 1) instead of a stack, an empty provider or 500s on every
 * write: it must be a non-empty SQLite file, writable along with its folder (WAL adds files beside
 * it), holding a mock provider schema no newer than this code with every column its version has,
 * and pass SQLite's quick check. A missing file is fine: the server seeds it.
 */
export function checkDatabaseFile(file: string): void {
  if (!fs.existsSync(file)) return;
  const remedy = 'delete it to have the scenario seeded again, or set MOCK_DB to another file';
  // A file that may be someone else's: never advise deleting it.
  const notOurs = 'set MOCK_DB to another file, or move this one away to have the scenario seeded';
  const stat = fs.statSync(file);
  if (!stat.isFile()) refuse(file, 'is not a file', 'set MOCK_DB to a database file');
  if (stat.size === 0) refuse(file, 'is empty (0 bytes)', remedy);
  if (firstBytes(file, SQLITE_HEADER.length).toString('latin1') !== SQLITE_HEADER)
    refuse(file, 'is not a SQLite database', notOurs);
  checkWritable(file);
  const { version, tables, check } = inspect(file);
  if (version < 0 || (check !== 'ok' && tables.size === 0))
    refuse(file, `is damaged (${check})`, remedy);
  if (version === 0 || MOCK_TABLES.some((table) => !tables.has(table)))
    refuse(file, 'is a SQLite database but not a mock provider database', notOurs);
  const latest = latestSchemaVersion();
  if (version > latest)
    refuse(
      file,
      `was written by a newer mock server (schema ${version}; this one knows up to ${latest})`,
      'update this checkout, or set MOCK_DB to another file',
    );
  const missing = missingColumns(version, tables);
  if (missing.length > 0)
    refuse(
      file,
      `has the mock provider's tables but not the columns of its schema ${version} (no ${missing.slice(0, 4).join(', ')}${missing.length > 4 ? ', ...' : ''})`,
      `it was not written by this mock server: ${notOurs}`,
    );
  if (check !== 'ok') refuse(file, `is damaged (quick_check: ${check})`, remedy);
}
