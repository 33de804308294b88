import { messages } from '@matka/shared/messages';
import { validatePhone } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { PhoneField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useRequestResetOtp } from '@/features/auth/api/password';

export interface ResetOtpState {
  readonly phoneNumber: string;
  readonly validationOtp: string;
}

/** /forgotpass: 'Send Reset Code'; a failure shows its message under the phone field. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const requestCode = useRequestResetOtp();
  const busy = requestCode.isPending;
  const { field, submit } = useSubmitForm({
    initial: { phone: '' },
    validate: ({ phone }) => validatePhone(phone, 'forgot'),
    send: async ({ phone }) => {
      const result = await requestCode.send(phone);
      if (result.status === 'failed') return result.message;
      if (result.status !== 'done') return;
      const state: ResetOtpState = { phoneNumber: phone, validationOtp: result.data.otp };
      void navigate(paths.otpForgotPassword, { state });
    },
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.resetPasswordTitle}</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label={messages.resetPasswordTitle}>
        <PhoneField label={messages.phoneNumber} {...field('phone')} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.sending : messages.sendResetCode}
        </button>
      </form>
      <p className="form-links">
        <Link to={paths.login}>{messages.backToSignIn}</Link>
      </p>
    </div>
  );
}
