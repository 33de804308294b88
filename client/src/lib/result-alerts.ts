import type { Market } from '@matka/shared/contract';
import {
  addDays,
  formatHistoryDate,
  istDateKey,
  parseLongDate,
  type DateKey,
} from '@matka/shared/time';
import {
  BID_TYPES,
  decidingResult,
  formatGaliResult,
  formatMainResult,
  formatStarlineResult,
  marketOffer,
  parseCloseResult,
  parseGaliResult,
  parseOpenResult,
  parseStarlineResult,
  type BidType,
  type DecidingResult,
  type MarketKind,
  type Minor,
  type Session,
} from '@matka/shared/rules';
import { getProvider } from '@/core/lib/provider';

/**
 * Result alerts (not in the spec) ride on the lists the app polls anyway. Each bid waits for the
 * result of the day the provider files it under (docs/game-rules.md#market-days-and-windows): a
 * row shows its market's current day, so a bid of another day is never settled by it.
 */

export interface PendingResult {
  readonly kind: MarketKind;
  /** '' for a bid read from the bid history: its rows name the game only. */
  readonly gameId: string;
  readonly gameName: string;
  /** Its `bid_date`: a result of another day is not its. */
  readonly day: DateKey;
  readonly deciding: DecidingResult;
}

export interface ResultAlert {
  /** Remembered once announced, so a reload does not repeat it. */
  readonly id: string;
  readonly kind: MarketKind;
  readonly gameName: string;
  readonly day: DateKey;
  /** As the game's row shows it ('128-1*-***'). */
  readonly result: string;
  readonly deciding: DecidingResult;
  readonly wonMinor?: Minor | undefined;
}

const PENDING_KEY = 'matka.pendingResults';
const ANNOUNCED_KEY = 'matka.announcedResults';
/** Enough for a day's games; older ids fall off. */
const ANNOUNCED_KEPT = 200;

function readList<T>(key: string): T[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function writeList(key: string, list: readonly unknown[]): void {
  try {
    localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // A full or blocked storage only costs the alert its memory.
  }
}

// The game's name, not its id: a bid history row names its game only, and the same bid must not be
// announced twice when it is known both from this device and from the history.
export const alertId = (entry: PendingResult) =>
  `${entry.kind}:${entry.gameName}:${entry.day}:${entry.deciding}`;

/** Yesterday's too: a night market's day is yesterday until it closes after midnight. */
export function pendingResults(today: DateKey): PendingResult[] {
  const yesterday = addDays(today, -1);
  return readList<PendingResult>(PENDING_KEY).filter(
    (entry) => typeof entry.day === 'string' && (entry.day === today || entry.day === yesterday),
  );
}

/** An id known from this device wins. */
function addPending(entries: readonly PendingResult[], today: string): void {
  const pending = pendingResults(today);
  const known = new Set([...readList<string>(ANNOUNCED_KEY), ...pending.map(alertId)]);
  const added = entries.filter((entry) => {
    const id = alertId(entry);
    if (known.has(id)) return false;
    known.add(id);
    return true;
  });
  if (added.length === 0) return;
  writeList(PENDING_KEY, [...pending, ...added]);
  notifyPendingChanged();
}

/** One entry per result that will settle them. */
export function notePlacedBids(
  kind: MarketKind,
  game: { readonly gameId: string; readonly gameName: string },
  lines: readonly { readonly bidType: BidType; readonly session: Session }[],
  day: DateKey,
  today: DateKey,
): void {
  const entries = lines.map((line): PendingResult => ({
    kind,
    gameId: game.gameId,
    gameName: game.gameName,
    day,
    deciding: decidingResult(kind, line.bidType, line.session),
  }));
  addPending(entries, today);
}

const isBidType = (label: string): label is BidType =>
  (BID_TYPES as readonly string[]).includes(label);

/** Bids placed on any device; a `bid_date` that cannot be read counts as today. */
export function noteBidHistory(
  kind: MarketKind,
  rows: readonly {
    readonly pana: string;
    readonly gameName: string;
    readonly session: string;
    readonly date: string;
  }[],
  today: DateKey,
): void {
  const entries: PendingResult[] = [];
  for (const row of rows) {
    if (!isBidType(row.pana)) continue;
    try {
      const session: Session = row.session === 'Close' ? 'Close' : 'Open';
      entries.push({
        kind,
        gameId: '',
        gameName: row.gameName,
        day: parseLongDate(row.date) ?? today,
        deciding: decidingResult(kind, row.pana, session),
      });
    } catch {
      // decidingResult refuses a type the kind does not play: no result settles it here.
    }
  }
  addPending(entries, today);
}

/** Undefined while undeclared. */
export function declaredResult(entry: PendingResult, row: Market): string | undefined {
  switch (entry.deciding) {
    case 'open':
      return parseOpenResult(row.open_result ?? '')
        ? formatMainResult(row.open_result, row.close_result)
        : undefined;
    case 'close':
      return parseCloseResult(row.close_result ?? '')
        ? formatMainResult(row.open_result, row.close_result)
        : undefined;
    case 'slot':
      return parseStarlineResult(row.open_result ?? '')
        ? formatStarlineResult(row.open_result)
        : undefined;
    case 'game': {
      const shown = formatGaliResult(row.open_result, row.close_result);
      const parts = parseGaliResult(shown);
      return parts?.left !== undefined && parts.right !== undefined ? shown : undefined;
    }
  }
}

const rowDay = (kind: MarketKind, row: Market, nowMs: number): DateKey =>
  marketOffer(kind, row.open_time, row.close_time ?? '', nowMs).day;

export function takeDeclared(
  kind: MarketKind,
  rows: readonly Market[],
  nowMs: number,
): ResultAlert[] {
  const pending = pendingResults(istDateKey(nowMs));
  const alerts: ResultAlert[] = [];
  let expired = 0;
  const waiting = pending.filter((entry) => {
    if (entry.kind !== kind) return true;
    const row = rows.find((candidate) =>
      entry.gameId === ''
        ? candidate.game_name === entry.gameName
        : String(candidate.game_id) === entry.gameId,
    );
    if (row === undefined) return true;
    const day = rowDay(kind, row, nowMs);
    // The market has moved on to a later day: no row will show this entry's result any more, and
    // watching for it would keep the lists polled in the background for nothing.
    if (day > entry.day) {
      expired += 1;
      return false;
    }
    if (day !== entry.day) return true;
    const result = declaredResult(entry, row);
    if (result === undefined) return true;
    alerts.push({
      id: alertId(entry),
      kind,
      gameName: entry.gameName,
      day: entry.day,
      result,
      deciding: entry.deciding,
    });
    return false;
  });
  if (alerts.length > 0 || expired > 0) {
    writeList(PENDING_KEY, waiting);
    const announced = [...readList<string>(ANNOUNCED_KEY), ...alerts.map((alert) => alert.id)];
    writeList(ANNOUNCED_KEY, announced.slice(-ANNOUNCED_KEPT));
    notifyPendingChanged();
  }
  return alerts;
}

export function wonFor(
  alert: ResultAlert,
  rows: readonly { game_name: string; session: string; amount: Minor }[],
): Minor {
  const sessionMatches = (session: string) =>
    alert.deciding === 'open'
      ? session === 'Open'
      : alert.deciding === 'close'
        ? session !== 'Open'
        : true;
  return rows
    .filter((row) => row.game_name === alert.gameName && sessionMatches(row.session))
    .reduce((sum, row) => sum + row.amount, 0) as Minor;
}

// Whether anything is pending, for the one extra watch that runs only then.
const pendingListeners = new Set<() => void>();
function notifyPendingChanged(): void {
  for (const listener of pendingListeners) listener();
}
export function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

export async function wonOnItsDay(alert: ResultAlert, token: string): Promise<Minor> {
  const provider = await getProvider();
  const day = formatHistoryDate(alert.day);
  const range = { unique_token: token, date_from: day, date_to: day };
  const rows =
    alert.kind === 'main'
      ? (await provider.apiWiningHistoryData(range)).win_data
      : alert.kind === 'starline'
        ? (await provider.apiStarlineWiningHistoryData(range)).win_data
        : (await provider.apiGalidisawarWiningHistoryData(range)).bid_data;
  return wonFor(alert, rows);
}
