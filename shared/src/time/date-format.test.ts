import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHistoryDate,
  formatLongDate,
  formatPickerDate,
  parseHistoryDate,
  parseLongDate,
  parsePickerDate,
} from './date-format';
import { istDateKey, istTimeOnDate } from './ist';

const anyKey = fc
  .integer({ min: Date.UTC(1970, 0, 2), max: Date.UTC(2200, 0, 1) })
  .map((ms) => istDateKey(ms));

describe('formatting', () => {
  it('writes the spec forms from a date key', () => {
    expect(formatLongDate('2026-11-22')).toBe('22-November-2026');
    expect(formatLongDate('2026-03-05')).toBe('5-March-2026');
    expect(formatPickerDate('2026-11-02')).toBe('11/02/2026');
    expect(formatHistoryDate('2026-11-02')).toBe('11/2/2026');
    expect(formatHistoryDate('2026-01-09')).toBe('1/9/2026');
  });

  it('reads epoch ms in IST', () => {
    // 20:00 UTC on 22 November is 01:30 IST on 23 November.
    expect(formatLongDate(Date.UTC(2026, 10, 22, 20, 0))).toBe('23-November-2026');
    expect(formatPickerDate(istTimeOnDate('2026-11-22', 0))).toBe('11/22/2026');
  });

  it('refuses an invalid date key', () => {
    expect(() => formatLongDate('2026-02-30')).toThrow(RangeError);
  });
});

describe('parsing', () => {
  it.each([
    ['11/2/2026', '2026-11-02'],
    ['11/02/2026', '2026-11-02'],
    ['2/29/2028', '2028-02-29'],
    ['2/29/2026', undefined],
    ['13/1/2026', undefined],
    ['2026-11-02', undefined],
    ['11/2/26', undefined],
  ])('history %j -> %s', (value, expected) => {
    expect(parseHistoryDate(value)).toBe(expected);
  });

  it.each([
    ['11/02/2026', '2026-11-02'],
    ['11/2/2026', undefined],
    ['04/31/2026', undefined],
  ])('picker %j -> %s', (value, expected) => {
    expect(parsePickerDate(value)).toBe(expected);
  });

  it.each([
    ['22-November-2026', '2026-11-22'],
    ['05-march-2026', '2026-03-05'],
    ['31-April-2026', undefined],
    ['22-Nov-2026', undefined],
    ['22 November 2026', undefined],
  ])('long %j -> %s', (value, expected) => {
    expect(parseLongDate(value)).toBe(expected);
  });

  it('round-trips every format', () => {
    fc.assert(
      fc.property(anyKey, (key) => {
        expect(parseLongDate(formatLongDate(key))).toBe(key);
        expect(parsePickerDate(formatPickerDate(key))).toBe(key);
        expect(parseHistoryDate(formatHistoryDate(key))).toBe(key);
      }),
    );
  });
});
