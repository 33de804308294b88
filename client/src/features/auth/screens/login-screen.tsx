import { messages } from '@matka/shared/messages';
import { validateLogin } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { PasswordField, PhoneField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useLogin } from '@/features/auth/api/sign-in';
import { ContactSupportLink } from '@/features/auth/components/contact-support-link';

/** /login: phone and password; any failure is 'User Not Registered'. */
export function LoginScreen() {
  const navigate = useNavigate();
  const login = useLogin();
  const busy = login.isPending;
  const { field, submit } = useSubmitForm({
    initial: { phone: '', password: '' },
    validate: validateLogin,
    fieldOf: (message) => (message === messages.passwordRequired ? 'password' : 'phone'),
    send: async (form) => {
      const result = await login.send(form);
      if (result.status === 'done') void navigate(paths.home, { replace: true });
      if (result.status === 'failed') toast.error(result.message);
    },
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.signIn}</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label={messages.signInForm}>
        <PhoneField label={messages.phoneNumber} {...field('phone')} />
        <PasswordField
          label={messages.password}
          autoComplete="current-password"
          {...field('password')}
        />
        <p className="form-links">
          <Link to={paths.forgotPassword}>{messages.forgotPassword}</Link>
        </p>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? messages.signingIn : messages.signIn}
        </button>
      </form>
      <p>
        {messages.newHere} <Link to={paths.register}>{messages.register}</Link>
      </p>
      <ContactSupportLink />
    </div>
  );
}
