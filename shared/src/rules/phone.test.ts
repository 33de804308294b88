import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhoneScreen } from './phone';
import {
  PHONE_PATTERN,
  callLink,
  normaliseSupportNumber,
  readSupportNumber,
  validatePhone,
  whatsappLink,
} from './phone';

const SCREENS: PhoneScreen[] = ['register', 'login', 'upi', 'transfer', 'forgot'];

describe('validatePhone', () => {
  it.each([
    ['register', 'Phone No is required!', 'Phone No is not valid!'],
    ['login', 'Phone No is required!', 'Phone No is not valid!'],
    ['upi', 'Phone No is required!', 'Phone No is not Valid!'],
    ['transfer', 'Phone No is required!', 'Phone.No is not Valid!'],
    ['forgot', 'Phone number is required!', 'Phone number is not valid!'],
  ] as const)('%s uses its own wording', (screen, required, notValid) => {
    expect(validatePhone('', screen)).toBe(required);
    expect(validatePhone('   ', screen)).toBe(required);
    expect(validatePhone('5876543210', screen)).toBe(notValid);
    expect(validatePhone('98765 43210', screen)).toBe(notValid);
    expect(validatePhone('9876543210', screen)).toBeUndefined();
  });

  it.each(['6000000000', '7999999999', '8123456789', '9876543210'])('accepts %s', (phone) => {
    expect(validatePhone(phone, 'login')).toBeUndefined();
  });

  it.each(['0987654321', '987654321', '98765432101', '+919876543210', ' 9876543210', '98765432a0'])(
    'refuses %j',
    (phone) => {
      expect(validatePhone(phone, 'login')).toBe('Phone No is not valid!');
    },
  );

  it('accepts exactly /^[6-9]\\d{9}$/ on every screen', () => {
    const candidates = fc.oneof(
      fc.stringMatching(/^[6-9][0-9]{9}$/),
      fc.stringMatching(/^[0-9]{8,12}$/),
      fc.stringMatching(/^\s?[0-9+ -]{9,12}\s?$/),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(candidates, fc.constantFrom(...SCREENS), (value, screen) => {
        expect(validatePhone(value, screen) === undefined).toBe(/^[6-9]\d{9}$/.test(value));
        expect(PHONE_PATTERN.test(value)).toBe(/^[6-9]\d{9}$/.test(value));
      }),
    );
  });
});

/** A valid 10-digit mobile number. */
const mobile = fc.stringMatching(/^[6-9][0-9]{9}$/);

/** `number` written the ways providers write a support number: prefixes and digit groups. */
function asProvidersWriteIt(number: string) {
  return fc
    .tuple(
      fc.constantFrom('', '91', '+91', '+91 ', '+91-', '0', '091', '0091', '00 91 ', '(+91) '),
      fc.array(fc.constantFrom('', '', '', ' ', '-'), { minLength: 9, maxLength: 9 }),
      fc.constantFrom('', ' '),
    )
    .map(([prefix, gaps, end]) => {
      const grouped = [...number].map((digit, i) => digit + (gaps[i] ?? '')).join('');
      return `${prefix}${grouped}${end}`;
    });
}

const FALLBACK = '9000000000';

describe('support numbers, as providers write them', () => {
  it.each([
    ['9876500001', '9876500001'],
    ['919876500001', '9876500001'],
    ['+91 98765 00001', '9876500001'],
    ['09876500001', '9876500001'],
    ['+91 98765-43210', '9876543210'],
    ['call: 98 76 54 32 10', '9876543210'],
    ['9191234567', '9191234567'],
    ['919191234567', '9191234567'],
    ['98765', FALLBACK],
    ['5876500001', FALLBACK],
    ['929876500001', FALLBACK],
    ['98765000019876500002', FALLBACK],
    ['', FALLBACK],
    [null, FALLBACK],
    [undefined, FALLBACK],
  ])('%j -> %s', (raw, expected) => {
    expect(normaliseSupportNumber(raw, FALLBACK)).toBe(expected);
  });

  it('reads the same number from every way a provider writes it, with the country code once', () => {
    fc.assert(
      fc.property(
        mobile.chain((number) => fc.tuple(fc.constant(number), asProvidersWriteIt(number))),
        ([number, written]) => {
          expect(readSupportNumber(written)).toBe(number);
          const read = normaliseSupportNumber(written, FALLBACK);
          expect(whatsappLink(read)).toBe(`https://wa.me/91${number}`);
          expect(callLink(read)).toBe(`tel:+91${number}`);
        },
      ),
    );
  });

  it('always gives a valid mobile number: the fallback when none can be read', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 20 }), fc.stringMatching(/^[0-9 +()-]{0,16}$/)),
        mobile,
        (raw, fallback) => {
          const read = normaliseSupportNumber(raw, fallback);
          expect(read).toMatch(PHONE_PATTERN);
          expect(whatsappLink(read)).toMatch(/^https:\/\/wa\.me\/91[6-9][0-9]{9}$/);
          expect(callLink(read)).toMatch(/^tel:\+91[6-9][0-9]{9}$/);
          if (readSupportNumber(raw) === undefined) expect(read).toBe(fallback);
        },
      ),
    );
  });

  it('uses the fallback whenever fewer than 10 digits are written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^0-9]*([0-9][^0-9]*){0,9}$/), (raw) => {
        expect(normaliseSupportNumber(raw, FALLBACK)).toBe(FALLBACK);
      }),
    );
  });

  it('reads a fallback written with a country code too', () => {
    expect(normaliseSupportNumber('', '+91 90000 00000')).toBe('9000000000');
  });
});
