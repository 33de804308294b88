import { messages } from '@matka/shared/messages';
import { OTP_LENGTH } from '@matka/shared/rules';
import { useLocation, useNavigate } from 'react-router';
import { OtpScreen } from '@/components/otp-form';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useOtpCode } from '@/core/lib/use-otp-code';
import { useResendResetOtp } from '@/features/auth/api/password';
import type { ResetOtpState } from './forgot-password-screen';

export interface ResetPasswordState {
  readonly phoneNumber: string;
}

function readState(state: unknown): ResetOtpState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber, validationOtp } = state as Partial<Record<keyof ResetOtpState, unknown>>;
  if (typeof phoneNumber !== 'string' || !phoneNumber) return undefined;
  if (
    (typeof validationOtp !== 'string' && typeof validationOtp !== 'number') ||
    validationOtp === ''
  ) {
    return undefined;
  }
  return { phoneNumber, validationOtp: String(validationOtp) };
}

/** /otpforgotpass: 'Password Reset'; the code must equal the one in state. */
export function OtpForgotScreen() {
  const navigate = useNavigate();
  const state = readState(useLocation().state);
  const resendCode = useResendResetOtp();
  const code = useOtpCode({
    original: state?.validationOtp,
    resend: state ? { write: resendCode, phone: state.phoneNumber } : undefined,
    toastError: toast.error,
  });

  // Only a comparison with the code in hand: nothing is sent until the new password.
  function verify(otp: string): string | undefined {
    if (!state) return messages.invalidNavigation;
    if (!code.matches(otp)) return messages.invalidOtp;
    const next: ResetPasswordState = { phoneNumber: state.phoneNumber };
    void navigate(paths.resetPassword, { state: next, replace: true });
    return undefined;
  }

  return (
    <OtpScreen
      title={messages.passwordResetTitle}
      hint={state ? messages.codeSentTo(OTP_LENGTH, state.phoneNumber) : undefined}
      submitLabel={messages.verifyAndContinue}
      onSubmit={verify}
      onResend={code.resend}
      resending={code.resending}
    />
  );
}
