import { messages } from '@matka/shared/messages';
import { fixedClock } from '@matka/shared/time';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { findToast, walletHandlers } from '@/features/wallet/test-handlers';

/** 2026-11-22 09:30 IST: before the 10:00 AM withdraw window opens. */
const BEFORE_WINDOW = Date.UTC(2026, 10, 22, 4, 0);

async function openWithdraw(clock = fixedClock(Date.UTC(2026, 10, 22, 6, 30))) {
  await storeSession();
  const view = renderRoute(paths.withdraw, { clock });
  await screen.findByText('10:00 AM - 06:00 PM');
  await screen.findByRole('option', { name: 'Google Pay (9876543210)' });
  return view;
}

describe('withdraw (/withdraw)', () => {
  it('checks amount, balance, minimum, method and window in the spec order', async () => {
    const network = fakeProvider(walletHandlers({}, { wallet_amt: '1000', min_withdrawal: '500' }));
    const user = userEvent.setup();
    await openWithdraw(fixedClock(BEFORE_WINDOW));
    const submit = screen.getByRole('button', { name: messages.withdrawNow });
    const points = screen.getByLabelText('Points');

    await user.click(submit);
    await findToast(messages.amountRequired);
    await user.type(points, '1001');
    await user.click(submit);
    await findToast(messages.walletLimitExceeded);
    await user.clear(points);
    await user.type(points, '499');
    await user.click(submit);
    await findToast('Min amt is 500');
    await user.clear(points);
    await user.type(points, '500');
    await user.click(submit);
    await findToast(messages.selectPaymentMethod);
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Paytm (9876543211)');
    await user.click(submit);
    await findToast(messages.withdrawOutsideHours);
    expect(network.callsTo('api-user-withdraw-fund-request')).toHaveLength(0);
  });

  it('sends the request inside the window, toasts success and opens /imp', async () => {
    const network = fakeProvider(
      walletHandlers({
        'api-user-withdraw-fund-request': () => ({
          status: true,
          msg: 'Withdraw request sent successfully',
        }),
      }),
    );
    const user = userEvent.setup();
    const { router } = await openWithdraw();
    await user.type(screen.getByLabelText('Points'), '600');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Google Pay (9876543210)');
    await user.click(screen.getByRole('button', { name: messages.withdrawNow }));

    await findToast(messages.withdrawRequestSent);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(network.callsTo('api-user-withdraw-fund-request')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      unique_token: 'token-1',
      mobile: '9876543210',
      request_amount: 600,
      payment_method: '2',
    });
  });

  it("shows the server's message when the request is refused, and stays", async () => {
    fakeProvider(
      walletHandlers({
        'api-user-withdraw-fund-request': () => refused('Please add this payment number first'),
      }),
    );
    const user = userEvent.setup();
    const { router } = await openWithdraw();
    await user.type(screen.getByLabelText('Points'), '600');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Paytm (9876543211)');
    await user.click(screen.getByRole('button', { name: messages.withdrawNow }));
    await findToast('Please add this payment number first');
    expect(router.state.location.pathname).toBe(paths.withdraw);
  });

  it("shows 'An error occurred' for a refusal without a message", async () => {
    fakeProvider(
      walletHandlers({
        'api-user-withdraw-fund-request': () =>
          new Response(JSON.stringify({ status: false }), { status: 422 }),
      }),
    );
    const user = userEvent.setup();
    await openWithdraw();
    await user.type(screen.getByLabelText('Points'), '600');
    await user.selectOptions(screen.getByLabelText('Payment Method'), 'Paytm (9876543211)');
    await user.click(screen.getByRole('button', { name: messages.withdrawNow }));
    await findToast(messages.anErrorOccurred);
  });

  it("says 'No payment methods available' when no number is saved", async () => {
    await storeSession();
    fakeProvider(
      walletHandlers({
        'api-get-user-payment-details': () => ({ status: true, msg: '', payment_details: [] }),
      }),
    );
    renderRoute(paths.withdraw);
    expect(await screen.findByText(messages.noPaymentMethods)).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it("says 'Failed to retrieve payment details' when the details call is refused", async () => {
    await storeSession();
    fakeProvider(walletHandlers({ 'api-get-user-payment-details': () => refused('nope') }));
    renderRoute(paths.withdraw);
    expect(await screen.findByText(messages.failedToRetrievePaymentDetails)).toBeInTheDocument();
  });
});
