import { messages } from '@matka/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused, shellHandlers } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';

async function openRegister() {
  const view = renderRoute(paths.register);
  await screen.findByRole('form', { name: 'Register' });
  return view;
}

describe('register (/r)', () => {
  it('checks username, then phone (required, pattern), then password, in that order', async () => {
    const network = fakeProvider({});
    const user = userEvent.setup();
    await openRegister();
    const submit = screen.getByRole('button', { name: messages.createAccount });

    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.usernameRequired);

    await user.type(screen.getByLabelText('Username'), 'Asha');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneRequired);

    await user.type(screen.getByLabelText('Phone Number'), '5876543210');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.phoneNotValid);
    expect(screen.getByLabelText('Phone Number')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Phone Number'));
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordRequired);
    expect(network.callsTo('api-check-mobile')).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', async () => {
    fakeProvider({});
    const user = userEvent.setup();
    await openRegister();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("shows 'User Already Registered' when the phone check refuses", async () => {
    fakeProvider({
      ...shellHandlers(),
      'api-check-mobile': () => refused('Mobile number already registered'),
    });
    const user = userEvent.setup();
    await openRegister();
    await user.type(screen.getByLabelText('Username'), 'Asha');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: messages.createAccount }));
    expect(await screen.findByText(messages.userAlreadyRegistered)).toBeInTheDocument();
  });

  it("shows 'Creating Account...' while the phone check runs, then opens /otpregister", async () => {
    let release: () => void = () => undefined;
    const network = fakeProvider({
      ...shellHandlers(),
      'api-check-mobile': () =>
        new Promise((resolve) => {
          release = () => resolve({ status: true, otp: '4321' });
        }),
    });
    const user = userEvent.setup();
    const { router } = await openRegister();
    await user.type(screen.getByLabelText('Username'), 'Asha');
    await user.type(screen.getByLabelText('Phone Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: messages.createAccount }));
    expect(await screen.findByRole('button', { name: messages.creatingAccount })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.otpRegister));
    expect(network.callsTo('api-check-mobile')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      mobile: '9876543210',
    });
  });
});
