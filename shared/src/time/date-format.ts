/**
 * Date texts of the spec (section 9 and 7), written by hand in IST, no `Intl`:
 * long 'D-MonthName-YYYY' (confirm dialog, Gali `bid_date`), picker 'MM/dd/yyyy', history request
 * 'M/D/YYYY' (unpadded). Every formatter takes epoch ms or an IST date key 'YYYY-MM-DD'.
 */
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

/** '22-November-2026', '5-March-2026' (day unpadded). Throws on an invalid date key. */
export function formatLongDate(when: number | DateKey): string {
  const { year, month, day } = fields(when);
  return `${day}-${MONTH_NAMES[month - 1] ?? ''}-${year}`;
}

/**
 * A date as the screens show it: `formatLongDate` in English (the spec's form), else the language's
 * `Intl` long date in IST with Western digits ('22 नवंबर 2026' in hi-IN; docs/decisions/010).
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

/** '11/02/2026' (MM/dd/yyyy, the date pickers). Throws on an invalid date key. */
export function formatPickerDate(when: number | DateKey): string {
  const { year, month, day } = fields(when);
  return `${pad2(month)}/${pad2(day)}/${year}`;
}

/** '11/2/2026' (M/D/YYYY unpadded, the history requests' `date_from` ...). Throws on an invalid date key. */
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

/** 'M/D/YYYY' (padded or not: '11/2/2026', '11/02/2026') -> '2026-11-02'; undefined if not a real date. */
export function parseHistoryDate(value: string): DateKey | undefined {
  return parseSlashed(value, false);
}

/** 'MM/dd/yyyy' strictly padded -> date key; undefined if not a real date. */
export function parsePickerDate(value: string): DateKey | undefined {
  return parseSlashed(value, true);
}

/**
 * The last texts `parseLongDate` read and what they gave: every submitted bid carries one (the bid
 * schema checks it), and the texts a server sees are a handful of days. A pure function's answers,
 * so keeping them changes nothing but the time; cleared when it holds `LONG_DATES_KEPT`.
 */
const longDates = new Map<string, DateKey | undefined>();
const LONG_DATES_KEPT = 64;

/** '22-November-2026' (month name in any case, day padded or not) -> '2026-11-22'; undefined otherwise. */
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
