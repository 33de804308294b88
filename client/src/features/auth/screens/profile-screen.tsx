import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validateProfileName } from '@matka/shared/rules';
import { useRef, useState, type FormEvent } from 'react';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/text-field';
import { getProvider } from '../../../lib/provider';
import { updateUsername, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

/** /profile: edit the display name ('Name is required!'). */
export function Component() {
  const session = useSession();
  const [name, setName] = useState(session?.username ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current || !session) return;
    const problem = validateProfileName(name);
    setError(problem);
    if (problem) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiProfileUpdate({
        unique_token: session.token,
        user_name: name.trim(),
      });
      updateUsername(name.trim());
      toast.success(answer.msg || 'Profile updated');
    } catch (caught) {
      toast.error(errorMessage(caught, messages.genericError));
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }

  return (
    <Screen label="Profile">
      <div className="card">
        <ScreenTitle>Profile</ScreenTitle>
        <p className="muted">Mobile: +91 {session?.mobile}</p>
        <form className="form" onSubmit={submit} noValidate aria-label="Profile">
          <TextField
            label="Name"
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error}
          />
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Saving...' : 'Save'}
          </button>
        </form>
      </div>
    </Screen>
  );
}
