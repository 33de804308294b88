import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BidType, MarketKind, Rates, Session } from './bid-types';
import { BID_TYPES_BY_MARKET, GALI_RATE_KEYS } from './bid-types';
import type { DeclaredResult } from './results';
import type { SettleableLine } from './settlement';
import {
  DEFAULT_RATES,
  decidingResult,
  payoutMinor,
  rateKeyFor,
  settleBidLine,
} from './settlement';

const rates = DEFAULT_RATES.main;
const line = (
  bidType: BidType,
  digits: string,
  closedigits = '',
  session: Session = 'Open',
  marketKind: MarketKind = 'main',
  points = 10,
): SettleableLine => ({ marketKind, bidType, session, digits, closedigits, points });

// Open 123 (digit 6), close 350 (digit 8): jodi 68.
const OPEN: DeclaredResult = { openPana: '123' };
const BOTH: DeclaredResult = { openPana: '123', closePana: '350' };

describe('settleBidLine: main market', () => {
  it.each([
    ['Single Digit Open wins on the open digit', line('Single Digit', '6'), OPEN, 95],
    ['Single Digit Open loses', line('Single Digit', '5'), OPEN, 'lost'],
    ['Single Digit Close waits for close', line('Single Digit', '8', '', 'Close'), OPEN, 'pending'],
    [
      'Single Digit Close wins on the close digit',
      line('Single Digit', '8', '', 'Close'),
      BOTH,
      95,
    ],
    [
      'Single Digit Close does not win on the open digit',
      line('Single Digit', '6', '', 'Close'),
      BOTH,
      'lost',
    ],
    ['Single Pana Open', line('Single Pana', '123'), OPEN, 1400],
    ['Single Pana Close', line('Single Pana', '350', '', 'Close'), BOTH, 1400],
    ['Double Pana Open loses', line('Double Pana', '550'), OPEN, 'lost'],
    [
      'Triple Pana Close',
      line('Triple Pana', '000', '', 'Close'),
      { openPana: '123', closePana: '000' },
      7000,
    ],
    ['SP Motor line at the single pana rate', line('SP Motor', '123'), OPEN, 1400],
    [
      'DP Motor line at the double pana rate',
      line('DP Motor', '550', '', 'Close'),
      { openPana: '123', closePana: '550' },
      2800,
    ],
    ['Jodi waits for close', line('Jodi Digit', '68', '', 'Close'), OPEN, 'pending'],
    ['Jodi wins on open digit then close digit', line('Jodi Digit', '68', '', 'Close'), BOTH, 950],
    ['Jodi reversed loses', line('Jodi Digit', '86', '', 'Close'), BOTH, 'lost'],
    ['Half Sangam Open (B) waits for close', line('Half Sangam', '6', '350'), OPEN, 'pending'],
    ['Half Sangam Open (B) open digit + close pana', line('Half Sangam', '6', '350'), BOTH, 10000],
    ['Half Sangam Open (B) wrong pana', line('Half Sangam', '6', '123'), BOTH, 'lost'],
    [
      'Half Sangam Close (A) close digit + open pana',
      line('Half Sangam', '8', '123', 'Close'),
      BOTH,
      10000,
    ],
    ['Half Sangam Close (A) crossed loses', line('Half Sangam', '6', '350', 'Close'), BOTH, 'lost'],
    ['Full Sangam', line('Full Sangam', '123', '350'), BOTH, 100000],
    ['Full Sangam swapped loses', line('Full Sangam', '350', '123'), BOTH, 'lost'],
    ['Full Sangam waits', line('Full Sangam', '123', '350'), OPEN, 'pending'],
    ['nothing declared', line('Single Digit', '6'), {}, 'pending'],
  ] as const)('%s', (_, bid, declared, expected) => {
    const result = settleBidLine(bid, declared, rates);
    if (typeof expected === 'number')
      expect(result).toEqual({ status: 'won', payoutMinor: expected * 100 });
    else expect(result).toEqual({ status: expected });
  });

  it('pays 100 points on a Full Sangam 10 lakh (the how-to-play claim)', () => {
    expect(
      settleBidLine(line('Full Sangam', '123', '350', 'Open', 'main', 100), BOTH, rates),
    ).toEqual({
      status: 'won',
      payoutMinor: 1_000_000 * 100,
    });
  });
});

describe('settleBidLine: Starline and Gali', () => {
  const star = DEFAULT_RATES.starline;
  const gali = DEFAULT_RATES.gali;
  it.each([
    [line('Single Digit', '6', '', 'Open', 'starline'), { openPana: '123' }, star, 95],
    [line('Single Pana', '123', '', 'Open', 'starline'), { openPana: '123' }, star, 1400],
    [line('Double Pana', '550', '', 'Open', 'starline'), { openPana: '123' }, star, 'lost'],
    [line('Triple Pana', '777', '', 'Open', 'starline'), {}, star, 'pending'],
    [line('Left Digit', '4', '', 'Open', 'gali'), { galiLeft: '4', galiRight: '7' }, gali, 95],
    [line('Right Digit', '4', '', 'Open', 'gali'), { galiLeft: '4', galiRight: '7' }, gali, 'lost'],
    [line('Right Digit', '7', '', 'Open', 'gali'), { galiLeft: '4', galiRight: '7' }, gali, 95],
    [line('Jodi Digit', '47', '', 'Open', 'gali'), { galiLeft: '4', galiRight: '7' }, gali, 950],
    [line('Jodi Digit', '74', '', 'Open', 'gali'), { galiLeft: '4', galiRight: '7' }, gali, 'lost'],
    [line('Jodi Digit', '47', '', 'Open', 'gali'), { galiLeft: '4' }, gali, 'pending'],
  ] as const)('%j against %j', (bid, declared, r, expected) => {
    const result = settleBidLine(bid, declared, r);
    if (typeof expected === 'number')
      expect(result).toEqual({ status: 'won', payoutMinor: expected * 100 });
    else expect(result).toEqual({ status: expected });
  });

  it('pays Gali Left, Right and Jodi from the fields the rates panel shows them from', () => {
    // Every field differs, so each payout names the field it was read from.
    const odd: Rates = {
      ...DEFAULT_RATES.gali,
      single_digit: { val1: 10, val2: 90 },
      jodi_digit: { val1: 10, val2: 900 },
      single_pana: { val1: 10, val2: 80 },
      double_pana: { val1: 10, val2: 800 },
    };
    const declared = { galiLeft: '4', galiRight: '7' };
    const paid = (bidType: BidType, digits: string) =>
      settleBidLine(line(bidType, digits, '', 'Open', 'gali'), declared, odd);
    expect(paid('Left Digit', '4')).toEqual({ status: 'won', payoutMinor: 90 * 100 });
    expect(paid('Right Digit', '7')).toEqual({ status: 'won', payoutMinor: 80 * 100 });
    expect(paid('Jodi Digit', '47')).toEqual({ status: 'won', payoutMinor: 800 * 100 });
    expect(GALI_RATE_KEYS).toEqual({
      'Left Digit': 'single_digit',
      'Right Digit': 'single_pana',
      'Jodi Digit': 'double_pana',
    });
  });

  it('refuses a bid type the market does not play', () => {
    expect(() =>
      settleBidLine(line('Jodi Digit', '47', '', 'Open', 'starline'), {}, rates),
    ).toThrow(RangeError);
  });
});

describe('decidingResult', () => {
  it.each([
    ['main', 'Single Digit', 'Open', 'open'],
    ['main', 'Single Digit', 'Close', 'close'],
    ['main', 'SP Motor', 'Open', 'open'],
    ['main', 'DP Motor', 'Close', 'close'],
    ['main', 'Jodi Digit', 'Open', 'close'],
    ['main', 'Half Sangam', 'Open', 'close'],
    ['main', 'Full Sangam', 'Open', 'close'],
    ['starline', 'Triple Pana', 'Open', 'slot'],
    ['gali', 'Jodi Digit', 'Open', 'game'],
  ] as const)('%s %s %s -> %s', (kind, bidType, session, expected) => {
    expect(decidingResult(kind, bidType, session)).toBe(expected);
  });

  it('a line stays pending exactly until its deciding result is declared', () => {
    const kinds: MarketKind[] = ['main', 'starline', 'gali'];
    for (const kind of kinds)
      for (const bidType of BID_TYPES_BY_MARKET[kind])
        for (const session of ['Open', 'Close'] as const) {
          const deciding = decidingResult(kind, bidType, session);
          const bid = line(bidType, '1', bidType.includes('Sangam') ? '100' : '', session, kind);
          const before: DeclaredResult = deciding === 'close' ? { openPana: '123' } : {};
          const after: DeclaredResult =
            kind === 'gali'
              ? { galiLeft: '4', galiRight: '7' }
              : deciding === 'open' || deciding === 'slot'
                ? OPEN
                : BOTH;
          expect(settleBidLine(bid, before, DEFAULT_RATES[kind]).status).toBe('pending');
          expect(settleBidLine(bid, after, DEFAULT_RATES[kind]).status).not.toBe('pending');
        }
  });
});

describe('rateKeyFor', () => {
  it.each([
    ['main', 'Single Digit', '1', 'single_digit'],
    ['starline', 'Single Digit', '1', 'single_digit'],
    ['gali', 'Left Digit', '1', 'single_digit'],
    ['gali', 'Right Digit', '1', 'single_pana'],
    ['gali', 'Jodi Digit', '12', 'double_pana'],
    ['main', 'Jodi Digit', '12', 'jodi_digit'],
    ['main', 'Triple Pana', '111', 'tripple_pana'],
    ['main', 'SP Motor', '123', 'single_pana'],
    ['main', 'DP Motor', '112', 'double_pana'],
    ['main', 'DP Motor', '111', 'tripple_pana'],
    ['main', 'SP Motor', '321', undefined],
    ['main', 'Half Sangam', '1', 'half_sangam'],
    ['main', 'Full Sangam', '123', 'full_sangam'],
  ] as const)('%s %s %s -> %s', (kind, bidType, digits, expected) => {
    expect(rateKeyFor(kind, bidType, digits)).toBe(expected);
  });
});

describe('payoutMinor', () => {
  it.each([
    [10, { val1: 10, val2: 95 }, 9500],
    [15, { val1: 10, val2: 95 }, 14250],
    [11, { val1: 3, val2: 10 }, 3666],
    [10, { val1: 10, val2: 9.5 }, 950],
    [0, { val1: 10, val2: 95 }, 0],
  ])('%i points at %j -> %i', (points, rate, expected) => {
    expect(payoutMinor(points, rate)).toBe(expected);
  });

  it('refuses a zero val_1 and non-whole points', () => {
    expect(() => payoutMinor(10, { val1: 0, val2: 95 })).toThrow(RangeError);
    expect(() => payoutMinor(10.5, { val1: 10, val2: 95 })).toThrow(RangeError);
  });

  it('is a whole number of minor units, never above the exact value, less than one unit below it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (points, val1, val2) => {
          const paid = payoutMinor(points, { val1, val2 });
          expect(Number.isSafeInteger(paid)).toBe(true);
          const exactTimesVal1 = BigInt(points) * 100n * BigInt(val2);
          expect(BigInt(paid) * BigInt(val1) <= exactTimesVal1).toBe(true);
          expect((BigInt(paid) + 1n) * BigInt(val1) > exactTimesVal1).toBe(true);
        },
      ),
    );
  });
});

describe('DEFAULT_RATES', () => {
  it('holds the seeded rates of docs/game-rules.md', () => {
    const pairs = (r: Rates) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, `${v.val1}-${v.val2}`]));
    expect(pairs(DEFAULT_RATES.main)).toEqual({
      single_digit: '10-95',
      jodi_digit: '10-950',
      single_pana: '10-1400',
      double_pana: '10-2800',
      tripple_pana: '10-7000',
      half_sangam: '10-10000',
      full_sangam: '10-100000',
    });
    expect(pairs(DEFAULT_RATES.starline)).toMatchObject({
      single_digit: '10-95',
      single_pana: '10-1400',
      double_pana: '10-2800',
      tripple_pana: '10-7000',
    });
    // Gali panel reads Left, Right, Jodi from single_digit, single_pana, double_pana.
    expect(pairs(DEFAULT_RATES.gali)).toMatchObject({
      single_digit: '10-95',
      single_pana: '10-95',
      double_pana: '10-950',
      jodi_digit: '10-950',
    });
  });
});
