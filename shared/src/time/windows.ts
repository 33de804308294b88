/**
 * Time windows (`../shared/domain/matka-rules.md`, "Time"; spec sections 4 and 5). Times are the
 * provider's 'hh:mm AM/PM' in IST; "now" is always an argument. Client checks compare the current
 * IST HH:MM with the time of today, as the spec's screens do; the server's checks use the market's
 * day, so a night market closing after midnight belongs to the day it opened.
 */
import type { DateKey } from './ist';
import { addDays, istDateKey, istMinutesOfDay, istTimeOnDate, parseClockTime } from './ist';

/**
 * Open session choice (spec section 4): selectable only while the current IST HH:MM is strictly
 * before the game's open time. False when the open time cannot be read.
 */
export function isOpenSessionSelectable(openTime: string, nowMs: number): boolean {
  const open = parseClockTime(openTime);
  return open !== undefined && istMinutesOfDay(nowMs) < open;
}

/**
 * Timed tiles (Jodi, Half Sangam, Full Sangam): closed when the open time is at or before the
 * current IST HH:MM ('Bidding is closed for {game type}'). True when the open time cannot be read.
 */
export function isTimedTileClosed(openTime: string, nowMs: number): boolean {
  return !isOpenSessionSelectable(openTime, nowMs);
}

/**
 * Withdraw window (spec section 5): the current IST HH:MM between the open and close times, both
 * inclusive. A close time before the open time wraps past midnight ('10:00 PM'-'02:00 AM').
 * False when either time cannot be read.
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

/** One day of a main market: the day it belongs to and its open and close instants. */
export interface MarketDay {
  readonly dateKey: DateKey;
  readonly openMs: number;
  readonly closeMs: number;
}

/** The market's open and close instants on a given day; undefined when a time cannot be read. */
function marketDayOn(dateKey: DateKey, openTime: string, closeTime: string): MarketDay | undefined {
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  if (open === undefined || close === undefined) return undefined;
  const openMs = istTimeOnDate(dateKey, open);
  const closeDay = close < open ? addDays(dateKey, 1) : dateKey;
  return { dateKey, openMs, closeMs: istTimeOnDate(closeDay, close) };
}

/**
 * The market day `nowMs` belongs to: the IST date of the open time; a close time earlier than the
 * open time closes on the next calendar day ('09:30 PM'-'12:05 AM'). Just after midnight, before
 * such a market closes, now still belongs to yesterday's day; otherwise to today's. Bids and
 * results belong to this day. Undefined when a time cannot be read.
 */
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

/** A main market takes bids until its close time on its market day (exclusive). */
export function isMainMarketOpenForBids(
  openTime: string,
  closeTime: string,
  nowMs: number,
): boolean {
  const day = marketDay(openTime, closeTime, nowMs);
  return day !== undefined && nowMs < day.closeMs;
}

/**
 * Open session bids, and Jodi, Half Sangam and Full Sangam, only before the open time of the
 * market day (exclusive).
 */
export function isOpenSessionOpen(openTime: string, closeTime: string, nowMs: number): boolean {
  const day = marketDay(openTime, closeTime, nowMs);
  return day !== undefined && nowMs < day.openMs;
}

/**
 * A Starline slot or a Gali game takes bids until its time on the current IST day (exclusive);
 * its day is the IST date. False when the time cannot be read.
 */
export function isSlotOpen(time: string, nowMs: number): boolean {
  const minutes = parseClockTime(time);
  return minutes !== undefined && nowMs < istTimeOnDate(istDateKey(nowMs), minutes);
}
