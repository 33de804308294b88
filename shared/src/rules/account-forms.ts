/**
 * The account forms' checks in the spec's order (section 5): each returns the first message, or
 * undefined when the form may be sent.
 */
import { messages, providerMessages } from '../messages';
import { validatePhone } from './phone';

const blank = (value: string) => value.trim() === '';

/**
 * Characters Unicode counts as letters that show nothing (the Hangul fillers): a name of them alone
 * reads as blank.
 */
const INVISIBLE_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/**
 * Whether a name shows at least one letter or digit of any script. Names made only of invisible
 * characters (zero-width spaces, joiners, tag characters, the Braille blank, Hangul fillers) show
 * as blank where another player reads them, as the sender of a transfer does.
 */
function hasVisibleLetter(name: string): boolean {
  return /[\p{L}\p{N}]/u.test(name.replace(INVISIBLE_LETTERS, ''));
}

/** Register: username, phone, password (the order of the fields). */
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

/** Login: phone, then password. */
export function validateLogin(form: {
  readonly phone: string;
  readonly password: string;
}): string | undefined {
  return (
    validatePhone(form.phone, 'login') ??
    (form.password === '' ? messages.passwordRequired : undefined)
  );
}

/** Reset password (after the reset OTP): new, confirm, equal. */
export function validateResetPassword(form: {
  readonly newPassword: string;
  readonly confirmPassword: string;
}): string | undefined {
  if (form.newPassword === '') return messages.newPasswordRequired;
  if (form.confirmPassword === '') return messages.confirmPasswordRequired;
  return form.newPassword === form.confirmPassword ? undefined : messages.passwordsDoNotMatch;
}

/**
 * In-app change password: current required and equal to the stored password, new required,
 * confirm required and equal to new.
 */
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

/** Profile name: required, with a letter or digit that shows. */
export function validateProfileName(name: string): string | undefined {
  if (blank(name)) return messages.nameRequired;
  return hasVisibleLetter(name) ? undefined : messages.nameNeedsLetter;
}

/** The longest player name the provider stores, in characters (code points). */
export const MAX_NAME_LENGTH = 50;

/**
 * Characters a name may not hold: C0 and C1 controls (NUL, escape, newlines), lone surrogates, line
 * and paragraph separators, the byte order mark, and the bidirectional marks, embeddings, overrides
 * and isolates, which make a name render reversed or swallow the text after it where another player
 * reads it (the transfer receiver check). Letters and marks of any script, and the joiners Indic
 * scripts need, are kept.
 */
const FORBIDDEN_IN_NAME =
  /[\p{Cc}\p{Cs}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/u;

/**
 * The provider's check of a player's name (registration, profile): required, at most
 * MAX_NAME_LENGTH characters, no control or direction characters, a letter or digit that shows.
 * Returns the refusal, or undefined.
 */
export function checkPlayerName(name: string): string | undefined {
  if (name.trim() === '') return providerMessages.nameRequired;
  if ([...name].length > MAX_NAME_LENGTH) return providerMessages.nameTooLong(MAX_NAME_LENGTH);
  if (FORBIDDEN_IN_NAME.test(name)) return providerMessages.nameNotValid;
  if (!hasVisibleLetter(name)) return providerMessages.nameNeedsLetter;
  return undefined;
}
