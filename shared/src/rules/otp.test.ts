import { describe, expect, it } from 'vitest';
import { isValidOtp, otpMatches } from './otp';

describe('isValidOtp', () => {
  it.each([
    ['1234', true],
    ['0000', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
    [' 1234', false],
  ])('%j -> %s', (value, expected) => {
    expect(isValidOtp(value)).toBe(expected);
  });
});

describe('otpMatches', () => {
  it.each([
    ['1234', { original: '1234' }, true],
    ['1234', { original: 1234 }, true],
    ['5678', { original: '1234', latestResent: '5678' }, true],
    ['1234', { original: '1234', latestResent: '5678' }, true],
    ['9999', { original: '1234', latestResent: '5678' }, false],
    ['', { original: '', latestResent: null }, false],
    ['1234', {}, false],
    [' 1234 ', { original: '1234' }, true],
  ])('%j against %j -> %s', (entered, codes, expected) => {
    expect(otpMatches(entered, codes)).toBe(expected);
  });
});
