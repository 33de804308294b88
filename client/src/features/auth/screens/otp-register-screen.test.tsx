import { messages } from '@matka/shared/messages';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';
import { clearRegistrationDraft, saveRegistrationDraft } from '@/features/auth/registration-draft';

const draft = { username: 'Asha', phone: '9876543210', password: 'secret1', otp: '1234' };

function registrationHandlers() {
  return {
    ...shellHandlers(),
    'api-resend-otp': () => ({ status: true, otp: '5678' }),
    'api-user-registration': () => ({
      status: true,
      user_name: 'Asha',
      unique_token: 'tok-new',
      mobile: '9876543210',
    }),
  };
}

describe('registration OTP (/otpregister)', () => {
  it("says 'Invalid navigation. Please start over.' without a draft", async () => {
    clearRegistrationDraft();
    fakeProvider({});
    renderRoute(paths.otpRegister);
    expect(
      await screen.findByRole('heading', { name: messages.verifyCodeTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.invalidNavigation);
  });

  it('takes digits only, at most 4', async () => {
    saveRegistrationDraft(draft);
    fakeProvider({});
    const user = userEvent.setup();
    renderRoute(paths.otpRegister);
    const input = await screen.findByLabelText('Enter OTP');
    await user.type(input, 'a1b2-3x45');
    expect(input).toHaveValue('1234');
  });

  it("answers a wrong or short code with 'Enter Valid OTP'", async () => {
    saveRegistrationDraft(draft);
    const network = fakeProvider(registrationHandlers());
    const user = userEvent.setup();
    renderRoute(paths.otpRegister);
    await user.type(await screen.findByLabelText('Enter OTP'), '999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.enterValidOtp);
    await user.type(screen.getByLabelText('Enter OTP'), '9');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.enterValidOtp);
    expect(network.callsTo('api-user-registration')).toHaveLength(0);
  });

  it('registers once with the first code, signs in and opens /imp; repeat submits are ignored', async () => {
    saveRegistrationDraft(draft);
    const network = fakeProvider(registrationHandlers());
    const user = userEvent.setup();
    const { router } = renderRoute(paths.otpRegister);
    await user.type(await screen.findByLabelText('Enter OTP'), '1234');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.click(verify);
    await user.click(verify);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), { timeout: 5000 });
    expect(network.callsTo('api-user-registration')).toHaveLength(1);
    expect(network.callsTo('api-user-registration')[0]?.body).toMatchObject({
      name: 'Asha',
      email: '',
      password: 'secret1',
      mobile: '9876543210',
      device_id: null,
    });
    expect(getSession()).toEqual({ username: 'Asha', token: 'tok-new', mobile: '9876543210' });
  });

  it("offers 'Resend Code' after 30 s and then accepts the resent code", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveRegistrationDraft(draft);
    const network = fakeProvider(registrationHandlers());
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = renderRoute(paths.otpRegister);
    await screen.findByLabelText('Enter OTP');
    expect(screen.queryByRole('button', { name: messages.resendCode })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(screen.queryByRole('button', { name: messages.resendCode })).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    await user.click(screen.getByRole('button', { name: messages.resendCode }));
    await waitFor(() => expect(network.callsTo('api-resend-otp')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: messages.resendCode })).not.toBeInTheDocument(),
    );
    await user.type(screen.getByLabelText('Enter OTP'), '5678');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home), { timeout: 5000 });
  });
});
