import { messages } from '@matka/shared/messages';
import { isValidOtp, otpMatches } from '@matka/shared/rules';
import { useRef } from 'react';
import { getProvider, type ProviderClient } from './provider';

export interface OtpCodeOptions {
  /** The code from the navigation state; undefined when the screen was opened without one. */
  readonly original: string | undefined;
  /** Asks the provider for a new code; undefined when there is no one to send it to. */
  readonly resendWith:
    ((provider: ProviderClient) => Promise<{ readonly otp: string }>) | undefined;
  /** The screen's error toast, for 'Failed to resend OTP'. */
  readonly toastError: (message: string) => void;
}

export interface OtpCode {
  /** True when `otp` is 4 digits and equals the code sent first or the latest resent one. */
  readonly matches: (otp: string) => boolean;
  /** `OtpForm`'s onResend: rejects after the toast when sending fails, so 'Resend Code' stays. */
  readonly resend: () => Promise<void>;
}

/** The code check and resend of an OTP screen (spec sections 4 and 5). */
export function useOtpCode({ original, resendWith, toastError }: OtpCodeOptions): OtpCode {
  const latestResent = useRef<string | undefined>(undefined);
  return {
    matches: (otp) =>
      isValidOtp(otp) && otpMatches(otp, { original, latestResent: latestResent.current }),
    resend: async () => {
      if (!resendWith) return;
      try {
        latestResent.current = (await resendWith(await getProvider())).otp;
      } catch (caught) {
        toastError(messages.failedToResendOtp);
        throw caught;
      }
    },
  };
}
