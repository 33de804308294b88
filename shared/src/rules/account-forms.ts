/**
 * The account forms' checks in the spec's order (section 5): each returns the first message, or
 * undefined when the form may be sent.
 */
import { messages } from '../messages';
import { validatePhone } from './phone';

const blank = (value: string) => value.trim() === '';

/** Register: username, phone, password (the order of the fields). */
export function validateRegister(form: {
  readonly username: string;
  readonly phone: string;
  readonly password: string;
}): string | undefined {
  if (blank(form.username)) return messages.usernameRequired;
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

/** Profile name: required. */
export function validateProfileName(name: string): string | undefined {
  return blank(name) ? messages.nameRequired : undefined;
}
