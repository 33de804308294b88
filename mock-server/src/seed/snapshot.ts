import { addDays, istDateKey, istMidnightMs, type DateKey } from '@matka/shared/time';
import type { Db } from '../db/database';
import { checkLedger } from '../services/ledger-check';
import { hashPasswordSync } from '../services/passwords';

/**
 * A database written out table by table, every time relative to a day, and read back into an
 * empty database: `npm run scenario -- export`, `POST /control/export` and a scenario's
 * `snapshot` (docs/for-testers.md, "Exporting the state you reached").
 *
 * Which values are times follows the schema's naming (migrations/001-initial.sql: "times are epoch
 * ms; a market day is the IST date"): a column ending in `_at` holds epoch ms and is written
 * 'D-2 21:35:00.000' (two days before the seeding day, at that IST time); a column named `day`
 * holds an IST date and is written 'D-2'. So a state exported today seeds tomorrow one day later,
 * the way the shipped scenarios count `days_ago`. Every other value is written as stored.
 */

export type Cell = string | number | null;
export interface TableRows {
  columns: string[];
  rows: Cell[][];
}
export type Tables = Record<string, TableRows>;

type ColumnKind = 'instant' | 'day' | 'plain';

const MS_PER_DAY = 86_400_000;
const INSTANT_PATTERN = /^D([+-]\d{1,5}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;
const DAY_PATTERN = /^D([+-]\d{1,5})$/;

function columnKind(name: string): ColumnKind {
  if (name === 'day') return 'day';
  return name.endsWith('_at') ? 'instant' : 'plain';
}

/** Whole days from `today` to `day` (IST has no daylight saving: every day is 24 hours). */
function daysFrom(today: DateKey, day: DateKey): number {
  return Math.round((istMidnightMs(day) - istMidnightMs(today)) / MS_PER_DAY);
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'D-2 21:35:00.000': days from `today` and the IST time of day of `ms`. */
export function relativeInstant(ms: number, today: DateKey): string {
  const day = istDateKey(ms);
  const sinceMidnight = ms - istMidnightMs(day);
  const hours = Math.floor(sinceMidnight / 3_600_000);
  const minutes = Math.floor(sinceMidnight / 60_000) % 60;
  const seconds = Math.floor(sinceMidnight / 1000) % 60;
  return `D${signed(daysFrom(today, day))} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(sinceMidnight % 1000, 3)}`;
}

/** Epoch ms of a relative instant on the day `today`; undefined when not one. */
export function absoluteInstant(text: string, today: DateKey): number | undefined {
  const match = INSTANT_PATTERN.exec(text);
  if (match === null) return undefined;
  const [, days = '', h = '', m = '', s = '', ms = ''] = match;
  if (Number(h) > 23 || Number(m) > 59 || Number(s) > 59) return undefined;
  const midnight = istMidnightMs(addDays(today, Number(days)));
  return midnight + ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms);
}

function relativeDay(day: string, today: DateKey): string {
  return `D${signed(daysFrom(today, day))}`;
}

function absoluteDay(text: string, today: DateKey): DateKey | undefined {
  const match = DAY_PATTERN.exec(text);
  return match === null ? undefined : addDays(today, Number(match[1]));
}

/** The tables of the database in the order the migrations created them (parents before children). */
export function tableNames(db: Db): string[] {
  return db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
    )
    .all()
    .map((row) => row.name);
}

function columnsOf(db: Db, table: string): string[] {
  return db
    .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
    .all()
    .map((row) => row.name);
}

/**
 * The ORDER BY of a table's rows in storage order: its rowid, or for a WITHOUT ROWID table
 * (bid_wins) its primary key's columns.
 */
export function storageOrder(db: Db, table: string): string {
  const withoutRowid = db
    .prepare<[string], { wr: number }>('SELECT wr FROM pragma_table_list WHERE name = ?')
    .get(table);
  if (withoutRowid?.wr !== 1) return 'rowid';
  return db
    .prepare<[], { name: string }>(
      `SELECT name FROM pragma_table_info('${table}') WHERE pk > 0 ORDER BY pk`,
    )
    .all()
    .map((column) => `"${column.name}"`)
    .join(', ');
}

/**
 * Tables a trigger fills from other tables' rows (migration 005: bid_groups counts the lines):
 * not exported, since restoring the rows they follow writes them again.
 */
const DERIVED_TABLES: ReadonlySet<string> = new Set(['bid_groups']);

/**
 * Live credentials, never in a snapshot (SECURITY.md, "Snapshots"): whoever holds a session token
 * acts as its player, and an OTP opens a reset. A snapshot is attached to bug reports and seeded
 * from files of unknown origin: an export leaves them out, and a snapshot that carries them is
 * refused (a planted token would let its author act as a player of the reseeded mock).
 */
const CREDENTIAL_TABLES: ReadonlySet<string> = new Set(['tokens', 'otps']);

/** The players' password hash columns: exported only in a full export (`full`). */
const PASSWORD_COLUMNS: ReadonlySet<string> = new Set(['password_salt', 'password_hash']);

/**
 * Every player's password after seeding a snapshot exported without password hashes (the
 * default): the password of the shipped scenarios' players (docs/for-testers.md).
 */
export const SNAPSHOT_PASSWORD = 'demo1234';

export interface ExportOptions {
  /** Include the players' password hashes, so they keep their passwords. Default false. */
  readonly full?: boolean;
}

/**
 * Every row of every table, in storage order, times relative to `today`; without sessions and
 * OTPs, and without password hashes unless `full`.
 */
export function exportTables(db: Db, today: DateKey, options: ExportOptions = {}): Tables {
  const tables: Tables = {};
  for (const table of tableNames(db)) {
    if (DERIVED_TABLES.has(table) || CREDENTIAL_TABLES.has(table)) continue;
    const columns = columnsOf(db, table).filter(
      (column) => options.full === true || table !== 'users' || !PASSWORD_COLUMNS.has(column),
    );
    const kinds = columns.map(columnKind);
    const rows = db
      .prepare(
        `SELECT ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}" ORDER BY ${storageOrder(db, table)}`,
      )
      .raw()
      .all() as Cell[][];
    tables[table] = {
      columns,
      rows: rows.map((row) =>
        row.map((value, i) => {
          if (value === null) return null;
          if (kinds[i] === 'instant') {
            if (typeof value !== 'number')
              throw new Error(`${table}.${columns[i]} holds ${String(value)}, not epoch ms`);
            return relativeInstant(value, today);
          }
          if (kinds[i] === 'day') return relativeDay(String(value), today);
          return value;
        }),
      ),
    };
  }
  return tables;
}

/** The columns of `bids` that migration 004 moved to `bid_wins` (a win was marked on its line). */
const LINE_SETTLEMENT_COLUMNS = ['status', 'payout_minor', 'settled_at'];

/**
 * The tables of a snapshot exported before migration 004 in today's shape: each line marked `won`
 * becomes a `bid_wins` row with its payout, as the migration does to a database; the line keeps its
 * other columns. A snapshot of today's shape comes back as it is.
 */
export function upgradeTables(tables: Tables): Tables {
  const bids = tables['bids'];
  if (bids === undefined || !bids.columns.includes('status')) return tables;
  const at = (name: string) => bids.columns.indexOf(name);
  const [id, marketId, day, settlesOn, status, payout] = [
    'id',
    'market_id',
    'day',
    'settles_on',
    'status',
    'payout_minor',
  ].map(at) as [number, number, number, number, number, number];
  const kept = bids.columns
    .map((name, i) => (LINE_SETTLEMENT_COLUMNS.includes(name) ? -1 : i))
    .filter((i) => i >= 0);
  return {
    ...tables,
    bids: {
      columns: kept.map((i) => bids.columns[i] as string),
      rows: bids.rows.map((row) => kept.map((i) => row[i] ?? null)),
    },
    bid_wins: {
      columns: ['market_id', 'day', 'settles_on', 'bid_id', 'payout_minor'],
      rows: bids.rows
        .filter((row) => row[status] === 'won')
        .map((row) => [
          row[marketId] ?? null,
          row[day] ?? null,
          row[settlesOn] ?? null,
          row[id] ?? null,
          row[payout] ?? 0,
        ]),
    },
  };
}

/** How many rows each table received. */
export type RestoredCounts = Record<string, number>;

/** A snapshot's users without password hashes: each gets SNAPSHOT_PASSWORD (one hash for all). */
function withPasswords(tables: Tables): Tables {
  const users = tables['users'];
  if (users === undefined || users.columns.some((column) => PASSWORD_COLUMNS.has(column)))
    return tables;
  const { salt, hash } = hashPasswordSync(SNAPSHOT_PASSWORD);
  return {
    ...tables,
    users: {
      columns: [...users.columns, 'password_salt', 'password_hash'],
      rows: users.rows.map((row) => [...row, salt, hash]),
    },
  };
}

/** The money rules of the restored rows (`npm run check:ledger`'s): the first broken ones, named. */
function checkMoney(db: Db): void {
  const { violations } = checkLedger(db);
  if (violations.length > 0)
    throw new Error(
      `snapshot breaks the money rules: ${violations.slice(0, 3).join('; ')}${violations.length > 3 ? ` (and ${violations.length - 3} more)` : ''}`,
    );
}

/**
 * Writes the exported rows into an empty database (call inside a transaction), times moved to
 * `today`, then checks the money rules (balances within the wallet maximum and equal to their
 * ledger, every movement whole); each value was checked as the API takes it when the scenario was
 * read (stored-values.ts). Refuses, naming the place, a table or column this database does not have, sessions or
 * OTPs, and a time that is not written relatively; a column it has and the export lacks takes its
 * default (players without password hashes get SNAPSHOT_PASSWORD).
 */
export function restoreTables(db: Db, given: Tables, today: DateKey): RestoredCounts {
  const known = new Set(tableNames(db));
  const counts: RestoredCounts = {};
  for (const table of Object.keys(given)) {
    if (CREDENTIAL_TABLES.has(table))
      throw new Error(
        `snapshot.tables.${table}: a snapshot carries no sessions or OTPs (players sign in again after seeding)`,
      );
    if (DERIVED_TABLES.has(table))
      throw new Error(`snapshot.tables.${table}: written from the bids, not restored`);
  }
  const tables = withPasswords(given);
  // A child row may come before its parent's table in the file: check the keys at the commit.
  db.pragma('defer_foreign_keys = ON');
  for (const [table, { columns, rows }] of Object.entries(tables)) {
    if (!known.has(table)) throw new Error(`snapshot.tables.${table}: no such table`);
    const has = new Set(columnsOf(db, table));
    const missing = columns.filter((c) => !has.has(c));
    if (missing.length > 0)
      throw new Error(`snapshot.tables.${table}: no column ${missing.join(', ')}`);
    const kinds = columns.map(columnKind);
    const insert = db.prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    );
    rows.forEach((row, r) => {
      const values = row.map((value, i) => {
        if (value === null || kinds[i] === 'plain') return value;
        const moved =
          kinds[i] === 'instant'
            ? absoluteInstant(String(value), today)
            : absoluteDay(String(value), today);
        if (moved === undefined)
          throw new Error(
            `snapshot.tables.${table}.rows.${r}.${columns[i]}: ${String(value)} is not a relative ${kinds[i] === 'day' ? "day ('D-1')" : "time ('D-1 23:50:00.000')"}`,
          );
        return moved;
      });
      insert.run(values);
    });
    counts[table] = rows.length;
  }
  checkMoney(db);
  return counts;
}

/** The schema version the database was migrated to. */
export function schemaVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}
