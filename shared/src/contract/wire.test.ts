import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  wireBoolean,
  wireFlag,
  wireFlagOr,
  wireId,
  wireList,
  wireMoney,
  wireNumber,
  wireText,
} from './wire';

describe('wire primitives', () => {
  it('reads numbers and numeric strings as numbers', () => {
    expect(wireNumber.parse(12)).toBe(12);
    expect(wireNumber.parse('12')).toBe(12);
    expect(wireNumber.parse(' 7.5 ')).toBe(7.5);
    expect(wireNumber.safeParse('').success).toBe(false);
    expect(wireNumber.safeParse('abc').success).toBe(false);
    expect(wireNumber.safeParse(null).success).toBe(false);
  });

  it('reads boolean-like values', () => {
    for (const value of [true, 'true', 1, '1']) expect(wireBoolean.parse(value)).toBe(true);
    for (const value of [false, 'false', 0, '0', '', null])
      expect(wireBoolean.parse(value)).toBe(false);
    expect(wireBoolean.safeParse(undefined).success).toBe(false);
  });

  it('reads points as integer minor units', () => {
    expect(wireMoney.parse(10000)).toBe(1_000_000);
    expect(wireMoney.parse('142.50')).toBe(14_250);
    expect(wireMoney.parse(0.29)).toBe(29);
    expect(wireMoney.parse('-5')).toBe(-500);
    expect(wireMoney.safeParse('ten').success).toBe(false);
    expect(wireMoney.safeParse('').success).toBe(false);
  });

  it('reads ids and flags as strings', () => {
    expect(wireId.parse(12)).toBe('12');
    expect(wireId.parse('G-12')).toBe('G-12');
    expect(wireFlag.parse(1)).toBe('1');
    expect(wireFlag.parse('0')).toBe('0');
    const Schema = z.object({ betting_status: wireFlagOr('0') });
    expect(Schema.parse({})).toEqual({ betting_status: '0' });
    expect(Schema.parse({ betting_status: 1 })).toEqual({ betting_status: '1' });
  });

  it('reads missing or null text as an empty string', () => {
    const Schema = z.object({ note: wireText });
    expect(Schema.parse({})).toEqual({ note: '' });
    expect(Schema.parse({ note: null })).toEqual({ note: '' });
    expect(Schema.parse({ note: 9876543210 })).toEqual({ note: '9876543210' });
    expect(Schema.safeParse({ note: {} }).success).toBe(false);
  });

  it('reads a missing or null list as empty', () => {
    const Schema = z.object({ items: wireList(wireNumber) });
    expect(Schema.parse({})).toEqual({ items: [] });
    expect(Schema.parse({ items: null })).toEqual({ items: [] });
    expect(Schema.parse({ items: ['1', 2] })).toEqual({ items: [1, 2] });
    expect(Schema.safeParse({ items: 'x' }).success).toBe(false);
  });
});
