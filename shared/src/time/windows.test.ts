import { describe, expect, it } from 'vitest';
import { istTimeOnDate } from './ist';
import {
  formatTimeLeft,
  isInsideWithdrawWindow,
  mainMarketOffer,
  marketDay,
  nextCutoff,
  slotOffer,
} from './windows';

const on = (dateKey: string, hours: number, minutes = 0, seconds = 0) =>
  istTimeOnDate(dateKey, hours * 60 + minutes) + seconds * 1000;
const at = (hours: number, minutes = 0, seconds = 0) => on('2026-11-22', hours, minutes, seconds);

describe('isInsideWithdrawWindow', () => {
  it.each([
    ['10:00 AM', '06:00 PM', at(10, 0), true],
    ['10:00 AM', '06:00 PM', at(18, 0, 59), true],
    ['10:00 AM', '06:00 PM', at(9, 59, 59), false],
    ['10:00 AM', '06:00 PM', at(18, 1), false],
    ['10:00 PM', '02:00 AM', at(23, 0), true],
    ['10:00 PM', '02:00 AM', at(1, 0), true],
    ['10:00 PM', '02:00 AM', at(12, 0), false],
    ['bad', '06:00 PM', at(12, 0), false],
  ])('%s-%s at %i -> %s', (open, close, now, expected) => {
    expect(isInsideWithdrawWindow(open, close, now)).toBe(expected);
  });
});

describe('main market day and windows', () => {
  it('a day market belongs to today', () => {
    expect(marketDay('10:00 AM', '12:00 PM', at(15))).toEqual({
      dateKey: '2026-11-22',
      openMs: at(10),
      closeMs: at(12),
    });
  });

  it('a night market closing after midnight belongs to the day it opened until it closes', () => {
    const night = ['09:30 PM', '12:05 AM'] as const;
    expect(marketDay(...night, on('2026-11-23', 0, 4, 59))).toEqual({
      dateKey: '2026-11-22',
      openMs: on('2026-11-22', 21, 30),
      closeMs: on('2026-11-23', 0, 5),
    });
    expect(marketDay(...night, on('2026-11-23', 0, 5))?.dateKey).toBe('2026-11-23');
    expect(marketDay(...night, on('2026-11-22', 22, 0))?.dateKey).toBe('2026-11-22');
  });

  it.each([
    // A day market: Open session until 10:00 AM, bids until 12:00 PM, all on today's date.
    ['10:00 AM', '12:00 PM', at(0, 0), '2026-11-22', true, true],
    ['10:00 AM', '12:00 PM', at(9, 59, 59), '2026-11-22', true, true],
    ['10:00 AM', '12:00 PM', at(10, 0), '2026-11-22', true, false],
    ['10:00 AM', '12:00 PM', at(11, 59, 59), '2026-11-22', true, false],
    ['10:00 AM', '12:00 PM', at(12, 0), '2026-11-22', false, false],
    ['10:00 AM', '12:00 PM', at(23, 0), '2026-11-22', false, false],
    // A night market: after midnight it is still yesterday's day, Close session only, until 12:05 AM.
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 0), '2026-11-22', true, false],
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 4, 59), '2026-11-22', true, false],
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 5), '2026-11-23', true, true],
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 6), '2026-11-23', true, true],
    ['09:30 PM', '12:05 AM', at(21, 29, 59), '2026-11-22', true, true],
    ['09:30 PM', '12:05 AM', at(21, 30), '2026-11-22', true, false],
    ['09:30 PM', '12:05 AM', at(23, 59, 59), '2026-11-22', true, false],
    // Open at 11:59 PM, close 11:58 PM the next day: the Open session is the minute between.
    ['11:59 PM', '11:58 PM', at(10, 0), '2026-11-21', true, false],
    ['11:59 PM', '11:58 PM', at(23, 58), '2026-11-22', true, true],
    ['11:59 PM', '11:58 PM', at(23, 59), '2026-11-22', true, false],
    ['11:59 PM', '11:58 PM', on('2026-11-23', 0, 1), '2026-11-22', true, false],
  ])(
    '%s-%s at %i: day %s, bids %s, open session %s',
    (open, close, now, day, bids, openSession) => {
      expect(mainMarketOffer(open, close, now)).toMatchObject({
        day,
        takesBids: bids,
        openSession,
      });
    },
  );

  it("offers nothing on today's date when a time cannot be read (an unknown close time)", () => {
    const nothing = { day: '2026-11-23', takesBids: false, openSession: false };
    expect(mainMarketOffer('09:30 PM', '', on('2026-11-23', 0, 3))).toEqual(nothing);
    expect(mainMarketOffer('bad', '12:05 AM', on('2026-11-23', 0, 3))).toEqual(nothing);
  });

  it('uses IST whatever the UTC date is', () => {
    // 23:00 UTC on the 21st is 04:30 IST on the 22nd.
    expect(mainMarketOffer('05:00 AM', '06:00 AM', Date.UTC(2026, 10, 21, 23, 0))).toMatchObject({
      day: '2026-11-22',
      takesBids: true,
      openSession: true,
    });
  });
});

describe('slotOffer', () => {
  it.each([
    ['02:00 PM', at(13, 59, 59), true],
    ['02:00 PM', at(14, 0), false],
    ['12:05 AM', at(0, 4), true],
    ['12:05 AM', at(0, 5), false],
    ['never', at(0, 0), false],
  ])('%s at %i -> %s, on the IST date', (time, now, expected) => {
    expect(slotOffer(time, now)).toMatchObject({
      day: '2026-11-22',
      takesBids: expected,
      openSession: expected,
    });
  });
});

describe('nextCutoff', () => {
  it("runs to a main market's open time, then to its close time, then to nothing", () => {
    const cutoffAt = (now: number) =>
      nextCutoff(mainMarketOffer('10:00 AM', '12:00 PM', now), now, true);
    expect(cutoffAt(at(9, 47, 56))).toEqual({ session: 'open', atMs: at(10, 0) });
    expect(cutoffAt(at(10, 0))).toEqual({ session: 'close', atMs: at(12, 0) });
    expect(cutoffAt(at(11, 59, 59))).toEqual({ session: 'close', atMs: at(12, 0) });
    expect(cutoffAt(at(12, 0))).toBeUndefined();
  });

  it("runs a night market to the next day's close after midnight", () => {
    const now = on('2026-11-23', 0, 3);
    expect(nextCutoff(mainMarketOffer('09:35 PM', '12:05 AM', now), now, true)).toEqual({
      session: 'close',
      atMs: on('2026-11-23', 0, 5),
    });
  });

  it("runs a slot to its time only, and has none when the time can't be read", () => {
    expect(nextCutoff(slotOffer('02:00 PM', at(13, 0)), at(13, 0), false)).toEqual({
      session: 'close',
      atMs: at(14, 0),
    });
    expect(nextCutoff(slotOffer('never', at(13, 0)), at(13, 0), false)).toBeUndefined();
    expect(nextCutoff(mainMarketOffer('10:00 AM', '', at(9, 0)), at(9, 0), true)).toBeUndefined();
  });
});

describe('formatTimeLeft', () => {
  const hm = (hours: number, minutes: number) => `${hours} h ${minutes} m`;
  it.each([
    [12 * 60_000 + 4_000, '12:04'],
    [12 * 60_000 + 3_001, '12:04'],
    [59 * 60_000 + 59_000, '59:59'],
    [60 * 60_000, '1 h 0 m'],
    [3 * 3_600_000 + 10 * 60_000 + 59_000, '3 h 10 m'],
    [500, '0:01'],
    [0, '0:00'],
    [-5_000, '0:00'],
  ])('%i ms -> %s', (leftMs, text) => {
    expect(formatTimeLeft(leftMs, hm)).toBe(text);
  });
});
