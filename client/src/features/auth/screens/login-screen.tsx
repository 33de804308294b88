import { WEB_DEVICE_ID } from '@matka/shared/contract/request';
import { messages } from '@matka/shared/messages';
import { validateLogin } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField, PhoneField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { signIn } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubmitForm } from '../../../lib/use-submit-form';
import { ContactSupportLink } from '../components/contact-support-link';

/** /login: phone and password; any failure is 'User Not Registered' (spec section 8). */
export function Component() {
  const navigate = useNavigate();
  const { field, busy, submit } = useSubmitForm({
    initial: { phone: '', password: '' },
    validate: validateLogin,
    fieldOf: (message) => (message === messages.passwordRequired ? 'password' : 'phone'),
    onSubmit: async (form) => {
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
    },
    onError: () => toast.error(messages.userNotRegistered),
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
