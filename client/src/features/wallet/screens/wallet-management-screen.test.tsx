import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { findToast, walletHandlers } from '@/features/wallet/test-handlers';

async function openMethod(option: string) {
  await storeSession();
  const view = renderRoute(paths.wallet);
  const user = userEvent.setup();
  const toggle = await screen.findByRole('button', { name: /UPI Withdraw Methods/ });
  expect(screen.queryByRole('button', { name: option })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name: option }));
  const dialog = await screen.findByRole('dialog', { name: `${option} UPI Number` });
  return { ...view, user, dialog };
}

describe('wallet management (/imp7)', () => {
  it('links the wallet tiles, Transfer Points among them', async () => {
    await storeSession();
    fakeProvider(walletHandlers());
    renderRoute(paths.wallet);
    const nav = await screen.findByRole('navigation', { name: 'Wallet' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add Fund', paths.addFunds],
      ['Add Fund History', paths.addFundHistory],
      ['Withdraw Fund', paths.withdraw],
      ['Withdraw Fund History', paths.withdrawHistory],
      ['Wallet History', paths.transactions],
      ['Transfer Points', paths.transfer],
    ]);
  });

  it("checks the UPI number with the modal's wording before sending an OTP", async () => {
    const network = fakeProvider(walletHandlers());
    const { user, dialog } = await openMethod('Paytm');
    const send = within(dialog).getByRole('button', { name: 'Send OTP' });
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.phoneRequired);
    await user.type(within(dialog).getByLabelText('Paytm Number'), '5123456789');
    await user.click(send);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.upiPhoneNotValid);
    expect(network.callsTo('api-forget-check-mobile')).toHaveLength(0);
  });

  it("says 'Failed to generate OTP' when the check is refused, and that the provider is not answering without an answer", async () => {
    let refuse = true;
    fakeProvider(
      walletHandlers({
        'api-forget-check-mobile': () => {
          if (refuse) return refused('Mobile number not registered');
          throw new TypeError('offline');
        },
      }),
    );
    const { user, dialog } = await openMethod('GPay');
    await user.type(within(dialog).getByLabelText('GPay Number'), '9000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await findToast(messages.failedToGenerateOtp);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await findToast(messages.providerUnavailable);
    expect(within(dialog).getByLabelText('GPay Number')).toHaveValue('9000000002');
  });

  it('sends the OTP to the own mobile, verifies it and saves only that number', async () => {
    const network = fakeProvider(
      walletHandlers({
        'api-forget-check-mobile': () => ({ status: true, msg: 'OTP sent', otp: '4821' }),
        'api-add-user-upi-details': () => ({ status: true, msg: 'UPI Number Added Successfully!' }),
      }),
    );
    const { user, dialog, router } = await openMethod('PhonePe');
    await user.type(within(dialog).getByLabelText('PhonePe Number'), '9000000003');
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.otpWithdraw));
    expect(router.state.location.state).toEqual({
      phoneNumber: '9000000003',
      otp2: '4821',
      option: 'PhonePe',
    });
    expect(network.callsTo('api-forget-check-mobile')[0]?.body).toMatchObject({
      mobile: '9876543210',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.verifyUpi }),
    ).toBeInTheDocument();

    const otp = screen.getByLabelText('Enter OTP');
    await user.type(otp, '1111');
    await user.click(screen.getByRole('button', { name: messages.verifyUpi }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.enterValidOtp);
    expect(network.callsTo('api-add-user-upi-details')).toHaveLength(0);

    await user.clear(otp);
    await user.type(otp, '4821');
    await user.click(screen.getByRole('button', { name: messages.verifyUpi }));
    await findToast(messages.upiNumberAdded);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.wallet));
    expect(network.callsTo('api-add-user-upi-details')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      unique_token: 'token-1',
      upi_type: '3',
      paytm_no: '',
      google_pay_no: '',
      phon_pay_no: '9000000003',
    });
  });

  it('Verify UPI without navigation state asks to start over', async () => {
    await storeSession();
    fakeProvider(walletHandlers());
    renderRoute(paths.otpWithdraw);
    expect(await screen.findByText(messages.invalidNavigation)).toBeInTheDocument();
  });
});
