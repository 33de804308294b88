import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minor } from './money';
import {
  expandDpMotor,
  expandSpDpTp,
  expandSpMotor,
  spDpTpCount,
  spDpTpTotalMinor,
} from './motors';
import { PANA_CHART, isCanonicalPana, panaKind } from './panas';

const digitString = fc.stringMatching(/^[0-9]{0,12}$/);
const binomial = (n: number, k: number): number =>
  k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k;

describe('expandSpMotor', () => {
  it.each([
    ['123', ['123']],
    ['1234', ['123', '124', '134', '234']],
    ['3210', ['120', '130', '230', '123']],
    ['1123', ['123']],
    ['12', []],
    ['111', []],
    ['', []],
    ['12a4', []],
  ])('%j -> %j', (input, expected) => {
    expect(expandSpMotor(input)).toEqual([...expected].sort((a, b) => Number(a) - Number(b)));
  });

  it('gives every 3-subset of the distinct digits once, as canonical single panas', () => {
    fc.assert(
      fc.property(digitString, (input) => {
        const panas = expandSpMotor(input);
        const n = new Set(input).size;
        expect(panas).toHaveLength(n >= 3 ? binomial(n, 3) : 0);
        expect(new Set(panas).size).toBe(panas.length);
        for (const p of panas) {
          expect(isCanonicalPana(p)).toBe(true);
          expect(panaKind(p)).toBe('single');
          expect([...p].every((d) => input.includes(d))).toBe(true);
        }
      }),
    );
  });

  it('covers all ten digits with the 120 single panas', () => {
    expect(expandSpMotor('0123456789')).toHaveLength(120);
  });
});

describe('expandDpMotor', () => {
  it.each([
    ['12', ['112', '122']],
    ['05', ['500', '550']],
    ['123', ['112', '113', '122', '133', '223', '233']],
    ['11', []],
    ['1', []],
    ['', []],
    ['1x', []],
  ])('%j -> %j', (input, expected) => {
    expect(expandDpMotor(input)).toEqual(expected);
  });

  it('gives two canonical double panas per pair of distinct digits, each using both', () => {
    fc.assert(
      fc.property(digitString, (input) => {
        const panas = expandDpMotor(input);
        const distinct = new Set(input);
        const n = distinct.size;
        expect(panas).toHaveLength(n >= 2 ? 2 * binomial(n, 2) : 0);
        expect(new Set(panas).size).toBe(panas.length);
        for (const p of panas) {
          expect(isCanonicalPana(p)).toBe(true);
          expect(panaKind(p)).toBe('double');
          expect(new Set(p).size).toBe(2);
          expect([...p].every((d) => distinct.has(d))).toBe(true);
        }
      }),
    );
  });

  it('covers the 90 double panas with all ten digits', () => {
    expect(expandDpMotor('0123456789')).toHaveLength(90);
  });
});

describe('expandSpDpTp', () => {
  it('selects the chosen lists of the digit chart', () => {
    expect(expandSpDpTp('0', { sp: true, dp: false, tp: true })).toEqual({
      sp: PANA_CHART[0]?.sp,
      dp: [],
      tp: ['000'],
    });
  });

  it('refuses anything but one digit', () => {
    expect(expandSpDpTp('12', { sp: true, dp: true, tp: true })).toBeUndefined();
    expect(expandSpDpTp('', { sp: true, dp: true, tp: true })).toBeUndefined();
  });

  it.each([
    [{ sp: true, dp: true, tp: true }, 22],
    [{ sp: true, dp: false, tp: false }, 12],
    [{ sp: false, dp: true, tp: false }, 9],
    [{ sp: false, dp: false, tp: true }, 1],
    [{ sp: false, dp: false, tp: false }, 0],
  ])('%j makes %i panas and total = points x count', (chosen, count) => {
    const lists = expandSpDpTp('7', chosen);
    if (!lists) throw new Error('expected lists');
    expect(spDpTpCount(lists)).toBe(count);
    expect(spDpTpTotalMinor(minor(1000), lists)).toBe(1000 * count);
  });
});
