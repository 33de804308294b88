import { messages } from '@matka/shared/messages';
import { validateChangePassword } from '@matka/shared/rules';
import { useNavigate } from 'react-router';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { PasswordField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { isStoredPassword } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useChangePassword } from '@/features/auth/api/password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

function fieldOf(message: string): Field {
  if (
    message === messages.currentPasswordRequired ||
    message === messages.oldPasswordDoesNotMatch
  ) {
    return 'currentPassword';
  }
  return message === messages.newPasswordRequired ? 'newPassword' : 'confirmPassword';
}

/**
 * /change: the current password is checked against the stored salted hash first ('Old password
 * does not match'), then the provider; a refusal is 'Old password is incorrect'.
 */
export function ChangePasswordScreen() {
  const navigate = useNavigate();
  const change = useChangePassword();
  const { field, submit } = useSubmitForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: async (form) => {
      const matches = form.currentPassword !== '' && (await isStoredPassword(form.currentPassword));
      return validateChangePassword({
        ...form,
        // The stored password is only known as a hash: compare through it.
        storedPassword: matches ? form.currentPassword : `${form.currentPassword}\u0000`,
      });
    },
    fieldOf,
    send: async (form) => {
      const result = await change.send(form);
      if (result.status === 'failed') toast.error(result.message);
      if (result.status !== 'done') return;
      toast.success(messages.passwordChanged);
      void navigate(paths.home);
    },
  });

  return (
    <Screen label={messages.changePassword}>
      <div className="card">
        <ScreenTitle>{messages.changePassword}</ScreenTitle>
        <form className="form" onSubmit={submit} noValidate aria-label={messages.changePassword}>
          <PasswordField
            label={messages.currentPassword}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordField
            label={messages.newPassword}
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <PasswordField
            label={messages.confirmPassword}
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={change.isPending}
          >
            {messages.changePassword}
          </button>
        </form>
      </div>
    </Screen>
  );
}
