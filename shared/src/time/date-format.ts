// The date texts of the screens and the wire, written by hand in IST (no `Intl` in English, so
// every runtime agrees).
import { displayLocale } from '../messages/index';
import type { DateKey } from './ist';
import { checkedDate, dateKeyOf, istDateKey, parseDateKey } from './ist';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function fields(when: number | DateKey): { year: number; month: number; day: number } {
  const key = typeof when === 'number' ? istDateKey(when) : when;
  const parts = parseDateKey(key);
  if (!parts) throw new RangeError(`Not a date: ${key}`);
  return parts;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

export function formatLongDate(when: number | DateKey): string {
  const { year, month, day } = fields(when);
  return `${day}-${MONTH_NAMES[month - 1] ?? ''}-${year}`;
}

/**
 * `formatLongDate` in English; the language's `Intl` long date otherwise
 * (docs/decisions/010-message-catalogue.md).
 */
export function formatDisplayDate(when: number | DateKey): string {
  const locale = displayLocale();
  if (locale === undefined) return formatLongDate(when);
  const { year, month, day } = fields(when);
  // Noon UTC is the same calendar day in IST.
  return new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(Date.UTC(year, month - 1, day, 12));
}

export function formatPickerDate(when: number | DateKey): string {
  const { year, month, day } = fields(when);
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

export function formatHistoryDate(when: number | DateKey): string {
  const { year, month, day } = fields(when);
  return `${month}/${day}/${year}`;
}

function parseSlashed(value: string, padded: boolean): DateKey | undefined {
  const pattern = padded ? /^(\d{2})\/(\d{2})\/(\d{4})$/ : /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
  const match = pattern.exec(value.trim());
  if (!match) return undefined;
  const parts = checkedDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return parts && dateKeyOf(parts.year, parts.month, parts.day);
}

export function parseHistoryDate(value: string): DateKey | undefined {
  return parseSlashed(value, false);
}

export function parsePickerDate(value: string): DateKey | undefined {
  return parseSlashed(value, true);
}

/**
 * Every submitted bid carries a long date and a server sees only a handful of them, so the answers
 * are kept.
 */
const longDates = new Map<string, DateKey | undefined>();
const LONG_DATES_KEPT = 64;

export function parseLongDate(value: string): DateKey | undefined {
  if (longDates.has(value)) return longDates.get(value);
  const key = readLongDate(value);
  if (longDates.size >= LONG_DATES_KEPT) longDates.clear();
  longDates.set(value, key);
  return key;
}

function readLongDate(value: string): DateKey | undefined {
  const match = /^(\d{1,2})-([A-Za-z]+)-(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const name = (match[2] ?? '').toLowerCase();
  const month = MONTH_NAMES.findIndex((m) => m.toLowerCase() === name) + 1;
  if (month === 0) return undefined;
  const parts = checkedDate(Number(match[3]), month, Number(match[1]));
  return parts && dateKeyOf(parts.year, parts.month, parts.day);
}
