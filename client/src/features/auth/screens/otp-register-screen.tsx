import { errorMessage, REGISTRATION_SECURITY_PIN } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { useNavigate } from 'react-router';
import { OtpScreen } from '../../../components/otp-form';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { signIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useOtpCode } from '../../../lib/use-otp-code';
import { clearRegistrationDraft, registrationDraft } from '../registration-draft';

/**
 * /otpregister: the code must equal the one from the phone check or the latest resent one; then the
 * account is created and signed in (spec section 4).
 */
export function Component() {
  const navigate = useNavigate();
  const draft = registrationDraft();
  const code = useOtpCode({
    original: draft?.otp,
    resendWith: draft ? (provider) => provider.apiResendOtp({ mobile: draft.phone }) : undefined,
    toastError: toast.error,
  });

  async function verify(otp: string): Promise<string | undefined> {
    if (!draft) return messages.invalidNavigation;
    if (!code.matches(otp)) return messages.enterValidOtp;
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

  return (
    <OtpScreen
      title={messages.verifyCodeTitle}
      hint={draft ? `Enter the 4-digit code sent to +91 ${draft.phone}.` : undefined}
      submitLabel="Verify"
      onSubmit={verify}
      onResend={code.resend}
    />
  );
}
