import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages, providerMessages } from '../messages';
import type { BidEntry, BidScreen } from './bid-lines';
import {
  BID_SCREENS,
  allowedValues,
  cartTotalMinor,
  checkBidLine,
  isAllowedValue,
  validateBidEntry,
  validateCartSubmit,
} from './bid-lines';
import type { BidType } from './bid-types';
import { BID_TYPES } from './bid-types';
import { minor } from './money';
import { ALL_PANAS, DIGITS, DOUBLE_PANAS, JODIS, SINGLE_PANAS, TRIPLE_PANAS } from './panas';

const rich = minor(1_000_000);
const entry = (over: Partial<BidEntry>): BidEntry => ({
  digits: '',
  closedigits: '',
  points: '10',
  session: 'Open',
  balanceMinor: rich,
  chosen: { sp: true, dp: true, tp: true },
  ...over,
});

/** A valid number input for each screen. */
const VALID: Record<BidScreen, Pick<BidEntry, 'digits' | 'closedigits'>> = {
  'single-digit': { digits: '5' },
  'jodi-digit': { digits: '07' },
  'single-pana': { digits: '123' },
  'double-pana': { digits: '550' },
  'triple-pana': { digits: '000' },
  'half-sangam': { digits: '6', closedigits: '350' },
  'full-sangam': { digits: '123', closedigits: '350' },
  'sp-dp-tp': { digits: '4' },
  'sp-motor': { digits: '1234' },
  'dp-motor': { digits: '12' },
  'starline-single-digit': { digits: '9' },
  'starline-single-pana': { digits: '890' },
  'starline-double-pana': { digits: '100' },
  'starline-triple-pana': { digits: '999' },
  'gali-left-digit': { digits: '4' },
  'gali-right-digit': { digits: '7' },
  'gali-jodi-digit': { digits: '47' },
};

/** An invalid number input for each screen and the message it must give. */
const INVALID: Record<BidScreen, [Pick<BidEntry, 'digits' | 'closedigits'>, string]> = {
  'single-digit': [{ digits: '12' }, messages.numberNotValid('12')],
  'jodi-digit': [{ digits: '7' }, messages.numberNotValid('7')],
  'single-pana': [{ digits: '550' }, messages.numberNotValid('550')],
  'double-pana': [{ digits: '123' }, messages.numberNotValid('123')],
  'triple-pana': [{ digits: '001' }, messages.numberNotValid('001')],
  'half-sangam': [{ digits: '6', closedigits: '019' }, messages.numberNotValid('019')],
  'full-sangam': [{ digits: '', closedigits: '350' }, messages.pleaseEnterTheNumber],
  'sp-dp-tp': [{ digits: '45' }, messages.numberNotValid('45')],
  'sp-motor': [{ digits: '12' }, messages.digitNotValid],
  'dp-motor': [{ digits: '1' }, messages.numberNotValid('1')],
  'starline-single-digit': [{ digits: 'x' }, messages.numberNotValid('x')],
  'starline-single-pana': [{ digits: '111' }, messages.numberNotValid('111')],
  'starline-double-pana': [{ digits: '001' }, messages.numberNotValid('001')],
  'starline-triple-pana': [{ digits: '123' }, messages.numberNotValid('123')],
  'gali-left-digit': [{ digits: '10' }, messages.numberNotValid('10')],
  'gali-right-digit': [{ digits: '-1' }, messages.numberNotValid('-1')],
  'gali-jodi-digit': [{ digits: '100' }, messages.numberNotValid('100')],
};

const balanceMessage = (screen: BidScreen) =>
  screen === 'dp-motor' ? messages.insufficientBalanceDpMotor : messages.insufficientBalance;

describe('allowedValues', () => {
  it.each([
    ['Single Digit', 'digits', DIGITS],
    ['Left Digit', 'digits', DIGITS],
    ['Right Digit', 'digits', DIGITS],
    ['Jodi Digit', 'digits', JODIS],
    ['Single Pana', 'digits', SINGLE_PANAS],
    ['Double Pana', 'digits', DOUBLE_PANAS],
    ['Triple Pana', 'digits', TRIPLE_PANAS],
    ['Half Sangam', 'digits', DIGITS],
    ['Half Sangam', 'closedigits', ALL_PANAS],
    ['Full Sangam', 'digits', ALL_PANAS],
    ['Full Sangam', 'closedigits', ALL_PANAS],
    ['SP Motor', 'digits', SINGLE_PANAS],
    ['DP Motor', 'digits', DOUBLE_PANAS],
    ['Single Digit', 'closedigits', []],
    ['Jodi Digit', 'closedigits', []],
  ] as const)('%s %s', (bidType, field, expected) => {
    expect(allowedValues(bidType, field)).toEqual(expected);
  });

  it('agrees with isAllowedValue for every type, field and 0-4 digit string', () => {
    const strings = fc.oneof(fc.stringMatching(/^[0-9]{0,4}$/), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.constantFrom(...BID_TYPES),
        fc.constantFrom('digits' as const, 'closedigits' as const),
        strings,
        (bidType, field, value) => {
          const list = allowedValues(bidType, field);
          const expected = list.length === 0 ? value === '' : list.includes(value);
          expect(isAllowedValue(bidType, field, value)).toBe(expected);
        },
      ),
    );
  });
});

describe('validateBidEntry: the number field', () => {
  it.each(BID_SCREENS)('%s: empty number asks for the number', (screen) => {
    expect(validateBidEntry(screen, entry({ digits: '', closedigits: '' }))).toEqual({
      ok: false,
      message: messages.pleaseEnterTheNumber,
    });
  });

  it.each(BID_SCREENS)('%s: an invalid number gives its message', (screen) => {
    const [input, message] = INVALID[screen];
    expect(validateBidEntry(screen, entry(input))).toEqual({ ok: false, message });
  });

  it.each(BID_SCREENS)('%s: a valid number and points make lines', (screen) => {
    const result = validateBidEntry(screen, entry({ ...VALID[screen], points: '20' }));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.lines.length).toBeGreaterThan(0);
      expect(result.totalMinor).toBe(2000 * result.lines.length);
      for (const line of result.lines) {
        expect(line.points).toBe(20);
        expect(
          checkBidLine(
            line.bidType,
            line,
            screen.startsWith('starline')
              ? 'starline'
              : screen.startsWith('gali')
                ? 'gali'
                : 'main',
          ),
        ).toEqual({
          ok: true,
          line: {
            digits: line.digits,
            closedigits: line.closedigits,
            points: 20,
            session: line.session,
          },
        });
      }
    }
  });

  it('trims the typed number and reports it as typed', () => {
    expect(validateBidEntry('single-pana', entry({ digits: ' 123 ' }))).toMatchObject({
      ok: true,
      lines: [{ bidType: 'Single Pana', digits: '123', closedigits: '', session: 'Open' }],
    });
    expect(validateBidEntry('single-pana', entry({ digits: '321' }))).toEqual({
      ok: false,
      message: 'Number 321 is not valid',
    });
  });

  it('Half Sangam checks the field shown first: digit in Open, pana in Close', () => {
    const bothBad = { digits: '66', closedigits: '019' };
    expect(validateBidEntry('half-sangam', entry({ ...bothBad, session: 'Open' }))).toEqual({
      ok: false,
      message: messages.numberNotValid('66'),
    });
    expect(validateBidEntry('half-sangam', entry({ ...bothBad, session: 'Close' }))).toEqual({
      ok: false,
      message: messages.numberNotValid('019'),
    });
    expect(
      validateBidEntry('half-sangam', entry({ digits: '8', closedigits: '123', session: 'Close' })),
    ).toMatchObject({ ok: true, lines: [{ digits: '8', closedigits: '123', session: 'Close' }] });
  });

  it('Full Sangam needs both panas from the full list', () => {
    expect(validateBidEntry('full-sangam', entry({ digits: '123', closedigits: '' }))).toEqual({
      ok: false,
      message: messages.pleaseEnterTheNumber,
    });
    expect(
      validateBidEntry('full-sangam', entry({ digits: '000', closedigits: '550' })),
    ).toMatchObject({
      ok: true,
      lines: [{ bidType: 'Full Sangam', digits: '000', closedigits: '550', session: 'Open' }],
    });
  });

  it('SP DP TP makes a line per chosen pana, typed by its kind', () => {
    const result = validateBidEntry('sp-dp-tp', entry({ digits: '0', points: '10' }));
    if (!result.ok) throw new Error(result.message);
    expect(result.lines).toHaveLength(22);
    expect(result.totalMinor).toBe(22_000);
    expect(result.combinations?.tp).toEqual(['000']);
    expect(result.lines.filter((l) => l.bidType === 'Single Pana')).toHaveLength(12);
    expect(result.lines.filter((l) => l.bidType === 'Double Pana')).toHaveLength(9);
    expect(result.lines.filter((l) => l.bidType === 'Triple Pana').map((l) => l.digits)).toEqual([
      '000',
    ]);
    expect(
      validateBidEntry(
        'sp-dp-tp',
        entry({ digits: '0', chosen: { sp: false, dp: false, tp: false } }),
      ),
    ).toEqual({ ok: false, message: messages.spDpTpChooseType });
  });

  it('SP Motor needs 3 distinct digits', () => {
    expect(validateBidEntry('sp-motor', entry({ digits: '112' }))).toEqual({
      ok: false,
      message: messages.digitNotValid,
    });
    expect(validateBidEntry('sp-motor', entry({ digits: '12a' }))).toEqual({
      ok: false,
      message: messages.digitNotValid,
    });
    const result = validateBidEntry('sp-motor', entry({ digits: '1234', session: 'Close' }));
    expect(result).toMatchObject({ ok: true, totalMinor: 4000 });
    if (result.ok)
      expect(result.lines.map((l) => [l.bidType, l.digits, l.session])).toEqual([
        ['SP Motor', '123', 'Close'],
        ['SP Motor', '124', 'Close'],
        ['SP Motor', '134', 'Close'],
        ['SP Motor', '234', 'Close'],
      ]);
  });

  it('DP Motor: under 2 characters is not valid, under 2 distinct digits asks for a valid pana', () => {
    expect(validateBidEntry('dp-motor', entry({ digits: '7' }))).toEqual({
      ok: false,
      message: 'Number 7 is not valid',
    });
    expect(validateBidEntry('dp-motor', entry({ digits: '77' }))).toEqual({
      ok: false,
      message: 'Please enter a valid Pana (at least 2 digits)',
    });
    expect(validateBidEntry('dp-motor', entry({ digits: '7a' }))).toEqual({
      ok: false,
      message: 'Number 7a is not valid',
    });
    expect(validateBidEntry('dp-motor', entry({ digits: '05' }))).toMatchObject({
      ok: true,
      lines: [
        { bidType: 'DP Motor', digits: '500' },
        { bidType: 'DP Motor', digits: '550' },
      ],
    });
  });
});

describe('validateBidEntry: sessions', () => {
  it.each([
    ['jodi-digit', 'Open', 'Close'],
    ['full-sangam', 'Close', 'Open'],
    ['starline-single-digit', 'Close', 'Open'],
    ['gali-jodi-digit', 'Close', 'Open'],
    ['single-digit', 'Close', 'Close'],
    ['single-pana', 'Open', 'Open'],
  ] as const)('%s chosen %s -> %s', (screen, chosen, expected) => {
    const result = validateBidEntry(screen, entry({ ...VALID[screen], session: chosen }));
    expect(result).toMatchObject({ ok: true, lines: [{ session: expected }] });
  });
});

describe('validateBidEntry: points and balance', () => {
  it.each([
    ['', messages.pleaseEnterPoint],
    ['  ', messages.pleaseEnterPoint],
    ['abc', messages.pleaseEnterPoint],
    ['10.5', messages.pleaseEnterPoint],
    ['-10', messages.pleaseEnterPoint],
    ['0', messages.minimumBidAmount],
    ['9', messages.minimumBidAmount],
    ['10', undefined],
    ['100', undefined],
  ])('points %j -> %s', (points, message) => {
    const result = validateBidEntry('single-digit', entry({ digits: '1', points }));
    expect(result.ok ? undefined : result.message).toBe(message);
  });

  it.each(BID_SCREENS)(
    '%s: points above the displayed balance use the screen wording',
    (screen) => {
      const result = validateBidEntry(
        screen,
        entry({ ...VALID[screen], points: '50', balanceMinor: minor(4999) }),
      );
      expect(result).toEqual({ ok: false, message: balanceMessage(screen) });
      expect(
        validateBidEntry(
          screen,
          entry({ ...VALID[screen], points: '50', balanceMinor: minor(5000) }),
        ).ok,
      ).toBe(true);
    },
  );

  it('a motor entry compares the typed points; the cart may go negative and Submit refuses', () => {
    const result = validateBidEntry(
      'sp-motor',
      entry({ digits: '1234', points: '10', balanceMinor: minor(1500) }),
    );
    if (!result.ok) throw new Error(result.message);
    const shown = minor(1500 - result.totalMinor);
    expect(shown).toBe(-2500);
    expect(validateCartSubmit(shown)).toBe('Not enough balance!');
    expect(validateCartSubmit(minor(0))).toBeUndefined();
  });

  it('absurdly large points are refused as above the balance', () => {
    expect(
      validateBidEntry('single-digit', entry({ digits: '1', points: '99999999999999999999' })),
    ).toEqual({ ok: false, message: messages.insufficientBalance });
  });

  it.each(BID_SCREENS)(
    '%s: a number error always comes before a points or balance error',
    (screen) => {
      const [badNumber, numberMessage] = INVALID[screen];
      fc.assert(
        fc.property(
          fc.constantFrom({ digits: '', closedigits: '' }, badNumber),
          fc.oneof(fc.constantFrom('', '5', 'x', '10', '100000000'), fc.string({ maxLength: 5 })),
          fc.integer({ min: -100_000, max: 100_000 }),
          (number, points, balance) => {
            const result = validateBidEntry(
              screen,
              entry({ ...number, points, balanceMinor: minor(balance) }),
            );
            const expected = number.digits === '' ? messages.pleaseEnterTheNumber : numberMessage;
            expect(result).toEqual({ ok: false, message: expected });
          },
        ),
        { numRuns: 50 },
      );
    },
  );

  it.each(BID_SCREENS)('%s: a points error comes before a balance error', (screen) => {
    const result = validateBidEntry(
      screen,
      entry({ ...VALID[screen], points: '5', balanceMinor: minor(0) }),
    );
    expect(result).toEqual({ ok: false, message: messages.minimumBidAmount });
  });
});

describe('cartTotalMinor', () => {
  it('sums whole points in minor units', () => {
    expect(cartTotalMinor([{ points: 10 }, { points: 25 }])).toBe(3500);
    expect(cartTotalMinor([])).toBe(0);
  });
});

describe('checkBidLine', () => {
  const line = (
    over: Partial<{ digits: string; closedigits: string; points: number; session: string }>,
  ) => ({
    digits: '5',
    closedigits: '',
    points: 10,
    session: 'Open',
    ...over,
  });

  it.each([
    ['Single Digit', line({}), 'main', undefined],
    ['Single Digit', line({ digits: '55' }), 'main', providerMessages.bidDigitNotValid('55')],
    ['Single Digit', line({ closedigits: '1' }), 'main', providerMessages.bidDigitNotValid('1')],
    ['Single Digit', line({ points: 9 }), 'main', providerMessages.bidPointsBelowMinimum],
    ['Single Digit', line({ points: 10.5 }), 'main', providerMessages.bidPointsNotWhole],
    ['Single Digit', line({ points: Number.NaN }), 'main', providerMessages.bidPointsNotWhole],
    [
      'Single Digit',
      line({ session: 'open' }),
      'main',
      providerMessages.bidSessionNotValid('open'),
    ],
    [
      'Single Digit',
      line({ session: 'Close' }),
      'starline',
      providerMessages.bidSessionNotValid('Close'),
    ],
    ['Single Digit', line({}), 'gali', providerMessages.bidTypeNotPlayed('Single Digit')],
    ['Left Digit', line({}), 'gali', undefined],
    ['Jodi Digit', line({ digits: '47' }), 'gali', undefined],
    ['Jodi Digit', line({ digits: '47', session: 'Close' }), 'main', undefined],
    ['Half Sangam', line({ digits: '5', closedigits: '550' }), 'main', undefined],
    [
      'Half Sangam',
      line({ digits: '5', closedigits: '' }),
      'main',
      providerMessages.bidDigitNotValid(''),
    ],
    [
      'Full Sangam',
      line({ digits: '123', closedigits: '055' }),
      'main',
      providerMessages.bidDigitNotValid('055'),
    ],
    ['SP Motor', line({ digits: '123' }), 'main', undefined],
    ['SP Motor', line({ digits: '112' }), 'main', providerMessages.bidDigitNotValid('112')],
    ['DP Motor', line({ digits: '112' }), 'main', undefined],
    [
      'DP Motor',
      line({ digits: '123' }),
      'starline',
      providerMessages.bidTypeNotPlayed('DP Motor'),
    ],
    ['Triple Pana', line({ digits: '777' }), 'starline', undefined],
  ] as const)('%s %j in %s -> %s', (bidType, submitted, marketKind, message) => {
    const result = checkBidLine(bidType as BidType, submitted, marketKind);
    if (message === undefined) expect(result).toMatchObject({ ok: true, line: submitted });
    else expect(result).toEqual({ ok: false, message });
  });
});
