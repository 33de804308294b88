import { errorMessage, ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validateRegister } from '@matka/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { toast } from '../../../lib/toast';
import { ContactSupportLink } from '../components/contact-support-link';
import { saveRegistrationDraft } from '../registration-draft';

type Field = 'username' | 'phone' | 'password';

function fieldOf(message: string): Field {
  if (message === messages.usernameRequired) return 'username';
  if (message === messages.passwordRequired) return 'password';
  return 'phone';
}

/** /r: username, phone, password; a phone check sends the OTP (spec sections 2, 4, 5, 8). */
export function Component() {
  const navigate = useNavigate();
  const [form, setForm] = useState({ username: '', phone: '', password: '' });
  const [error, setError] = useState<{ field: Field; message: string }>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    const problem = validateRegister(form);
    setError(problem ? { field: fieldOf(problem), message: problem } : undefined);
    if (problem) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiCheckMobile({ mobile: form.phone });
      saveRegistrationDraft({ ...form, username: form.username.trim(), otp: answer.otp });
      void navigate(paths.otpRegister);
    } catch (caught) {
      toast.error(
        caught instanceof ProviderError && caught.kind === 'refused'
          ? messages.userAlreadyRegistered
          : messages.errorRegistering(errorMessage(caught, String(caught))),
      );
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
      <ScreenTitle>Create Account</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label="Register">
        <TextField
          label="Username"
          autoComplete="name"
          value={form.username}
          onChange={set('username')}
          error={errorFor('username')}
        />
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
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errorFor('password')}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.creatingAccount : messages.createAccount}
        </button>
      </form>
      <p>
        Already have an account? <Link to={paths.login}>Sign In</Link>
      </p>
      <ContactSupportLink />
    </div>
  );
}
