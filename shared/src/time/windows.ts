/**
 * Time windows (`../shared/domain/matka-rules.md`, "Time"; spec sections 4 and 5). Times are the
 * provider's 'hh:mm AM/PM' in IST; "now" is always an argument. A market's offer
 * (`mainMarketOffer`, `slotOffer`) is the one rule of when bids are taken: the client's session
 * choice, game-type tiles and bid date and the server's checks all read it, so a night market
 * closing after midnight belongs to the day it opened on both sides.
 */
import type { DateKey } from './ist';
import { addDays, istDateKey, istMinutesOfDay, istTimeOnDate, parseClockTime } from './ist';

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

/**
 * What a market offers at an instant, the one answer the client's screens and the server's checks
 * share (rules page "Time"). The server narrows it further by its own data (a closure, a declared
 * result), which reaches the client as the row's `msg_status`.
 */
export interface MarketOffer {
  /** The day bids placed now belong to: the market day (main) or the IST date (Starline, Gali). */
  readonly day: DateKey;
  /** Bids are taken at all: before the close time of the market day, or before the slot's time. */
  readonly takesBids: boolean;
  /**
   * Open session bids and the timed types (Jodi, Half Sangam, Full Sangam) are taken: before the
   * open time of the market day. Starline and Gali: the same as `takesBids`.
   */
  readonly openSession: boolean;
  /**
   * The instant bids stop on this day (the close time of the market day, the slot's time), past or
   * not; absent when a time cannot be read. A countdown runs to it and the game turns closed there.
   */
  readonly closesAtMs?: number;
  /** The instant the Open session and the timed types stop (a main market's open time). */
  readonly openEndsAtMs?: number;
}

/**
 * A main market's offer at `nowMs`: its market day (`marketDay`), bids until the close time of
 * that day and the Open session until its open time, both exclusive. Just after midnight a night
 * market ('09:35 PM'-'12:05 AM') still offers the Close session of yesterday's day and no Open
 * session. A time that cannot be read (an unknown close time on the client) offers nothing, on
 * today's IST date: no check can say which day the bid would belong to.
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

/**
 * A Starline slot's or a Gali game's offer at `nowMs`: bids until its time on the current IST date
 * (exclusive), which is also the day they belong to. Offers nothing when the time cannot be read.
 */
export function slotOffer(time: string, nowMs: number): MarketOffer {
  const day = istDateKey(nowMs);
  const minutes = parseClockTime(time);
  if (minutes === undefined) return { day, takesBids: false, openSession: false };
  const closesAtMs = istTimeOnDate(day, minutes);
  const takesBids = nowMs < closesAtMs;
  return { day, takesBids, openSession: takesBids, closesAtMs, openEndsAtMs: closesAtMs };
}

/** Which cut-off comes next: the Open session's end ('open') or the end of bids ('close'). */
export interface NextCutoff {
  readonly session: 'open' | 'close';
  readonly atMs: number;
}

/**
 * The next cut-off of `offer` at `nowMs`: a main market's open time while the Open session runs,
 * else the close of bids; a Starline slot or Gali game has only the latter. Undefined once bids
 * have stopped or when a time cannot be read.
 */
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
 * A time left as a countdown shows it: under an hour minutes and seconds ('12:04'), else hours and
 * minutes (`hoursAndMinutes`, '3 h 10 m'). Seconds round up, so '0:01' is the last before zero.
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
