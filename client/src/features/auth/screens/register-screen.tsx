import { messages } from '@matka/shared/messages';
import { validateRegister } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { PasswordField, PhoneField, TextField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useRequestRegistrationOtp } from '@/features/auth/api/registration';
import { ContactSupportLink } from '@/features/auth/components/contact-support-link';
import { saveRegistrationDraft } from '@/features/auth/registration-draft';

type Field = 'username' | 'phone' | 'password';

function fieldOf(message: string): Field {
  if (message === messages.usernameRequired) return 'username';
  if (message === messages.passwordRequired) return 'password';
  return 'phone';
}

/** /r: username, phone, password; a phone check sends the OTP (4, 5, 8). */
export function RegisterScreen() {
  const navigate = useNavigate();
  const checkPhone = useRequestRegistrationOtp();
  const busy = checkPhone.isPending;
  const { field, submit } = useSubmitForm({
    initial: { username: '', phone: '', password: '' },
    validate: validateRegister,
    fieldOf,
    send: async (form) => {
      const result = await checkPhone.send(form.phone);
      if (result.status === 'failed') toast.error(result.message);
      if (result.status !== 'done') return;
      saveRegistrationDraft({ ...form, username: form.username.trim(), otp: result.data.otp });
      void navigate(paths.otpRegister);
    },
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.createAccount}</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label={messages.register}>
        <TextField label={messages.username} autoComplete="name" {...field('username')} />
        <PhoneField label={messages.phoneNumber} {...field('phone')} />
        <PasswordField
          label={messages.password}
          autoComplete="new-password"
          {...field('password')}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.creatingAccount : messages.createAccount}
        </button>
      </form>
      <p>
        {messages.haveAccount} <Link to={paths.login}>{messages.signIn}</Link>
      </p>
      <ContactSupportLink />
    </div>
  );
}
