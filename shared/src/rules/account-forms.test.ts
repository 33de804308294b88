import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import {
  validateChangePassword,
  validateLogin,
  validateProfileName,
  validateRegister,
  validateResetPassword,
} from './account-forms';

describe('validateRegister', () => {
  it.each([
    [{ username: '', phone: '', password: '' }, messages.usernameRequired],
    [{ username: 'Ravi', phone: '', password: '' }, messages.phoneRequired],
    [{ username: 'Ravi', phone: '12345', password: '' }, messages.phoneNotValid],
    [{ username: 'Ravi', phone: '9876543210', password: '' }, messages.passwordRequired],
    [{ username: 'Ravi', phone: '9876543210', password: 'x' }, undefined],
    [{ username: '\u200B\u3164', phone: '9876543210', password: 'x' }, messages.nameNeedsLetter],
  ])('%j -> %s', (form, expected) => {
    expect(validateRegister(form)).toBe(expected);
  });
});

describe('validateLogin', () => {
  it.each([
    [{ phone: '', password: '' }, 'Phone No is required!'],
    [{ phone: '1234567890', password: 'x' }, 'Phone No is not valid!'],
    [{ phone: '9876543210', password: '' }, 'Password is required!'],
    [{ phone: '9876543210', password: 'x' }, undefined],
  ])('%j -> %s', (form, expected) => {
    expect(validateLogin(form)).toBe(expected);
  });
});

describe('validateResetPassword', () => {
  it.each([
    [{ newPassword: '', confirmPassword: '' }, 'New Password is required!'],
    [{ newPassword: 'a', confirmPassword: '' }, 'Confirm Password is required!'],
    [{ newPassword: 'a', confirmPassword: 'b' }, 'Passwords do not match!'],
    [{ newPassword: 'a', confirmPassword: 'a' }, undefined],
  ])('%j -> %s', (form, expected) => {
    expect(validateResetPassword(form)).toBe(expected);
  });
});

describe('validateChangePassword', () => {
  const form = {
    currentPassword: 'old',
    storedPassword: 'old',
    newPassword: 'n',
    confirmPassword: 'n',
  };
  it.each([
    [{ currentPassword: '' }, 'Current Password is required!'],
    [{ currentPassword: 'wrong' }, 'Old password does not match'],
    [{ newPassword: '' }, 'New Password is required!'],
    [{ confirmPassword: '' }, 'Confirm Password is required!'],
    [{ confirmPassword: 'm' }, 'Confirm Password is not equal to New Password!'],
    [{}, undefined],
  ])('%j -> %s', (over, expected) => {
    expect(validateChangePassword({ ...form, ...over })).toBe(expected);
  });
});

describe('validateProfileName', () => {
  it('requires a name', () => {
    expect(validateProfileName(' ')).toBe('Name is required!');
    expect(validateProfileName('Ravi')).toBeUndefined();
    expect(validateProfileName('\u2800\u2060')).toBe(messages.nameNeedsLetter);
    expect(validateProfileName('राम')).toBeUndefined();
  });
});
