/** Phone numbers: 10 digits, the first 6-9; each screen words its messages its own way. */
import { messages } from '../messages';

export const PHONE_PATTERN = /^[6-9][0-9]{9}$/;

export type PhoneScreen = 'register' | 'login' | 'upi' | 'transfer' | 'forgot';

/** Read at call time: the catalogue's language may have changed. */
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

/** No trimming, no +91. */
function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export function validatePhone(value: string, screen: PhoneScreen): string | undefined {
  const wording = phoneMessages(screen);
  if (value.trim() === '') return wording.required;
  return isValidPhone(value) ? undefined : wording.notValid;
}

const INDIA_CODE = '91';

/**
 * '9876500001', '919876500001', '+91 98765 00001', '09876500001' -> '9876500001': providers write
 * support numbers every way.
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
 * A fallback that cannot be read is used as its digits: the operator's configuration is then wrong.
 */
export function normaliseSupportNumber(raw: string | null | undefined, fallback: string): string {
  return readSupportNumber(raw) ?? readSupportNumber(fallback) ?? fallback.replace(/[^0-9]/g, '');
}

export function whatsappLink(number: string): string {
  return `https://wa.me/${INDIA_CODE}${number}`;
}

/** `tel:+91...`, dialable from abroad too. */
export function callLink(number: string): string {
  return `tel:+${INDIA_CODE}${number}`;
}
