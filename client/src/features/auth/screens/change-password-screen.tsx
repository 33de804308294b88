import { messages } from '@matka/shared/messages';
import { validateChangePassword } from '@matka/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { PasswordField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { isStoredPassword, rememberPassword, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

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
 * does not match'), then the provider; a refusal is 'Old password is incorrect' (spec section 5).
 */
export function Component() {
  const navigate = useNavigate();
  const session = useSession();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<{ field: Field; message: string }>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    try {
      const matches = form.currentPassword !== '' && (await isStoredPassword(form.currentPassword));
      const problem = validateChangePassword({
        ...form,
        // The stored password is only known as a hash: compare through it.
        storedPassword: matches ? form.currentPassword : `${form.currentPassword}\u0000`,
      });
      setError(problem ? { field: fieldOf(problem), message: problem } : undefined);
      if (problem || !session) return;
      const provider = await getProvider();
      await provider.apiChangePassword({
        unique_token: session.token,
        old_pass: form.currentPassword,
        new_pass: form.newPassword,
      });
      await rememberPassword(form.newPassword);
      toast.success(messages.passwordChanged);
      void navigate(paths.home);
    } catch {
      toast.error(messages.oldPasswordIncorrect);
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const errorFor = (field: Field) => (error?.field === field ? error.message : undefined);

  return (
    <Screen label="Change Password">
      <div className="card">
        <ScreenTitle>Change Password</ScreenTitle>
        <form className="form" onSubmit={submit} noValidate aria-label="Change Password">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={set('currentPassword')}
            error={errorFor('currentPassword')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={set('newPassword')}
            error={errorFor('newPassword')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={set('confirmPassword')}
            error={errorFor('confirmPassword')}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            Change Password
          </button>
        </form>
      </div>
    </Screen>
  );
}
