import { addDays, istDateKey, istMidnightMs, type DateKey } from '@matka/shared/time';
import type { Db } from '../db/database';
import { checkLedger } from '../services/ledger-check';
import { hashPasswordSync } from '../services/passwords';

/**
 * A database as a scenario file and back (docs/for-testers.md#exporting-the-state-you-reached): a
 * column ending in `_at` is written 'D-2 21:35:00.000', a `day` column 'D-2', so a state exported
 * today seeds tomorrow one day later.
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

/** IST has no daylight saving: every day is 24 hours. */
function daysFrom(today: DateKey, day: DateKey): number {
  return Math.round((istMidnightMs(day) - istMidnightMs(today)) / MS_PER_DAY);
}

const signed = (n: number) => (n < 0 ? `${n}` : `+${n}`);
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function relativeInstant(ms: number, today: DateKey): string {
  const day = istDateKey(ms);
  const sinceMidnight = ms - istMidnightMs(day);
  const hours = Math.floor(sinceMidnight / 3_600_000);
  const minutes = Math.floor(sinceMidnight / 60_000) % 60;
  const seconds = Math.floor(sinceMidnight / 1000) % 60;
  return `D${signed(daysFrom(today, day))} ${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(sinceMidnight % 1000, 3)}`;
}

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

/** Parents before children. */
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

/** Filled by a trigger from other tables' rows: restoring those writes them again. */
const DERIVED_TABLES: ReadonlySet<string> = new Set(['bid_groups']);

/**
 * Never in a snapshot (SECURITY.md#what-the-mock-provider-does): a planted token would let its
 * author act as a player.
 */
const CREDENTIAL_TABLES: ReadonlySet<string> = new Set(['tokens', 'otps']);

const PASSWORD_COLUMNS: ReadonlySet<string> = new Set(['password_salt', 'password_hash']);

/** The shipped scenarios' password, every player's after seeding an export without hashes. */
export const SNAPSHOT_PASSWORD = 'demo1234';

export interface ExportOptions {
  readonly full?: boolean;
}

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

const LINE_SETTLEMENT_COLUMNS = ['status', 'payout_minor', 'settled_at'];

/**
 * A snapshot exported before migration 004: each won line becomes a `bid_wins` row, as the
 * migration does.
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

export type RestoredCounts = Record<string, number>;

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

function checkMoney(db: Db): void {
  const { violations } = checkLedger(db);
  if (violations.length > 0)
    throw new Error(
      `snapshot breaks the money rules: ${violations.slice(0, 3).join('; ')}${violations.length > 3 ? ` (and ${violations.length - 3} more)` : ''}`,
    );
}

/**
 * Call inside a transaction. Each value was checked when the scenario was read (stored-values.ts);
 * the money rules are checked here.
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
  // A child row may come before its parent's table: keys are checked at the commit.
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

export function schemaVersion(db: Db): number {
  return Number(db.pragma('user_version', { simple: true }));
}
