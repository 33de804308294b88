export const OTP_LENGTH = 4;

export const OTP_RESEND_SECONDS = 30;

export function isValidOtp(value: string): boolean {
  return /^[0-9]{4}$/.test(value);
}

/** The registration code may be the first OTP or the latest resent one. */
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
