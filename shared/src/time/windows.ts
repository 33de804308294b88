// Time windows (docs/game-rules.md#market-days-and-windows): provider times 'hh:mm AM/PM' in IST,
// "now" always an argument.
import type { DateKey } from './ist';
import { addDays, istDateKey, istMinutesOfDay, istTimeOnDate, parseClockTime } from './ist';

/**
 * Both ends inclusive; a close before the open wraps past midnight. False when a time cannot be
 * read.
 */
export function isInsideWithdrawWindow(
  openTime: string,
  closeTime: string,
  nowMs: number,
): boolean {
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  if (open === undefined || close === undefined) return false;
  const now = istMinutesOfDay(nowMs);
  return open <= close ? open <= now && now <= close : now >= open || now <= close;
}

export interface MarketDay {
  readonly dateKey: DateKey;
  readonly openMs: number;
  readonly closeMs: number;
}

function marketDayOn(dateKey: DateKey, openTime: string, closeTime: string): MarketDay | undefined {
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  if (open === undefined || close === undefined) return undefined;
  const openMs = istTimeOnDate(dateKey, open);
  const closeDay = close < open ? addDays(dateKey, 1) : dateKey;
  return { dateKey, openMs, closeMs: istTimeOnDate(closeDay, close) };
}

/** Just after midnight, before a night market closes, now still belongs to yesterday's day. */
export function marketDay(
  openTime: string,
  closeTime: string,
  nowMs: number,
): MarketDay | undefined {
  const today = istDateKey(nowMs);
  const yesterday = marketDayOn(addDays(today, -1), openTime, closeTime);
  if (yesterday === undefined) return undefined;
  return nowMs < yesterday.closeMs ? yesterday : marketDayOn(today, openTime, closeTime);
}

/**
 * The server narrows it by its own data (closures, declared results), which reaches the app as
 * `msg_status`.
 */
export interface MarketOffer {
  readonly day: DateKey;
  readonly takesBids: boolean;
  /** Open session bids and the timed types are taken; Starline and Gali: as `takesBids`. */
  readonly openSession: boolean;
  /** Where a countdown runs to; absent when a time cannot be read. */
  readonly closesAtMs?: number;
  readonly openEndsAtMs?: number;
}

/**
 * A time that cannot be read offers nothing, on today's date: no check could tell the bid's day.
 */
export function mainMarketOffer(openTime: string, closeTime: string, nowMs: number): MarketOffer {
  const day = marketDay(openTime, closeTime, nowMs);
  if (day === undefined) return { day: istDateKey(nowMs), takesBids: false, openSession: false };
  return {
    day: day.dateKey,
    takesBids: nowMs < day.closeMs,
    openSession: nowMs < day.openMs,
    closesAtMs: day.closeMs,
    openEndsAtMs: day.openMs,
  };
}

export function slotOffer(time: string, nowMs: number): MarketOffer {
  const day = istDateKey(nowMs);
  const minutes = parseClockTime(time);
  if (minutes === undefined) return { day, takesBids: false, openSession: false };
  const closesAtMs = istTimeOnDate(day, minutes);
  const takesBids = nowMs < closesAtMs;
  return { day, takesBids, openSession: takesBids, closesAtMs, openEndsAtMs: closesAtMs };
}

export interface NextCutoff {
  readonly session: 'open' | 'close';
  readonly atMs: number;
}

/** Undefined once bids have stopped or when a time cannot be read. */
export function nextCutoff(
  offer: MarketOffer,
  nowMs: number,
  hasOpenSession: boolean,
): NextCutoff | undefined {
  const { openEndsAtMs, closesAtMs } = offer;
  if (hasOpenSession && openEndsAtMs !== undefined && nowMs < openEndsAtMs)
    return { session: 'open', atMs: openEndsAtMs };
  if (closesAtMs !== undefined && nowMs < closesAtMs) return { session: 'close', atMs: closesAtMs };
  return undefined;
}

/**
 * '12:04' under an hour, else `hoursAndMinutes`; seconds round up, so '0:01' is the last before
 * zero.
 */
export function formatTimeLeft(
  leftMs: number,
  hoursAndMinutes: (hours: number, minutes: number) => string,
): string {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  if (seconds < 3600) {
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  }
  return hoursAndMinutes(Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60));
}
