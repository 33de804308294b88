import { messages } from '@matka/shared/messages';
import { validateProfileName } from '@matka/shared/rules';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { TextField } from '@/core/components/ui/text-field';
import { useHydrated } from '@/lib/hydration';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useUpdateProfile } from '@/features/auth/api/profile';

/** /profile: edit the display name ('Name is required!'). */
export function ProfileScreen() {
  // The form starts from the stored name, which a prerendered page's HTML cannot know.
  return useHydrated() ? (
    <ProfileForm />
  ) : (
    <Screen label={messages.profile}>
      <div className="card">
        <ScreenTitle>{messages.profile}</ScreenTitle>
      </div>
    </Screen>
  );
}

function ProfileForm() {
  const session = useSession();
  const save = useUpdateProfile();
  const busy = save.isPending;
  const { field, submit } = useSubmitForm({
    initial: { name: session?.username ?? '' },
    validate: ({ name }) => validateProfileName(name),
    send: async ({ name }) => {
      const result = await save.send(name.trim());
      if (result.status === 'failed') toast.error(result.message);
      if (result.status === 'done') toast.success(result.data.msg || messages.profileSaved);
    },
  });

  return (
    <Screen label={messages.profile}>
      <div className="card">
        <ScreenTitle>{messages.profile}</ScreenTitle>
        <p className="muted">{messages.mobileNumber(session?.mobile ?? '')}</p>
        <form className="form" onSubmit={submit} noValidate aria-label={messages.profile}>
          <TextField label={messages.name} autoComplete="name" {...field('name')} />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? messages.saving : messages.save}
          </button>
        </form>
      </div>
    </Screen>
  );
}
