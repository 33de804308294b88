import { messages } from '@matka/shared/messages';
import { validateLogin } from '@matka/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { signIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ContactSupportLink } from '../components/contact-support-link';

/** The web client has no device id; the provider takes free text. */
export const WEB_DEVICE_ID = 'web';

type Field = 'phone' | 'password';

/** /login: phone and password; any failure is 'User Not Registered' (spec section 8). */
export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ phone: '', password: '' });
  const [error, setError] = useState<{ field: Field; message: string }>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    const problem = validateLogin(form);
    setError(
      problem
        ? { field: problem === messages.passwordRequired ? 'password' : 'phone', message: problem }
        : undefined,
    );
    if (problem) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiUserLogin({
        mobile: form.phone,
        password: form.password,
        device_id: WEB_DEVICE_ID,
      });
      await signIn(
        {
          username: answer.user_name,
          token: answer.unique_token,
          mobile: answer.mobile || form.phone,
        },
        form.password,
      );
      void navigate(paths.home, { replace: true });
    } catch {
      toast.error(messages.userNotRegistered);
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <div className="card auth-card">
      <ScreenTitle>Sign In</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label="Sign in">
        <TextField
          label="Phone Number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={form.phone}
          onChange={set('phone')}
          error={errorFor('phone')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          value={form.password}
          onChange={set('password')}
          error={errorFor('password')}
        />
        <p className="form-links">
          <Link to={paths.forgotPassword}>Forgot Password?</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.signingIn : messages.signIn}
        </button>
      </form>
      <p>
        New here? <Link to={paths.register}>Register</Link>
      </p>
      <ContactSupportLink />
    </div>
  );
}
