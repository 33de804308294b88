import { MONTH_NAMES, addDays, dateKeyOf, istDateKey, type DateKey } from '@matka/shared/time';

/**
 * A date as the provider reads it, `date('Y-m-d', strtotime($text))`, for the forms clients send
 * (docs/lenient-profile.md#dates). No library reads PHP's grammar (`Date.parse` reads '01-02-2026'
 * as January), so the forms are written out here; php-date.test.ts holds each with what PHP 8.2
 * makes of it.
 */

export const PHP_EPOCH_DATE: DateKey = '1970-01-01';

const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
const WEEKDAY = '(?:(sun|mon|tue|wed|thu|fri|sat)[a-z]*\\.?,?\\s+)?';
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TIME = '(?:[\\sT]+\\d{1,2}:\\d{2}(?::\\d{2})?(?:\\.\\d+)?\\s*(?:[ap]\\.?m\\.?)?)?';
const MONTH_NAME = '([a-z]+)\\.?';

/** Year 0: none written, the current year. */
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
  year: year === 0 ? 0 : year + 1,
  month: month + 1,
  day: day + 1,
}));

/** Two digits are 1970-2069. */
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

/** `2026-02-30` is 2 March, as PHP rolls it. */
function rolledOver(year: number, month: number, day: number): DateKey | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return dateKeyOf(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Undefined where it gives `false`. */
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

export function phpDateOrEpoch(value: unknown, now: number): DateKey {
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return phpDate(text, now) ?? PHP_EPOCH_DATE;
}
