import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validatePhone } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PhoneField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { useSubmitForm } from '../../../lib/use-submit-form';

/** Navigation state of /otpforgotpass (spec section 7). */
export interface ResetOtpState {
  readonly phoneNumber: string;
  readonly validationOtp: string;
}

/** /forgotpass: 'Send Reset Code'; a failure shows its message under the phone field. */
export function Component() {
  const navigate = useNavigate();
  const { field, busy, submit } = useSubmitForm({
    initial: { phone: '' },
    validate: ({ phone }) => validatePhone(phone, 'forgot'),
    onSubmit: async ({ phone }) => {
      const provider = await getProvider();
      const answer = await provider.apiForgetCheckMobile({ mobile: phone });
      const state: ResetOtpState = { phoneNumber: phone, validationOtp: answer.otp };
      void navigate(paths.otpForgotPassword, { state });
    },
    onError: (caught) => errorMessage(caught, messages.failedToSendOtp),
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.resetPasswordTitle}</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label={messages.resetPasswordTitle}>
        <PhoneField label="Phone Number" {...field('phone')} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.sending : messages.sendResetCode}
        </button>
      </form>
      <p className="form-links">
        <Link to={paths.login}>Back to Sign In</Link>
      </p>
    </div>
  );
}
