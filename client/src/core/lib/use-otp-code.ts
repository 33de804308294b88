import { isValidOtp, otpMatches } from '@matka/shared/rules';
import { useRef } from 'react';
import type { Write } from './use-write';

export interface OtpCodeOptions {
  /** From the navigation state. */
  readonly original: string | undefined;
  readonly resend:
    { readonly write: Write<string, { readonly otp: string }>; readonly phone: string } | undefined;
  readonly toastError: (message: string) => void;
}

export interface OtpCode {
  /** The code sent first or the latest resent one. */
  readonly matches: (otp: string) => boolean;
  /** False when sending failed, so 'Resend Code' stays. */
  readonly resend: () => Promise<boolean>;
  readonly resending: boolean;
}

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
