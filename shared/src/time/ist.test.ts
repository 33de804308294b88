import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatClockTime,
  isDateKey,
  istDateKey,
  istMidnightMs,
  istMinutesOfDay,
  istParts,
  istTimeOnDate,
  parseClockTime,
} from './ist';

// 2026-11-22 00:00 IST is 2026-11-21 18:30 UTC.
const MIDNIGHT_22_NOV = Date.UTC(2026, 10, 21, 18, 30);
const anyMs = fc.integer({ min: Date.UTC(1970, 0, 2), max: Date.UTC(2200, 0, 1) });

describe('istParts', () => {
  it('adds 05:30 to UTC', () => {
    expect(istParts(Date.UTC(2026, 10, 22, 16, 0))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
      hours: 21,
      minutes: 30,
      seconds: 0,
      weekday: 0,
    });
  });

  it('crosses midnight and the year at 18:30 UTC', () => {
    expect(istParts(Date.UTC(2026, 11, 31, 18, 29))).toMatchObject({
      year: 2026,
      day: 31,
      hours: 23,
      minutes: 59,
    });
    expect(istParts(Date.UTC(2026, 11, 31, 18, 30))).toMatchObject({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 0,
      weekday: 5,
    });
  });
});

describe('parseClockTime', () => {
  it.each([
    ['09:30 PM', 1290],
    ['9:30 pm', 1290],
    ['09:30PM', 1290],
    [' 10:00 am ', 600],
    ['12:00 AM', 0],
    ['12:05 AM', 5],
    ['12:00 PM', 720],
    ['12:59 PM', 779],
    ['11:59 PM', 1439],
    ['01:00 AM', 60],
  ])('%j -> %i', (value, minutes) => {
    expect(parseClockTime(value)).toBe(minutes);
  });

  it.each([
    '21:30',
    '00:30 AM',
    '13:00 PM',
    '09:60 PM',
    '9 PM',
    '09:30 XM',
    '09:30:00 PM',
    '',
    'junk',
    '9:3 PM',
  ])('rejects %j', (value) => {
    expect(parseClockTime(value)).toBeUndefined();
  });

  it('round-trips every minute of the day through formatClockTime', () => {
    for (let m = 0; m < 1440; m++) expect(parseClockTime(formatClockTime(m))).toBe(m);
    expect(formatClockTime(1290)).toBe('09:30 PM');
    expect(formatClockTime(5)).toBe('12:05 AM');
    expect(() => formatClockTime(1440)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('keys, midnights and times on a date', () => {
    expect(istDateKey(MIDNIGHT_22_NOV)).toBe('2026-11-22');
    expect(istDateKey(MIDNIGHT_22_NOV - 1)).toBe('2026-11-21');
    expect(istMidnightMs('2026-11-22')).toBe(MIDNIGHT_22_NOV);
    expect(istTimeOnDate('2026-11-22', 1290)).toBe(Date.UTC(2026, 10, 22, 16, 0));
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it.each([
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2028-02-29', true],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-04-31', false],
  ])('isDateKey %s -> %s', (key, expected) => {
    expect(isDateKey(key)).toBe(expected);
  });

  it('refuses the midnight of an invalid key', () => {
    expect(() => istMidnightMs('2026-02-30')).toThrow(RangeError);
  });

  it('round-trips epoch ms through IST date and time of day', () => {
    fc.assert(
      fc.property(anyMs, (ms) => {
        const { seconds } = istParts(ms);
        const rebuilt =
          istTimeOnDate(istDateKey(ms), istMinutesOfDay(ms)) + seconds * 1000 + (ms % 1000);
        expect(rebuilt).toBe(ms);
      }),
    );
  });

  it('round-trips a date key through its midnight, agreeing with UTC + 05:30', () => {
    fc.assert(
      fc.property(anyMs, (ms) => {
        const key = istDateKey(ms);
        expect(istDateKey(istMidnightMs(key))).toBe(key);
        expect(istMidnightMs(key) <= ms && ms < istMidnightMs(key) + 86_400_000).toBe(true);
        expect(key).toBe(new Date(ms + 19_800_000).toISOString().slice(0, 10));
      }),
    );
  });
});
