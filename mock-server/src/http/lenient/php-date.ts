import { MONTH_NAMES, addDays, dateKeyOf, istDateKey, type DateKey } from '@matka/shared/time';

/**
 * A date as the provider reads it: `date('Y-m-d', strtotime($text))` (docs/lenient-profile.md,
 * "Dates"), for the forms clients send. No library reads PHP's grammar (date-fns and dayjs take one
 * format each, and `Date.parse` reads '01-02-2026' as January), so the forms are written out here:
 *
 * - `2026-11-28`, `2026/11/28`, `20261128` (year first);
 * - `28-11-2026`, `28.11.2026` (day first: PHP reads a dash or a dot as d-m-Y);
 * - `11/28/2026`, `11/28` (month first: PHP reads a slash as m/d/Y, so `01/02/2026` is 2 January
 *   while `01-02-2026` is 1 February, and `28/11/2026` is false);
 * - `26-11-28` (two digits first and a dash: PHP reads yy-mm-dd, 70-99 as 19xx);
 * - `28-Nov-2026`, `28 Nov 2026`, `28-November-2026`, `28-Nov-26`, `28-Nov`, `Nov 28, 2026`,
 *   `November 28 2026` (a month name, any case, 3 letters or whole; no year is this year);
 * - any of these after a weekday name (`Sat 28-Nov-2026`, the provider's own `date`), which moves
 *   the date on to that weekday as PHP does (none when it is that day), and before a time
 *   (`28 Nov 2026 10:00:00 AM`, as its histories print `insert_date`), which is ignored;
 * - `today`, `now`, `midnight`, `yesterday`, `tomorrow` (IST, the provider's time zone).
 *
 * PHP rolls a day past the month's end over (`2026-02-30` is 2 March) and refuses a month above 12
 * or a day above 31; so does this. Blank text is now, the empty string false. Anything else is what `strtotime` gives for text it cannot read, `false`: undefined here, which the
 * provider's `date()` turns into 1970-01-01 (`PHP_EPOCH_DATE`).
 */

/** The date PHP's `date('Y-m-d', false)` prints: what an unreadable date becomes there. */
export const PHP_EPOCH_DATE: DateKey = '1970-01-01';

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const WEEKDAY = '(?:(sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?,?\\s+)?';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = '(?:[\\sT]+\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?\\s*(?:[ap]\\.?m\\.?)?)?';
const MONTH_NAME = '([a-z]+)\\.?';

/**
 * Each form: its pattern (weekday and time around it) and which group holds the year, month, day
 * (counted without the weekday's group); year 0: none written, the current year.
 */
const FORMS: readonly { pattern: RegExp; year: number; month: number; day: number }[] = [
  { body: '(\\d{4})[-/](\\d{1,2})[-/](\\d{1,2})', year: 1, month: 2, day: 3 },
  { body: '(\\d{4})(\\d{2})(\\d{2})', year: 1, month: 2, day: 3 },
  { body: '(\\d{1,2})[-.](\\d{1,2})[-.](\\d{4})', year: 3, month: 2, day: 1 },
  { body: '(\\d{2})-(\\d{1,2})-(\\d{1,2})', year: 1, month: 2, day: 3 },
  { body: '(\\d{1,2})/(\\d{1,2})/(\\d{4})', year: 3, month: 1, day: 2 },
  { body: '(\\d{1,2})/(\\d{1,2})', year: 0, month: 1, day: 2 },
  { body: `(\\d{1,2})[-\\s.]+${MONTH_NAME}[-\\s.,]+(\\d{4}|\\d{2})`, year: 3, month: 2, day: 1 },
  { body: `(\\d{1,2})[-\\s.]+${MONTH_NAME}`, year: 0, month: 2, day: 1 },
  {
    body: `${MONTH_NAME}[-\\s.]+(\\d{1,2})(?:st|nd|rd|th)?,?[-\\s.]+(\\d{4})`,
    year: 3,
    month: 1,
    day: 2,
  },
].map(({ body, year, month, day }) => ({
  pattern: new RegExp(`^${WEEKDAY}${body}${TIME}$`, 'i'),
  // The weekday is the first group; the form's own groups follow it.
  year: year === 0 ? 0 : year + 1,
  month: month + 1,
  day: day + 1,
}));

/** A year as PHP reads it: two digits are 1970-2069. */
function fullYear(text: string | undefined, now: number): number {
  if (text === undefined) return Number(istDateKey(now).slice(0, 4));
  const year = Number(text);
  return text.length > 2 ? year : year >= 70 ? 1900 + year : 2000 + year;
}

const RELATIVE: Readonly<Record<string, number>> = {
  today: 0,
  now: 0,
  midnight: 0,
  yesterday: -1,
  tomorrow: 1,
};

function monthOf(text: string): number | undefined {
  const lower = text.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  const index = MONTHS.findIndex(
    (name) =>
      name === lower ||
      (lower.length === 3 && name.startsWith(lower)) ||
      (lower === 'sept' && name === 'september'),
  );
  return index < 0 ? undefined : index + 1;
}

/** The calendar date PHP's fields make, a day past the month's end rolled over as PHP does. */
function rolledOver(year: number, month: number, day: number): DateKey | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return dateKeyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The IST date `strtotime` reads in `text` at `now`, or undefined where it gives `false`. */
export function phpDate(text: string, now: number): DateKey | undefined {
  const trimmed = text.trim();
  // PHP reads blank text as now, but the empty string as false.
  if (trimmed === '' && text !== '') return istDateKey(now);
  const relative = RELATIVE[trimmed.toLowerCase()];
  if (relative !== undefined) return addDays(istDateKey(now), relative);
  for (const form of FORMS) {
    const match = form.pattern.exec(trimmed);
    if (match === null) continue;
    const month = monthOf(match[form.month] ?? '');
    if (month === undefined) continue;
    const year = fullYear(form.year === 0 ? undefined : match[form.year], now);
    const date = rolledOver(year, month, Number(match[form.day]));
    const weekday = WEEKDAYS.indexOf((match[1] ?? '').toLowerCase());
    if (date === undefined || weekday < 0) return date;
    const at = new Date(`${date}T00:00:00Z`).getUTCDay();
    return addDays(date, (weekday - at + 7) % 7);
  }
  return undefined;
}

/** `date('Y-m-d', strtotime($value))` of a request field: a number reads as its digits. */
export function phpDateOrEpoch(value: unknown, now: number): DateKey {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return phpDate(text, now) ?? PHP_EPOCH_DATE;
}
