import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validatePhone } from '@matka/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';

/** Navigation state of /otpforgotpass (spec section 7). */
export interface ResetOtpState {
  readonly phoneNumber: string;
  readonly validationOtp: string;
}

/** /forgotpass: 'Send Reset Code'; a failure shows its message under the phone field. */
export function Component() {
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    const problem = validatePhone(phone, 'forgot');
    setError(problem);
    if (problem) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiForgetCheckMobile({ mobile: phone });
      const state: ResetOtpState = { phoneNumber: phone, validationOtp: answer.otp };
      void navigate(paths.otpForgotPassword, { state });
    } catch (caught) {
      setError(errorMessage(caught, messages.failedToSendOtp));
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.resetPasswordTitle}</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label={messages.resetPasswordTitle}>
        <TextField
          label="Phone Number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={error}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.sending : messages.sendResetCode}
        </button>
      </form>
      <p>
        <Link to={paths.login}>Back to Sign In</Link>
      </p>
    </div>
  );
}
