// IST is UTC+05:30 all year: plain offset arithmetic, no `Intl` time-zone data, so every runtime
// agrees.

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = 86_400_000;

export type DateKey = string;

/** `month` 1-12, `weekday` 0 (Sunday) - 6. */
export interface IstParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
  readonly weekday: number;
}

export function istParts(ms: number): IstParts {
  const shifted = new Date(ms + IST_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

export function istMinutesOfDay(ms: number): number {
  const { hours, minutes } = istParts(ms);
  return hours * 60 + minutes;
}

/** '09:30 PM' (also '9:30 pm', '09:30PM') -> 1290 minutes; undefined for anything else. */
export function parseClockTime(value: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])[Mm]\s*$/.exec(value);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return undefined;
  const pm = match[3]?.toUpperCase() === 'P';
  return (hours % 12) * 60 + minutes + (pm ? 720 : 0);
}

export function formatClockTime(minutesOfDay: number): string {
  if (!Number.isInteger(minutesOfDay) || minutesOfDay < 0 || minutesOfDay >= MINUTES_PER_DAY)
    throw new RangeError(`Not a minute of the day: ${minutesOfDay}`);
  const hours24 = Math.floor(minutesOfDay / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours12)}:${pad(minutesOfDay % 60)} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function dateKeyOf(year: number, month: number, day: number): DateKey {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function istDateKey(ms: number): DateKey {
  const { year, month, day } = istParts(ms);
  return dateKeyOf(year, month, day);
}

/** Undefined unless a real date written in full ('2026-02-30' and '2026-2-3' are not). */
export function parseDateKey(
  key: string,
): { readonly year: number; readonly month: number; readonly day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return undefined;
  return checkedDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function checkedDate(
  year: number,
  month: number,
  day: number,
): { readonly year: number; readonly month: number; readonly day: number } | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day))
    return undefined;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 ? { year, month, day } : undefined;
}

export function isDateKey(key: string): boolean {
  return parseDateKey(key) !== undefined;
}

/** Throws a RangeError for an invalid key. */
export function istMidnightMs(key: DateKey): number {
  const parts = parseDateKey(key);
  if (!parts) throw new RangeError(`Not a date: ${key}`);
  const date = new Date(0);
  date.setUTCFullYear(parts.year, parts.month - 1, parts.day);
  return date.getTime() - IST_OFFSET_MS;
}

/** The minutes may exceed a day. */
export function istTimeOnDate(key: DateKey, minutesOfDay: number): number {
  return istMidnightMs(key) + minutesOfDay * 60_000;
}

export function addDays(key: DateKey, days: number): DateKey {
  return istDateKey(istMidnightMs(key) + days * MS_PER_DAY);
}
