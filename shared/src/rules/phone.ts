/** Phone numbers (spec section 5 and 9): 10 digits, the first 6-9, messages per screen. */
import { messages } from '../messages';

/** A valid Indian mobile number: exactly 10 digits, the first 6-9. */
export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

/** The screens that check a phone number; each has its own wording. */
export type PhoneScreen = 'register' | 'login' | 'upi' | 'transfer' | 'forgot';

/** Each screen's wording, read from the live catalogue at call time (its language may change). */
function phoneMessages(screen: PhoneScreen): { required: string; notValid: string } {
  switch (screen) {
    case 'register':
    case 'login':
      return { required: messages.phoneRequired, notValid: messages.phoneNotValid };
    case 'upi':
      return { required: messages.phoneRequired, notValid: messages.upiPhoneNotValid };
    case 'transfer':
      return { required: messages.phoneRequired, notValid: messages.transferPhoneNotValid };
    case 'forgot':
      return { required: messages.forgotPhoneRequired, notValid: messages.forgotPhoneNotValid };
  }
}

/** True when `value` matches `PHONE_PATTERN` exactly (no trimming, no +91). */
function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/**
 * The screen's message for a phone field, or undefined when valid: blank (or only spaces) is
 * "required", anything not matching `PHONE_PATTERN` exactly is "not valid".
 */
export function validatePhone(value: string, screen: PhoneScreen): string | undefined {
  const wording = phoneMessages(screen);
  if (value.trim() === '') return wording.required;
  return isValidPhone(value) ? undefined : wording.notValid;
}

/** India's country calling code: written once, before the 10-digit number, in chat and call links. */
const INDIA_CODE = '91';

/**
 * The 10-digit mobile number in a support number as providers write it (spec section 5 "Contact
 * numbers"): '9876500001', '919876500001', '+91 98765 00001', '09876500001'. Only digits are read;
 * leading zeros (a trunk or international prefix) and then one country code 91 before ten more
 * digits are dropped. undefined when what remains is not a valid mobile number (`PHONE_PATTERN`).
 */
export function readSupportNumber(raw: string | null | undefined): string | undefined {
  const digits = (raw ?? '').replace(/[^0-9]/g, '').replace(/^0+/, '');
  const national =
    digits.length === 12 && digits.startsWith(INDIA_CODE)
      ? digits.slice(INDIA_CODE.length)
      : digits;
  return isValidPhone(national) ? national : undefined;
}

/**
 * A support number as the 10-digit mobile number the links are built from: the provider's when one
 * can be read, else the configured fallback's (spec section 5 "Contact numbers"). A fallback that
 * cannot be read either is used as its digits: the operator's configuration is then wrong.
 */
export function normaliseSupportNumber(raw: string | null | undefined, fallback: string): string {
  return readSupportNumber(raw) ?? readSupportNumber(fallback) ?? fallback.replace(/[^0-9]/g, '');
}

/** WhatsApp chat link of a 10-digit number (spec section 2, Footer): the country code once. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${INDIA_CODE}${number}`;
}

/** Call link of a 10-digit number, dialable from abroad too: `tel:+91XXXXXXXXXX`. */
export function callLink(number: string): string {
  return `tel:+${INDIA_CODE}${number}`;
}
