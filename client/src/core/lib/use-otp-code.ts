import { isValidOtp, otpMatches } from '@matka/shared/rules';
import { useRef } from 'react';
import type { Write } from './use-write';

export interface OtpCodeOptions {
  /** The code from the navigation state; undefined when the screen was opened without one. */
  readonly original: string | undefined;
  /**
   * The screen's OTP request (a write hook) and the number the code goes to; undefined when there
   * is no one to send it to.
   */
  readonly resend:
    { readonly write: Write<string, { readonly otp: string }>; readonly phone: string } | undefined;
  /** The screen's error toast, for the request's failure ('Failed to resend OTP'). */
  readonly toastError: (message: string) => void;
}

export interface OtpCode {
  /** True when `otp` is 4 digits and equals the code sent first or the latest resent one. */
  readonly matches: (otp: string) => boolean;
  /** `OtpForm`'s onResend: false after the toast when sending failed, so 'Resend Code' stays. */
  readonly resend: () => Promise<boolean>;
  /** True while a new code is being asked for. */
  readonly resending: boolean;
}

/** The code check and resend of an OTP screen (spec sections 4 and 5). */
export function useOtpCode({ original, resend, toastError }: OtpCodeOptions): OtpCode {
  const latestResent = useRef<string | undefined>(undefined);
  return {
    matches: (otp) =>
      isValidOtp(otp) && otpMatches(otp, { original, latestResent: latestResent.current }),
    resend: async () => {
      if (!resend) return false;
      const result = await resend.write.send(resend.phone);
      if (result.status === 'done') latestResent.current = result.data.otp;
      if (result.status === 'failed') toastError(result.message);
      return result.status === 'done';
    },
    resending: resend?.write.isPending ?? false,
  };
}
