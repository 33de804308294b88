import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getSession, isStoredPassword } from '@/lib/session';
import { fakeProvider, refused, shellHandlers } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';

async function openLogin() {
  const view = renderRoute(paths.login);
  await screen.findByRole('form', { name: 'Sign in' });
  return view;
}

describe('login (/login)', () => {
  it('checks phone (required, pattern) before password', async () => {
    const network = fakeProvider({});
    const user = userEvent.setup();
    await openLogin();
    const submit = screen.getByRole('button', { name: messages.signIn });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneRequired);
    await user.type(screen.getByLabelText('Phone Number'), '98765');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneNotValid);
    await user.type(screen.getByLabelText('Phone Number'), '43210');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordRequired);
    expect(network.callsTo('api-user-login')).toHaveLength(0);
  });

  it("shows 'User Not Registered' for any failure", async () => {
    fakeProvider({ 'api-user-login': () => refused('Invalid username and password', 401) });
    const user = userEvent.setup();
    await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: messages.signIn }));
    expect(await screen.findByText(messages.userNotRegistered)).toBeInTheDocument();
    expect(getSession()).toBeUndefined();
  });

  it('stores the session and only a salted hash of the password, then opens /imp', async () => {
    const network = fakeProvider({
      ...shellHandlers(),
      'api-user-login': () => ({
        status: true,
        user_name: 'Demo Player',
        unique_token: 'tok-123',
        mobile: '9876543210',
      }),
    });
    const user = userEvent.setup();
    const { router } = await openLogin();
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: messages.signIn }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), { timeout: 5000 });
    expect(getSession()).toEqual({
      username: 'Demo Player',
      token: 'tok-123',
      mobile: '9876543210',
    });
    const stored = Object.values({ ...localStorage });
    expect(stored).not.toContain('demo1234');
    expect(stored.some((value) => String(value).includes('demo1234'))).toBe(false);
    expect(await isStoredPassword('demo1234')).toBe(true);
    expect(await isStoredPassword('demo12345')).toBe(false);
    expect(network.callsTo('api-user-login')[0]?.body).toMatchObject({
      mobile: '9876543210',
      password: 'demo1234',
      device_id: 'web',
    });
  });
});
