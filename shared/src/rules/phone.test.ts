import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PhoneScreen } from './phone';
import { PHONE_PATTERN, normaliseSupportNumber, validatePhone } from './phone';

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

describe('normaliseSupportNumber', () => {
  it.each([
    ['+91 98765-43210', '919876543210'],
    ['9876543210', '9876543210'],
    ['98765', 'FALLBACK'],
    ['', 'FALLBACK'],
    [null, 'FALLBACK'],
    [undefined, 'FALLBACK'],
    ['call: 98 76 54 32 10', '9876543210'],
  ])('%j -> %s', (raw, expected) => {
    expect(normaliseSupportNumber(raw, 'FALLBACK')).toBe(expected);
  });
});
