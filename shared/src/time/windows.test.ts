import { describe, expect, it } from 'vitest';
import { istTimeOnDate } from './ist';
import {
  isInsideWithdrawWindow,
  isMainMarketOpenForBids,
  isOpenSessionOpen,
  isOpenSessionSelectable,
  isSlotOpen,
  isTimedTileClosed,
  marketDay,
} from './windows';

const on = (dateKey: string, hours: number, minutes = 0, seconds = 0) =>
  istTimeOnDate(dateKey, hours * 60 + minutes) + seconds * 1000;
const at = (hours: number, minutes = 0, seconds = 0) => on('2026-11-22', hours, minutes, seconds);

describe('client session and tile checks (current IST HH:MM against today)', () => {
  it.each([
    [at(9, 29, 59), true],
    [at(9, 30), false],
    [at(9, 31), false],
    [at(0, 0), true],
  ])('Open selectable for 09:30 AM at %i -> %s', (now, expected) => {
    expect(isOpenSessionSelectable('09:30 AM', now)).toBe(expected);
    expect(isTimedTileClosed('09:30 AM', now)).toBe(!expected);
  });

  it('treats an unreadable open time as closed', () => {
    expect(isOpenSessionSelectable('soon', at(1))).toBe(false);
    expect(isTimedTileClosed('soon', at(1))).toBe(true);
  });

  it('uses IST whatever the UTC date is', () => {
    // 23:00 UTC on the 21st is 04:30 IST on the 22nd.
    expect(isOpenSessionSelectable('05:00 AM', Date.UTC(2026, 10, 21, 23, 0))).toBe(true);
    expect(isOpenSessionSelectable('04:00 AM', Date.UTC(2026, 10, 21, 23, 0))).toBe(false);
  });
});

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
    ['10:00 AM', '12:00 PM', at(9, 59), true, true],
    ['10:00 AM', '12:00 PM', at(10, 0), true, false],
    ['10:00 AM', '12:00 PM', at(11, 59, 59), true, false],
    ['10:00 AM', '12:00 PM', at(12, 0), false, false],
    ['10:00 AM', '12:00 PM', at(23, 0), false, false],
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 3), true, false],
    ['09:30 PM', '12:05 AM', on('2026-11-23', 0, 6), true, true],
    ['09:30 PM', '12:05 AM', at(21, 29), true, true],
    ['09:30 PM', '12:05 AM', at(21, 30), true, false],
    ['bad', '12:05 AM', at(1), false, false],
  ])('%s-%s at %i: bids %s, open session %s', (open, close, now, bids, openSession) => {
    expect(isMainMarketOpenForBids(open, close, now)).toBe(bids);
    expect(isOpenSessionOpen(open, close, now)).toBe(openSession);
  });
});

describe('isSlotOpen', () => {
  it.each([
    ['02:00 PM', at(13, 59, 59), true],
    ['02:00 PM', at(14, 0), false],
    ['12:05 AM', at(0, 4), true],
    ['12:05 AM', at(0, 5), false],
    ['never', at(0, 0), false],
  ])('%s at %i -> %s', (time, now, expected) => {
    expect(isSlotOpen(time, now)).toBe(expected);
  });
});
