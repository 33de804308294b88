import { messages } from '@matka/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';
import { RESET_REDIRECT_MS } from './reset-password-screen';

describe('forgot password (/forgotpass)', () => {
  it('checks the phone with the forgot-password wording', async () => {
    const network = fakeProvider({});
    const user = userEvent.setup();
    renderRoute(paths.forgotPassword);
    const send = await screen.findByRole('button', { name: messages.sendResetCode });
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.forgotPhoneRequired);
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.forgotPhoneNotValid);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(0);
  });

  it('shows the server message under the phone field on failure', async () => {
    fakeProvider({ 'api-forget-check-mobile': () => refused('Mobile number not registered', 404) });
    const user = userEvent.setup();
    renderRoute(paths.forgotPassword);
    await user.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: messages.sendResetCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile number not registered');
  });

  it("falls back to 'Failed to send OTP' for a refusal without a server message", async () => {
    fakeProvider({ 'api-forget-check-mobile': () => ({ status: false, msg: '' }) });
    const user = userEvent.setup();
    renderRoute(paths.forgotPassword);
    await user.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: messages.sendResetCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.failedToSendOtp);
  });

  it('says the provider is not answering on an HTTP 500, and keeps the number typed', async () => {
    fakeProvider({ 'api-forget-check-mobile': () => new Response('oops', { status: 500 }) });
    const user = userEvent.setup();
    renderRoute(paths.forgotPassword);
    await user.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: messages.sendResetCode }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.providerUnavailable);
    expect(screen.getByLabelText('Phone Number')).toHaveValue('9876543210');
  });

  it('sends the code and opens /otpforgotpass with phoneNumber and validationOtp', async () => {
    fakeProvider({ 'api-forget-check-mobile': () => ({ status: true, otp: '2468', msg: 'sent' }) });
    const user = userEvent.setup();
    const { router } = renderRoute(paths.forgotPassword);
    await user.type(await screen.findByLabelText('Phone Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: messages.sendResetCode }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.otpForgotPassword));
    expect(router.state.location.state).toEqual({
      phoneNumber: '9876543210',
      validationOtp: '2468',
    });
  });
});

describe('password reset OTP (/otpforgotpass)', () => {
  it("says 'Invalid navigation. Please start over.' without state", async () => {
    fakeProvider({});
    const user = userEvent.setup();
    renderRoute(paths.otpForgotPassword);
    expect(
      await screen.findByRole('heading', { name: messages.passwordResetTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.invalidNavigation);
    await user.type(screen.getByLabelText('Enter OTP'), '2468');
    await user.click(screen.getByRole('button', { name: messages.verifyAndContinue }));
    expect(await screen.findAllByText(messages.invalidNavigation)).toHaveLength(2);
  });

  it("refuses another code with 'Invalid OTP. Please try again.' and accepts the state's", async () => {
    fakeProvider({});
    const user = userEvent.setup();
    const { router } = renderRoute(paths.otpForgotPassword, {
      state: { phoneNumber: '9876543210', validationOtp: '2468' },
    });
    await user.type(await screen.findByLabelText('Enter OTP'), '1111');
    await user.click(screen.getByRole('button', { name: messages.verifyAndContinue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidOtp);
    await user.clear(screen.getByLabelText('Enter OTP'));
    await user.type(screen.getByLabelText('Enter OTP'), '2468');
    await user.click(screen.getByRole('button', { name: messages.verifyAndContinue }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.resetPassword));
    expect(router.state.location.state).toEqual({ phoneNumber: '9876543210' });
  });
});

describe('reset password (/change-password)', () => {
  const state = { phoneNumber: '9876543210' };

  it('checks new, confirm, then that they match', async () => {
    const network = fakeProvider({});
    const user = userEvent.setup();
    renderRoute(paths.resetPassword, { state });
    const update = await screen.findByRole('button', { name: messages.updatePassword });
    await user.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.newPasswordRequired);
    await user.type(screen.getByLabelText('New Password'), 'fresh1');
    await user.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.confirmPasswordRequired);
    await user.type(screen.getByLabelText('Confirm New Password'), 'fresh2');
    await user.click(update);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.passwordsDoNotMatch);
    expect(network.callsTo('api-forgot-password')).toHaveLength(0);
  });

  it("says 'Invalid navigation. Please start over.' without a phone in state", async () => {
    fakeProvider({});
    renderRoute(paths.resetPassword);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidNavigation);
  });

  it('shows the server message on a refusal', async () => {
    fakeProvider({ 'api-forgot-password': () => refused('Mobile number not registered', 404) });
    const user = userEvent.setup();
    renderRoute(paths.resetPassword, { state });
    await user.type(await screen.findByLabelText('New Password'), 'fresh1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'fresh1');
    await user.click(screen.getByRole('button', { name: messages.updatePassword }));
    expect(await screen.findByText('Mobile number not registered')).toBeInTheDocument();
  });

  it('updates the password, shows the message and opens /login 1.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const network = fakeProvider({
      // The provider may wrap the JSON answer in text.
      'api-forgot-password': () =>
        new Response('Notice: ok {"status":true,"msg":"Password updated successfully"}', {
          status: 200,
        }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoute(paths.resetPassword, { state });
    await user.type(await screen.findByLabelText('New Password'), 'fresh1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'fresh1');
    await user.click(screen.getByRole('button', { name: messages.updatePassword }));
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(network.callsTo('api-forgot-password')[0]?.body).toMatchObject({
      mobile: '9876543210',
      new_pass: 'fresh1',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS - 200);
    });
    expect(router.state.location.pathname).toBe(paths.resetPassword);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    // The /login screen loads lazily, so the location changes once its module is in.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });
});
