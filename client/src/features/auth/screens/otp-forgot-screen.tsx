import { messages } from '@matka/shared/messages';
import { isValidOtp, otpMatches } from '@matka/shared/rules';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { toast } from '../../../lib/toast';
import { OtpForm } from '../../../components/otp-form';
import type { ResetOtpState } from './forgot-password-screen';

/** Navigation state of /change-password (spec section 2). */
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

/** /otpforgotpass: 'Password Reset'; the code must equal the one in state (spec section 5). */
export function Component() {
  const navigate = useNavigate();
  const state = readState(useLocation().state);
  const latestResent = useRef<string | undefined>(undefined);

  async function verify(otp: string): Promise<string | undefined> {
    if (!state) return messages.invalidNavigation;
    if (
      !isValidOtp(otp) ||
      !otpMatches(otp, { original: state.validationOtp, latestResent: latestResent.current })
    ) {
      return messages.invalidOtp;
    }
    const next: ResetPasswordState = { phoneNumber: state.phoneNumber };
    void navigate(paths.resetPassword, { state: next, replace: true });
    return undefined;
  }

  async function resend(): Promise<void> {
    if (!state) return;
    try {
      const provider = await getProvider();
      latestResent.current = (
        await provider.apiForgetCheckMobile({ mobile: state.phoneNumber })
      ).otp;
    } catch (caught) {
      toast.error(messages.failedToResendOtp);
      throw caught;
    }
  }

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.passwordResetTitle}</ScreenTitle>
      {state ? (
        <p className="muted">Enter the 4-digit code sent to +91 {state.phoneNumber}.</p>
      ) : (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      )}
      <OtpForm submitLabel={messages.verifyAndContinue} onSubmit={verify} onResend={resend} />
      <button
        type="button"
        className="button button--outline button--block"
        onClick={() => {
          void navigate(-1);
        }}
      >
        {messages.backToPreviousPage}
      </button>
    </div>
  );
}
