// The account forms' checks, each returning the first message in the screen's order, or undefined.
import { messages, providerMessages } from '../messages';
import { validatePhone } from './phone';

const blank = (value: string) => value.trim() === '';

/** Letters that show nothing (the Hangul fillers): a name of them alone reads as blank. */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/**
 * A name of invisible characters alone shows blank to the player who receives a transfer from it.
 */
function hasVisibleLetter(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(name.replace(INVISIBLE_LETTERS, ''));
}

export function validateRegister(form: {
  readonly username: string;
  readonly phone: string;
  readonly password: string;
}): string | undefined {
  if (blank(form.username)) return messages.usernameRequired;
  if (!hasVisibleLetter(form.username)) return messages.nameNeedsLetter;
  return (
    validatePhone(form.phone, 'register') ??
    (form.password === '' ? messages.passwordRequired : undefined)
  );
}

export function validateLogin(form: {
  readonly phone: string;
  readonly password: string;
}): string | undefined {
  return (
    validatePhone(form.phone, 'login') ??
    (form.password === '' ? messages.passwordRequired : undefined)
  );
}

export function validateResetPassword(form: {
  readonly newPassword: string;
  readonly confirmPassword: string;
}): string | undefined {
  if (form.newPassword === '') return messages.newPasswordRequired;
  if (form.confirmPassword === '') return messages.confirmPasswordRequired;
  return form.newPassword === form.confirmPassword ? undefined : messages.passwordsDoNotMatch;
}

export function validateChangePassword(form: {
  readonly currentPassword: string;
  readonly storedPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}): string | undefined {
  if (form.currentPassword === '') return messages.currentPasswordRequired;
  if (form.currentPassword !== form.storedPassword) return messages.oldPasswordDoesNotMatch;
  if (form.newPassword === '') return messages.newPasswordRequired;
  if (form.confirmPassword === '') return messages.confirmPasswordRequired;
  return form.newPassword === form.confirmPassword ? undefined : messages.confirmPasswordNotEqual;
}

export function validateProfileName(name: string): string | undefined {
  if (blank(name)) return messages.nameRequired;
  return hasVisibleLetter(name) ? undefined : messages.nameNeedsLetter;
}

/** In code points, as the provider stores it. */
export const MAX_NAME_LENGTH = 50;

/**
 * Controls, lone surrogates, separators and bidirectional marks: they make a name render reversed
 * or swallow the text after it where another player reads it. Indic joiners are kept.
 */
const FORBIDDEN_IN_NAME =
  /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/u;

export function checkPlayerName(name: string): string | undefined {
  if (name.trim() === '') return providerMessages.nameRequired;
  if ([...name].length > MAX_NAME_LENGTH) return providerMessages.nameTooLong(MAX_NAME_LENGTH);
  if (FORBIDDEN_IN_NAME.test(name)) return providerMessages.nameNotValid;
  if (!hasVisibleLetter(name)) return providerMessages.nameNeedsLetter;
  return undefined;
}
