import { messages } from '@matka/shared/messages';
import { OTP_LENGTH } from '@matka/shared/rules';
import { useNavigate } from 'react-router';
import { OtpScreen } from '@/components/otp-form';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useOtpCode } from '@/core/lib/use-otp-code';
import { useRegister, useResendRegistrationOtp } from '@/features/auth/api/registration';
import { clearRegistrationDraft, registrationDraft } from '@/features/auth/registration-draft';

/**
 * /otpregister: the code must equal the one from the phone check or the latest resent one; then the
 * account is created and signed in.
 */
export function OtpRegisterScreen() {
  const navigate = useNavigate();
  const draft = registrationDraft();
  const register = useRegister();
  const resendCode = useResendRegistrationOtp();
  const code = useOtpCode({
    original: draft?.otp,
    resend: draft ? { write: resendCode, phone: draft.phone } : undefined,
    toastError: toast.error,
  });

  async function verify(otp: string): Promise<string | undefined> {
    if (!draft) return messages.invalidNavigation;
    if (!code.matches(otp)) return messages.enterValidOtp;
    const result = await register.send(draft);
    if (result.status === 'failed') toast.error(result.message);
    if (result.status === 'done') {
      clearRegistrationDraft();
      void navigate(paths.home, { replace: true });
    }
    return undefined;
  }

  return (
    <OtpScreen
      title={messages.verifyCodeTitle}
      hint={draft ? messages.codeSentTo(OTP_LENGTH, draft.phone) : undefined}
      submitLabel={messages.verify}
      onSubmit={verify}
      verifying={register.isPending}
      onResend={code.resend}
      resending={code.resending}
    />
  );
}
