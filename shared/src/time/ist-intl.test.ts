import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateKeyOf,
  istDateKey,
  istMidnightMs,
  istMinutesOfDay,
  istParts,
  istTimeOnDate,
  type IstParts,
} from './ist';

/**
 * ist.ts converts by plain +05:30 arithmetic; here the runtime's time-zone database is the oracle.
 * Asia/Kolkata has been +05:30 since 1945-10-15 (before that the database has wartime +06:30 and
 * older local times, which the app never meets), so instants start in 1946. They end where a year
 * still has four digits.
 */
const FIRST_MS = Date.UTC(1946, 0, 1);
const LAST_MS = Date.UTC(9999, 11, 31, 18, 29, 59, 999);
const MS_PER_DAY = 86_400_000;
const RUNS = { numRuns: 2_000 };

const kolkata = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The IST calendar fields of an instant as `Intl` reads them. */
function oracleParts(ms: number): IstParts {
  const field = (type: Intl.DateTimeFormatPartTypes) => {
    const part = kolkata.formatToParts(ms).find((p) => p.type === type);
    if (part === undefined) throw new Error(`Intl gave no ${type} for ${ms}`);
    return part.value;
  };
  return {
    year: Number(field('year')),
    month: Number(field('month')),
    day: Number(field('day')),
    hours: Number(field('hour')),
    minutes: Number(field('minute')),
    seconds: Number(field('second')),
    weekday: WEEKDAYS.indexOf(field('weekday')),
  };
}

const oracleDateKey = (ms: number) => {
  const { year, month, day } = oracleParts(ms);
  return dateKeyOf(year, month, day);
};

const anyInstant = fc.integer({ min: FIRST_MS, max: LAST_MS });
/** Instants within two seconds of an IST midnight, where a wrong offset shows first. */
const nearMidnight = fc
  .tuple(
    fc.integer({ min: FIRST_MS / MS_PER_DAY + 1, max: Math.floor(LAST_MS / MS_PER_DAY) - 1 }),
    fc.integer({ min: -2_000, max: 2_000 }),
  )
  .map(([day, offsetMs]) => day * MS_PER_DAY - (5 * 60 + 30) * 60_000 + offsetMs);
const instants = fc.oneof(anyInstant, nearMidnight);

describe('ist.ts against Intl (Asia/Kolkata)', () => {
  it('istParts reads the same calendar fields and weekday', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect(istParts(ms)).toEqual(oracleParts(ms));
      }),
      RUNS,
    );
  });

  it('istDateKey and istMinutesOfDay agree with the IST wall clock', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const oracle = oracleParts(ms);
        expect(istDateKey(ms)).toBe(dateKeyOf(oracle.year, oracle.month, oracle.day));
        expect(istMinutesOfDay(ms)).toBe(oracle.hours * 60 + oracle.minutes);
      }),
      RUNS,
    );
  });

  it("istMidnightMs of an instant's date is that date's 00:00:00 IST, at most a day before it", () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const key = istDateKey(ms);
        const midnight = istMidnightMs(key);
        expect(midnight).toBeLessThanOrEqual(ms);
        expect(ms - midnight).toBeLessThan(MS_PER_DAY);
        expect(oracleParts(midnight)).toMatchObject({ hours: 0, minutes: 0, seconds: 0 });
        expect(oracleDateKey(midnight)).toBe(key);
        // One millisecond earlier is the day before, at 23:59:59.
        expect(oracleParts(midnight - 1)).toMatchObject({ hours: 23, minutes: 59, seconds: 59 });
        expect(oracleDateKey(midnight - 1)).not.toBe(key);
      }),
      RUNS,
    );
  });

  it('istTimeOnDate lands on that date and wall-clock minute', () => {
    fc.assert(
      fc.property(anyInstant, fc.integer({ min: 0, max: 24 * 60 - 1 }), (ms, minutes) => {
        const key = istDateKey(ms);
        const at = istTimeOnDate(key, minutes);
        const oracle = oracleParts(at);
        expect(oracleDateKey(at)).toBe(key);
        expect(oracle.hours * 60 + oracle.minutes).toBe(minutes);
        expect(oracle.seconds).toBe(0);
      }),
      RUNS,
    );
  });
});
