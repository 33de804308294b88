import { messages } from '@matka/shared/messages';
import { validateResetPassword } from '@matka/shared/rules';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { PasswordField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useResetPassword } from '@/features/auth/api/password';

export const RESET_REDIRECT_MS = 1500;

function phoneFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber } = state as { phoneNumber?: unknown };
  return typeof phoneNumber === 'string' && phoneNumber ? phoneNumber : undefined;
}

/** 'Invalid navigation' is the alert above the form; the others go under their field. */
function fieldOf(message: string) {
  if (message === messages.invalidNavigation) return 'form';
  return message === messages.newPasswordRequired ? 'newPassword' : 'confirmPassword';
}

/** /change-password (after the reset OTP): new and confirm password, then /login after 1.5 s. */
export function ResetPasswordScreen() {
  const navigate = useNavigate();
  const phone = phoneFrom(useLocation().state);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);
  const reset = useResetPassword();
  // After the update the form stays locked until the redirect.
  const busy = reset.isPending || reset.isSuccess;
  const { field, errorFor, submit } = useSubmitForm({
    initial: { newPassword: '', confirmPassword: '' },
    validate: (form) => (phone ? validateResetPassword(form) : messages.invalidNavigation),
    fieldOf,
    send: async (form) => {
      const result = await reset.send({ phone: phone ?? '', newPassword: form.newPassword });
      if (result.status === 'failed') toast.error(result.message);
      if (result.status !== 'done') return;
      toast.success(result.data.msg || messages.passwordChanged);
      redirect.current = window.setTimeout(() => {
        void navigate(paths.login, { replace: true });
      }, RESET_REDIRECT_MS);
    },
  });

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.resetPasswordTitle}</ScreenTitle>
      {!phone || errorFor('form') ? (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate aria-label={messages.updatePassword}>
        <PasswordField
          label={messages.newPassword}
          autoComplete="new-password"
          {...field('newPassword')}
        />
        <PasswordField
          label={messages.confirmNewPassword}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {messages.updatePassword}
        </button>
      </form>
    </div>
  );
}
