/** One-time codes (spec sections 4 and 5): digits only, length 4. */

export const OTP_LENGTH = 4;

/** Seconds before 'Resend Code' is offered (spec section 9). */
export const OTP_RESEND_SECONDS = 30;

/** True for exactly four digits. */
export function isValidOtp(value: string): boolean {
  return /^[0-9]{4}$/.test(value);
}

/**
 * The registration OTP check (spec section 4): the entered code is accepted when it equals the
 * OTP received with the phone check or the latest resent one. Codes are compared as strings after
 * trimming; a missing code matches nothing.
 */
export function otpMatches(
  entered: string,
  codes: {
    readonly original?: string | number | null;
    readonly latestResent?: string | number | null;
  },
): boolean {
  const code = entered.trim();
  if (code === '') return false;
  return [codes.original, codes.latestResent].some((c) => c != null && String(c).trim() === code);
}
