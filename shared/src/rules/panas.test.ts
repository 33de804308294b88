import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PANAS,
  DIGITS,
  DOUBLE_PANAS,
  JODIS,
  PANA_CHART,
  SINGLE_PANAS,
  TRIPLE_PANAS,
  canonicalPana,
  chartFor,
  isCanonicalPana,
  panaDigit,
  panaKind,
} from './panas';

const anyPana = fc.constantFrom(...ALL_PANAS);
const threeDigits = fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0'));

describe('digit and jodi lists', () => {
  it('hold 0-9 and 00-99 in order', () => {
    expect(DIGITS).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(JODIS).toHaveLength(100);
    expect(JODIS[0]).toBe('00');
    expect(JODIS[7]).toBe('07');
    expect(JODIS[99]).toBe('99');
  });
});

describe('pana lists', () => {
  it('have 120 single, 90 double, 10 triple, 220 in all', () => {
    expect(SINGLE_PANAS).toHaveLength(120);
    expect(DOUBLE_PANAS).toHaveLength(90);
    expect(TRIPLE_PANAS).toHaveLength(10);
    expect(ALL_PANAS).toHaveLength(220);
  });

  it('run from the spec bounds, sorted numerically', () => {
    expect(SINGLE_PANAS[0]).toBe('120');
    expect(SINGLE_PANAS.at(-1)).toBe('890');
    expect(DOUBLE_PANAS.slice(0, 3)).toEqual(['100', '110', '112']);
    expect(DOUBLE_PANAS.at(-1)).toBe('990');
    expect(TRIPLE_PANAS).toEqual([
      '000',
      '111',
      '222',
      '333',
      '444',
      '555',
      '666',
      '777',
      '888',
      '999',
    ]);
    for (const list of [SINGLE_PANAS, DOUBLE_PANAS, TRIPLE_PANAS, ALL_PANAS]) {
      const numbers = list.map(Number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });

  it('are exactly the canonical three-digit strings', () => {
    fc.assert(
      fc.property(threeDigits, (s) => {
        expect(ALL_PANAS.includes(s)).toBe(isCanonicalPana(s));
      }),
    );
  });
});

describe('isCanonicalPana', () => {
  it.each([
    ['123', true],
    ['190', true],
    ['100', true],
    ['000', true],
    ['550', true],
    ['019', false],
    ['001', false],
    ['321', false],
    ['091', false],
    ['12', false],
    ['1234', false],
    ['12a', false],
    [' 123', false],
  ])('%j -> %s', (value, expected) => {
    expect(isCanonicalPana(value)).toBe(expected);
  });
});

describe('canonicalPana', () => {
  it.each([
    ['910', '190'],
    ['001', '100'],
    ['321', '123'],
    ['055', '550'],
    ['000', '000'],
  ])('%s -> %s', (value, expected) => {
    expect(canonicalPana(value)).toBe(expected);
  });

  it('rejects what is not three digits', () => {
    expect(canonicalPana('12')).toBeUndefined();
    expect(canonicalPana('1a3')).toBeUndefined();
  });

  it('always gives a canonical pana with the same digits', () => {
    fc.assert(
      fc.property(threeDigits, (s) => {
        const c = canonicalPana(s) ?? '';
        expect(isCanonicalPana(c)).toBe(true);
        expect([...c].sort()).toEqual([...s].sort());
      }),
    );
  });
});

describe('panaKind and panaDigit', () => {
  it.each([
    ['123', 'single', 6],
    ['550', 'double', 0],
    ['100', 'double', 1],
    ['777', 'triple', 1],
    ['890', 'single', 7],
    ['019', undefined, 0],
  ] as const)('%s is %s with digit %i', (pana, kind, digit) => {
    expect(panaKind(pana)).toBe(kind);
    expect(panaDigit(pana)).toBe(digit);
  });

  it('refuses a digit for what is not three digits', () => {
    expect(() => panaDigit('12')).toThrow(RangeError);
  });

  it('matches the list each pana is in', () => {
    fc.assert(
      fc.property(anyPana, (pana) => {
        const expected = SINGLE_PANAS.includes(pana)
          ? 'single'
          : DOUBLE_PANAS.includes(pana)
            ? 'double'
            : 'triple';
        expect(panaKind(pana)).toBe(expected);
      }),
    );
  });
});

describe('PANA_CHART', () => {
  it('for digit 0 equals the chart of docs/game-rules.md', () => {
    expect(PANA_CHART[0]).toEqual({
      sp: ['127', '136', '145', '190', '235', '280', '370', '389', '460', '479', '569', '578'],
      dp: ['118', '226', '244', '299', '334', '488', '550', '668', '677'],
      tp: ['000'],
    });
  });

  it('has 12 single, 9 double and 1 triple pana for every digit', () => {
    expect(PANA_CHART).toHaveLength(10);
    for (const entry of PANA_CHART) {
      expect(entry.sp).toHaveLength(12);
      expect(entry.dp).toHaveLength(9);
      expect(entry.tp).toHaveLength(1);
    }
  });

  it('lists every pana under its digit sum mod 10, and nowhere else', () => {
    fc.assert(
      fc.property(anyPana, (pana) => {
        const sum = [...pana].reduce((s, d) => s + Number(d), 0) % 10;
        const holders = PANA_CHART.flatMap((entry, digit) =>
          [...entry.sp, ...entry.dp, ...entry.tp].includes(pana) ? [digit] : [],
        );
        expect(holders).toEqual([sum]);
      }),
    );
  });

  it('partitions the 220 panas, each list holding its own kind', () => {
    const all = PANA_CHART.flatMap((e) => [...e.sp, ...e.dp, ...e.tp]);
    expect(all).toHaveLength(220);
    expect(new Set(all)).toEqual(new Set(ALL_PANAS));
    for (const entry of PANA_CHART) {
      expect(entry.sp.every((p) => panaKind(p) === 'single')).toBe(true);
      expect(entry.dp.every((p) => panaKind(p) === 'double')).toBe(true);
      expect(entry.tp.every((p) => panaKind(p) === 'triple')).toBe(true);
    }
  });

  it('is reachable by digit string only', () => {
    expect(chartFor('0')).toBe(PANA_CHART[0]);
    expect(chartFor('10')).toBeUndefined();
    expect(chartFor('')).toBeUndefined();
  });
});
