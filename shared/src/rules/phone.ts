/** Phone numbers (spec section 5 and 9): 10 digits, the first 6-9, messages per screen. */
import { messages } from '../messages';

/** A valid Indian mobile number: exactly 10 digits, the first 6-9. */
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

/** The screens that check a phone number; each has its own wording. */
export type PhoneScreen = 'register' | 'login' | 'upi' | 'transfer' | 'forgot';

const PHONE_MESSAGES: Readonly<Record<PhoneScreen, { required: string; notValid: string }>> = {
  register: { required: messages.phoneRequired, notValid: messages.phoneNotValid },
  login: { required: messages.phoneRequired, notValid: messages.phoneNotValid },
  upi: { required: messages.phoneRequired, notValid: messages.upiPhoneNotValid },
  transfer: { required: messages.phoneRequired, notValid: messages.transferPhoneNotValid },
  forgot: { required: messages.forgotPhoneRequired, notValid: messages.forgotPhoneNotValid },
};

/** True when `value` matches `PHONE_PATTERN` exactly (no trimming, no +91). */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * The screen's message for a phone field, or undefined when valid: blank (or only spaces) is
 * "required", anything not matching `PHONE_PATTERN` exactly is "not valid".
 */
export function validatePhone(value: string, screen: PhoneScreen): string | undefined {
  const wording = PHONE_MESSAGES[screen];
  if (value.trim() === '') return wording.required;
  return isValidPhone(value) ? undefined : wording.notValid;
}

/**
 * A support contact number as the shell uses it (spec section 2, Footer): digits only; the
 * fallback when fewer than 10 digits remain. '+91 98765-43210' -> '919876543210'.
 */
export function normaliseSupportNumber(raw: string | null | undefined, fallback: string): string {
  const digits = (raw ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 10 ? digits : fallback;
}
