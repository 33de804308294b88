import { describe, expect, it } from 'vitest';
import { istAt } from '../helper';
import { PHP_EPOCH_DATE, phpDate, phpDateOrEpoch } from '../../src/http/lenient/php-date';

/** What PHP 8.2's `date('Y-m-d', strtotime($text))` prints for each text (Asia/Kolkata, on 22 November 2026). */
const STRTOTIME: readonly (readonly [string, string])[] = [
  ['2026-11-28', '2026-11-28'],
  ['2026/11/28', '2026-11-28'],
  ['2026-1-5', '2026-01-05'],
  ['28-11-2026', '2026-11-28'],
  ['28.11.2026', '2026-11-28'],
  ['01-02-2026', '2026-02-01'],
  ['01/02/2026', '2026-01-02'],
  ['11/28/2026', '2026-11-28'],
  ['28-Nov-2026', '2026-11-28'],
  ['28-nov-2026', '2026-11-28'],
  ['28 Nov 2026', '2026-11-28'],
  ['28-November-2026', '2026-11-28'],
  ['5-March-2026', '2026-03-05'],
  ['Nov 28, 2026', '2026-11-28'],
  ['November 28 2026', '2026-11-28'],
  ['Sat 28-Nov-2026', '2026-11-28'],
  ['Mon 28-Nov-2026', '2026-11-30'],
  ['28 Nov 2026 10:15:00 AM', '2026-11-28'],
  ['2026-11-28 22:15:00', '2026-11-28'],
  ['  28-11-2026 ', '2026-11-28'],
  ['2026-02-30', '2026-03-02'],
  ['31-04-2026', '2026-05-01'],
  ['today', '2026-11-22'],
  ['Yesterday', '2026-11-21'],
  ['tomorrow', '2026-11-23'],
  ['TODAY', '2026-11-22'],
  ['now', '2026-11-22'],
  ['  ', '2026-11-22'],
  ['20261128', '2026-11-28'],
  ['26-11-28', '2026-11-28'],
  ['28-11-26', '2028-11-26'],
  ['70-01-02', '1970-01-02'],
  ['69-01-02', '2069-01-02'],
  ['11/28', '2026-11-28'],
  ['1/2', '2026-01-02'],
  ['28-Nov', '2026-11-28'],
  ['28-Nov-26', '2026-11-28'],
  ['28-NOV-2026', '2026-11-28'],
  ['Sept 5 2026', '2026-09-05'],
  ['5 Sept 2026', '2026-09-05'],
  ['28 November, 2026', '2026-11-28'],
  ['28 Nov, 2026', '2026-11-28'],
  ['Nov-28-2026', '2026-11-28'],
  ['Saturday, 28 November 2026', '2026-11-28'],
  ['2026-11-28T10:00:00', '2026-11-28'],
  ['2026-11-28 10:00:00 AM', '2026-11-28'],
  ['22-11-2026 12:00 PM', '2026-11-22'],
  ['5-11-2026', '2026-11-05'],
];

const UNREADABLE = [
  '',
  'not a date',
  '2026-13-01',
  '32-11-2026',
  '28-Foo-2026',
  '28/11/2026',
  '11-28-2026',
  '2026.11.28',
  '20261340',
];

describe('PHP date reading (strtotime)', () => {
  const now = istAt(10);
  it.each(STRTOTIME)('reads %j as %s', (text, date) => {
    expect(phpDate(text, now)).toBe(date);
  });
  it.each(UNREADABLE)('gives false for %j, which date() prints as 1970-01-01', (text) => {
    expect(phpDate(text, now)).toBeUndefined();
    expect(phpDateOrEpoch(text, now)).toBe(PHP_EPOCH_DATE);
  });
  it('reads a missing field as false', () => {
    expect(phpDateOrEpoch(null, now)).toBe(PHP_EPOCH_DATE);
    expect(phpDateOrEpoch(undefined, now)).toBe(PHP_EPOCH_DATE);
  });
  it('reads today in IST across the UTC midnight', () => {
    // 00:30 IST on 23 November is still 22 November in UTC.
    expect(phpDate('today', istAt(0, 30, '2026-11-23'))).toBe('2026-11-23');
  });
});
