import { messages } from '@matka/shared/messages';
import { validateLogin } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField, PhoneField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { toast } from '../../../lib/toast';
import { useSubmitForm } from '../../../lib/use-submit-form';
import { useLogin } from '../api/sign-in';
import { ContactSupportLink } from '../components/contact-support-link';

/** /login: phone and password; any failure is 'User Not Registered' (spec section 8). */
export function Component() {
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
      <ScreenTitle>Sign In</ScreenTitle>
      <form className="form" onSubmit={submit} noValidate aria-label="Sign in">
        <PhoneField label="Phone Number" {...field('phone')} />
        <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
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
