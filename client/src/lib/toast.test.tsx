import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

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

/** How long the toast showing `text` stays: its progress bar runs that long, then it closes. */
async function autoCloseOf(text: string): Promise<string> {
  const shown = await screen.findByText(text, {}, { timeout: 5000 });
  const bar = shown.closest('.Toastify__toast')?.querySelector<HTMLElement>('[role="progressbar"]');
  return bar?.style.animationDuration ?? '';
}

describe('toast auto-close', () => {
  it('closes a sign-in toast after 5 s', async () => {
    fakeProvider({ 'api-user-login': () => refused('Invalid username and password', 401) });
    const user = userEvent.setup();
    renderRoute(paths.login);
    await screen.findByRole('form', { name: 'Sign in' });
    await refusedSignIn(user);
    expect(await autoCloseOf(messages.userNotRegistered)).toBe('5000ms');
  });

  it("closes a wallet screen's toast after 3 s", async () => {
    await storeSession();
    fakeProvider(shellHandlers());
    const user = userEvent.setup();
    renderRoute(paths.transfer);
    await user.click(await screen.findByRole('button', { name: messages.transfer }));
    expect(await autoCloseOf(messages.phoneRequired)).toBe('3000ms');
  });
});
