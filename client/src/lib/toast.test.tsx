import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';

async function refusedSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Phone Number'));
  await user.type(screen.getByLabelText('Phone Number'), '9876543210');
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'wrong');
  await user.click(screen.getByRole('button', { name: messages.signIn }));
}

describe('toasts under React StrictMode (the dev server)', () => {
  it('mounts the toast host once StrictMode has run its effects twice, and keeps it', async () => {
    fakeProvider({ 'api-user-login': () => refused('Invalid username and password', 401) });
    const user = userEvent.setup();
    renderRoute(paths.login, { strict: true });
    await screen.findByRole('form', { name: 'Sign in' });

    await refusedSignIn(user);
    const first = await screen.findByText(messages.userNotRegistered);
    expect(first.closest('.Toastify')).not.toBeNull();

    // A second message reaches the same host: it was not unmounted after the first.
    await refusedSignIn(user);
    await waitFor(() => expect(screen.getAllByText(messages.userNotRegistered)).toHaveLength(2));
  });
});
