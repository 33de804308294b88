import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validateProfileName } from '@matka/shared/rules';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/text-field';
import { getProvider } from '../../../lib/provider';
import { updateUsername, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSubmitForm } from '../../../lib/use-submit-form';

/** /profile: edit the display name ('Name is required!'). */
export function Component() {
  const session = useSession();
  const { field, busy, submit } = useSubmitForm({
    initial: { name: session?.username ?? '' },
    validate: ({ name }) => validateProfileName(name),
    onSubmit: async ({ name }) => {
      if (!session) return;
      const provider = await getProvider();
      const answer = await provider.apiProfileUpdate({
        unique_token: session.token,
        user_name: name.trim(),
      });
      updateUsername(name.trim());
      toast.success(answer.msg || 'Profile updated');
    },
    onError: (caught) => toast.error(errorMessage(caught, messages.genericError)),
  });

  return (
    <Screen label="Profile">
      <div className="card">
        <ScreenTitle>Profile</ScreenTitle>
        <p className="muted">Mobile: +91 {session?.mobile}</p>
        <form className="form" onSubmit={submit} noValidate aria-label="Profile">
          <TextField label="Name" autoComplete="name" {...field('name')} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </form>
      </div>
    </Screen>
  );
}
