import { errorMessage, REGISTRATION_SECURITY_PIN } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { isValidOtp, otpMatches } from '@matka/shared/rules';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { signIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { OtpForm } from '../../../components/otp-form';
import { clearRegistrationDraft, registrationDraft } from '../registration-draft';

/**
 * /otpregister: the code must equal the one from the phone check or the latest resent one; then the
 * account is created and signed in (spec section 4).
 */
export function Component() {
  const navigate = useNavigate();
  const draft = registrationDraft();
  const latestResent = useRef<string | undefined>(undefined);

  async function verify(otp: string): Promise<string | undefined> {
    if (!draft) return messages.invalidNavigation;
    if (
      !isValidOtp(otp) ||
      !otpMatches(otp, { original: draft.otp, latestResent: latestResent.current })
    ) {
      return messages.enterValidOtp;
    }
    try {
      const provider = await getProvider();
      const account = await provider.apiUserRegistration({
        name: draft.username,
        email: '',
        password: draft.password,
        mobile: draft.phone,
        security_pin: REGISTRATION_SECURITY_PIN,
        device_id: null,
      });
      await signIn(
        {
          username: account.user_name || draft.username,
          token: account.unique_token,
          mobile: account.mobile || draft.phone,
        },
        draft.password,
      );
      clearRegistrationDraft();
      void navigate(paths.home, { replace: true });
      return undefined;
    } catch (caught) {
      toast.error(messages.errorRegistering(errorMessage(caught, String(caught))));
      return undefined;
    }
  }

  async function resend(): Promise<void> {
    if (!draft) return;
    try {
      const provider = await getProvider();
      latestResent.current = (await provider.apiResendOtp({ mobile: draft.phone })).otp;
    } catch (caught) {
      toast.error(messages.failedToResendOtp);
      throw caught;
    }
  }

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.verifyCodeTitle}</ScreenTitle>
      {draft ? (
        <p className="muted">Enter the 4-digit code sent to +91 {draft.phone}.</p>
      ) : (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      )}
      <OtpForm submitLabel="Verify" onSubmit={verify} onResend={resend} />
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
