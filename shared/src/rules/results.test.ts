import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { providerMessages } from '../messages';
import { ALL_PANAS } from './panas';
import {
  GALI_RESULT_MASK,
  MAIN_RESULT_MASK,
  STARLINE_RESULT_MASK,
  checkCloseResult,
  checkGaliResult,
  checkOpenResult,
  closeResultFromPana,
  declaredFromProvider,
  formatGaliResult,
  formatMainResult,
  formatStarlineResult,
  openResultFromPana,
  parseCloseResult,
  parseGaliResult,
  parseMainResult,
  parseOpenResult,
  parseStarlineResult,
} from './results';

const anyPana = fc.constantFrom(...ALL_PANAS);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

describe('builders', () => {
  it('derive the digit from the pana', () => {
    expect(openResultFromPana('123')).toBe('123-6');
    expect(closeResultFromPana('350')).toBe('8-350');
    expect(openResultFromPana('550')).toBe('550-0');
  });

  it('refuse a non-canonical pana', () => {
    expect(() => openResultFromPana('321')).toThrow(RangeError);
    expect(() => closeResultFromPana('12')).toThrow(RangeError);
  });
});

describe('parsing open and close halves', () => {
  it.each([
    ['123-6', { pana: '123', digit: '6' }],
    ['123-5', undefined],
    ['321-6', undefined],
    ['123', undefined],
    ['123-66', undefined],
  ])('open %j -> %j', (value, expected) => {
    expect(parseOpenResult(value)).toEqual(expected);
  });

  it.each([
    ['8-350', { pana: '350', digit: '8' }],
    ['0-000', { pana: '000', digit: '0' }],
    ['7-350', undefined],
    ['8-530', undefined],
    ['350-8', undefined],
  ])('close %j -> %j', (value, expected) => {
    expect(parseCloseResult(value)).toEqual(expected);
  });
});

describe('main market card', () => {
  it.each([
    ['123-6', '8-350', '123-68-350'],
    ['123-6', '', '123-6*-***'],
    ['123-6', null, '123-6*-***'],
    [undefined, undefined, MAIN_RESULT_MASK],
    ['', '', '***-**-***'],
    ['junk', '8-350', '***-*8-350'],
    ['123-5', '', '***-**-***'],
  ])('%j + %j -> %s', (open, close, expected) => {
    expect(formatMainResult(open, close)).toBe(expected);
  });

  it.each(['123-68-351', '123-6', '***-*8-***', '12-68-350', '123-68-35a', '***-6*-***'])(
    'does not read %j',
    (value) => {
      expect(parseMainResult(value)).toBeUndefined();
    },
  );

  it('round-trips joined and masked forms through parse', () => {
    fc.assert(
      fc.property(maybe(anyPana), maybe(anyPana), (open, close) => {
        const joined = formatMainResult(
          open && openResultFromPana(open),
          close && closeResultFromPana(close),
        );
        const parsed = parseMainResult(joined);
        expect(parsed?.open?.pana).toBe(open);
        expect(parsed?.close?.pana).toBe(close);
        expect(
          formatMainResult(
            parsed?.open && openResultFromPana(parsed.open.pana),
            parsed?.close && closeResultFromPana(parsed.close.pana),
          ),
        ).toBe(joined);
      }),
    );
  });
});

describe('Starline', () => {
  it('shows the result or the mask', () => {
    expect(formatStarlineResult('123-6')).toBe('123-6');
    expect(formatStarlineResult('')).toBe(STARLINE_RESULT_MASK);
    expect(formatStarlineResult('123-7')).toBe('***-*');
  });

  it('round-trips through parse', () => {
    fc.assert(
      fc.property(maybe(anyPana), (pana) => {
        const shown = formatStarlineResult(pana && openResultFromPana(pana));
        const parsed = parseStarlineResult(shown);
        expect(parsed === null ? undefined : parsed?.pana).toBe(pana);
      }),
    );
    expect(parseStarlineResult('12-3')).toBeUndefined();
  });
});

describe('Gali', () => {
  it.each([
    ['4', '7', '47'],
    ['4', '', '4*'],
    [null, undefined, GALI_RESULT_MASK],
    ['x', '12', '**'],
    // The whole result in the open result, as balajimatka sends it.
    ['47', '', '47'],
    ['47', null, '47'],
    ['47', '3', '*3'],
  ])('%j + %j -> %s', (left, right, expected) => {
    expect(formatGaliResult(left, right)).toBe(expected);
  });

  it('round-trips through parse', () => {
    const digit = maybe(fc.integer({ min: 0, max: 9 }).map(String));
    fc.assert(
      fc.property(digit, digit, (left, right) => {
        expect(parseGaliResult(formatGaliResult(left, right))).toEqual({ left, right });
      }),
    );
    expect(parseGaliResult('4')).toBeUndefined();
  });
});

describe('declaring results', () => {
  it.each([
    ['123', { ok: true, result: { pana: '123', digit: '6' } }],
    [' 123-6 ', { ok: true, result: { pana: '123', digit: '6' } }],
    ['123-5', { ok: false, message: providerMessages.resultDigitMismatch('123', '5') }],
    ['213', { ok: false, message: providerMessages.resultPanaNotValid('213') }],
    ['213-6', { ok: false, message: providerMessages.resultPanaNotValid('213') }],
    ['6-123', { ok: false, message: providerMessages.resultNotValid('6-123') }],
  ])('open %j', (value, expected) => {
    expect(checkOpenResult(value)).toEqual(expected);
  });

  it.each([
    ['350', { ok: true, result: { pana: '350', digit: '8' } }],
    ['8-350', { ok: true, result: { pana: '350', digit: '8' } }],
    ['9-350', { ok: false, message: providerMessages.resultDigitMismatch('350', '9') }],
    ['8-305', { ok: false, message: providerMessages.resultPanaNotValid('305') }],
    ['350-8', { ok: false, message: providerMessages.resultNotValid('350-8') }],
  ])('close %j', (value, expected) => {
    expect(checkCloseResult(value)).toEqual(expected);
  });

  it('accepts exactly the full result strings whose digit is their pana digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{3}-[0-9]$/), (value) => {
        expect(checkOpenResult(value).ok).toBe(parseOpenResult(value) !== undefined);
      }),
    );
  });

  it('checks a Gali result', () => {
    expect(checkGaliResult('47')).toEqual({ ok: true, left: '4', right: '7' });
    expect(checkGaliResult('4')).toEqual({
      ok: false,
      message: providerMessages.resultNotValid('4'),
    });
  });
});

describe('declaredFromProvider', () => {
  it.each([
    ['main', '123-6', '8-350', { openPana: '123', closePana: '350' }],
    ['main', '123-6', '', { openPana: '123' }],
    ['main', '123-5', null, {}],
    ['starline', '123-6', '8-350', { openPana: '123' }],
    ['gali', '4', '7', { galiLeft: '4', galiRight: '7' }],
    ['gali', '4', '', { galiLeft: '4' }],
    ['gali', '47', null, {}],
  ] as const)('%s %j %j', (kind, open, close, expected) => {
    expect(declaredFromProvider(kind, open, close)).toEqual(expected);
  });
});
