import { errorMessage, ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validateResetPassword } from '@matka/shared/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { toast } from '../../../lib/toast';

/** Spec section 9: redirect to /login 1500 ms after the password is updated. */
export const RESET_REDIRECT_MS = 1500;

type Field = 'newPassword' | 'confirmPassword';

function phoneFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber } = state as { phoneNumber?: unknown };
  return typeof phoneNumber === 'string' && phoneNumber ? phoneNumber : undefined;
}

/** The message for a failed update (spec section 8 "Password"). */
function failureMessage(caught: unknown): string {
  if (caught instanceof ProviderError) {
    if (caught.kind === 'refused') return errorMessage(caught, messages.failedToUpdatePassword);
    if (caught.kind === 'format') return messages.invalidResponseFormat;
  }
  return messages.failedToUpdatePasswordRetry;
}

/** /change-password (after the reset OTP): new and confirm password, then /login after 1.5 s. */
export function Component() {
  const navigate = useNavigate();
  const phone = phoneFrom(useLocation().state);
  const [form, setForm] = useState({ newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<{ field: Field | 'form'; message: string }>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    if (!phone) {
      setError({ field: 'form', message: messages.invalidNavigation });
      return;
    }
    const problem = validateResetPassword(form);
    setError(
      problem
        ? {
            field: problem === messages.newPasswordRequired ? 'newPassword' : 'confirmPassword',
            message: problem,
          }
        : undefined,
    );
    if (problem) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiForgotPassword({
        mobile: phone,
        new_pass: form.newPassword,
      });
      toast.success(answer.msg || messages.passwordChanged);
      redirect.current = window.setTimeout(() => {
        void navigate(paths.login, { replace: true });
      }, RESET_REDIRECT_MS);
    } catch (caught) {
      toast.error(failureMessage(caught));
      locked.current = false;
      setBusy(false);
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.resetPasswordTitle}</ScreenTitle>
      {!phone || error?.field === 'form' ? (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate aria-label={messages.updatePassword}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={set('newPassword')}
          error={errorFor('newPassword')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorFor('confirmPassword')}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {messages.updatePassword}
        </button>
      </form>
    </div>
  );
}
