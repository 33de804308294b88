import { errorMessage, ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validateRegister } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField, PhoneField, TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { toast } from '../../../lib/toast';
import { useSubmitForm } from '../../../lib/use-submit-form';
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
  const { field, busy, submit } = useSubmitForm({
    initial: { username: '', phone: '', password: '' },
    validate: validateRegister,
    fieldOf,
    onSubmit: async (form) => {
      const provider = await getProvider();
      const answer = await provider.apiCheckMobile({ mobile: form.phone });
      saveRegistrationDraft({ ...form, username: form.username.trim(), otp: answer.otp });
      void navigate(paths.otpRegister);
    },
    onError: (caught) =>
      toast.error(
        caught instanceof ProviderError && caught.kind === 'refused'
          ? messages.userAlreadyRegistered
          : messages.errorRegistering(errorMessage(caught, String(caught))),
      ),
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>Create Account</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label="Register">
        <TextField label="Username" autoComplete="name" {...field('username')} />
        <PhoneField label="Phone Number" {...field('phone')} />
        <PasswordField label="Password" autoComplete="new-password" {...field('password')} />
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
