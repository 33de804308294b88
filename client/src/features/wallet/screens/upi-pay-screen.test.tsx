import { messages } from '@matka/shared/messages';
import { fixedClock } from '@matka/shared/time';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { FUND_REQUEST_DELAY_MS } from '@/features/wallet/api/fund-request';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { findToast, walletHandlers } from '@/features/wallet/test-handlers';

const NOW = Date.UTC(2026, 10, 22, 6, 30);

async function openUpiPay() {
  await storeSession();
  renderRoute(paths.payViaUpi, { clock: fixedClock(NOW) });
  return screen.findByPlaceholderText('Minimum deposit: ₹200');
}

describe('UPI PAY (/payviaupi)', () => {
  it("shows the minimum deposit and keeps 'Add Money' disabled until amount and method are set", async () => {
    fakeProvider(walletHandlers());
    const user = userEvent.setup();
    const amount = await openUpiPay();
    const addMoney = screen.getByRole('button', { name: messages.addMoney });
    expect(screen.getByRole('heading', { level: 1, name: 'UPI PAY' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'PhonePe',
      'Google Pay',
      'Paytm',
      'Other UPI Gateway',
    ]);
    expect(addMoney).toBeDisabled();
    await user.type(amount, '500');
    expect(addMoney).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Paytm' }));
    expect(addMoney).toBeEnabled();
  });

  it('shows no wallet in the top bar, unlike the other wallet screens', async () => {
    fakeProvider(walletHandlers());
    await openUpiPay();
    expect(screen.queryByRole('link', { name: /^Wallet:/ })).not.toBeInTheDocument();

    renderRoute(paths.withdraw, { clock: fixedClock(NOW) });
    expect(await screen.findByRole('link', { name: /^Wallet:/ })).toBeInTheDocument();
  });

  it('treats a missing min_amt as 0', async () => {
    fakeProvider(
      walletHandlers({ 'api-last-fund-request-detail': () => ({ status: true, msg: '' }) }),
    );
    await storeSession();
    renderRoute(paths.payViaUpi);
    expect(await screen.findByPlaceholderText('Minimum deposit: ₹0')).toBeInTheDocument();
  });

  it("refuses an amount below the minimum with 'Minimum amount to add is {min}'", async () => {
    const network = fakeProvider(walletHandlers());
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const user = userEvent.setup();
    const amount = await openUpiPay();
    await user.type(amount, '199');
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await user.click(screen.getByRole('button', { name: messages.addMoney }));
    await findToast('Minimum amount to add is 200');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(network.callsTo('api-fund-request-add')).toHaveLength(0);
  });

  it('asks to confirm the amount and method; cancel opens no link and sends nothing', async () => {
    const network = fakeProvider(walletHandlers());
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const user = userEvent.setup();
    const amount = await openUpiPay();
    await user.type(amount, '1250');
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await user.click(screen.getByRole('button', { name: messages.addMoney }));

    const dialog = await screen.findByRole('dialog', { name: messages.confirmAddMoneyTitle });
    expect(within(dialog).getByText('₹1250')).toBeInTheDocument();
    expect(within(dialog).getByText('Google Pay')).toBeInTheDocument();
    // The safe choice has the focus: Enter on a fresh dialog does not pay.
    expect(within(dialog).getByRole('button', { name: messages.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(network.callsTo('api-fund-request-add')).toHaveLength(0);
    // The form keeps what was typed, to change or send again.
    expect(amount).toHaveValue('1250');
    expect(screen.getByRole('radio', { name: 'Google Pay' })).toBeChecked();

    // Confirmed the second time: one link, this one's; a cancelled payment would have opened first.
    await user.click(screen.getByRole('button', { name: messages.addMoney }));
    const again = await screen.findByRole('dialog', { name: messages.confirmAddMoneyTitle });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(again).getByRole('button', { name: messages.confirm }));
    await vi.advanceTimersByTimeAsync(FUND_REQUEST_DELAY_MS);
    vi.useRealTimers();
    expect(opened).toHaveLength(1);
    expect(opened[0]).toContain('am=1250.00');
    await waitFor(() => expect(network.callsTo('api-fund-request-add')).toHaveLength(1));
  });

  it('opens the exact upi://pay link once confirmed, then posts the fund request 2 s later', async () => {
    const network = fakeProvider(
      walletHandlers({
        'api-fund-request-add': () => ({
          status: true,
          msg: 'Fund request submitted successfully',
        }),
      }),
    );
    const opened: string[] = [];
    vi.spyOn(window, 'open').mockImplementation((url) => {
      opened.push(String(url));
      return null;
    });
    const user = userEvent.setup();
    const amount = await openUpiPay();
    await user.type(amount, '250');
    await user.click(screen.getByRole('radio', { name: 'PhonePe' }));

    await user.click(screen.getByRole('button', { name: messages.addMoney }));
    const dialog = await screen.findByRole('dialog', { name: messages.confirmAddMoneyTitle });
    expect(within(dialog).getByText('₹250')).toBeInTheDocument();
    expect(within(dialog).getByText('PhonePe')).toBeInTheDocument();
    expect(opened).toEqual([]);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.confirm }));
    await vi.advanceTimersByTimeAsync(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opened).toEqual([
      `upi://pay?pa=test%40upi&pn=Demo%20Player&am=250.00&cu=INR&tn=Add%20Funds&tr=txn${NOW}`,
    ]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(network.callsTo('api-fund-request-add')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await waitFor(() => expect(network.callsTo('api-fund-request-add')).toHaveLength(1));
    expect(network.callsTo('api-fund-request-add')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      unique_token: 'token-1',
      request_amount: 250,
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: messages.addMoney })).toBeDisabled(),
    );
    expect(screen.getByPlaceholderText('Minimum deposit: ₹200')).toHaveValue('');
  });

  it('says so when the minimum deposit is refused, and shows no minimum it does not know', async () => {
    fakeProvider(walletHandlers({ 'api-last-fund-request-detail': () => refused('no', 403) }));
    await storeSession();
    renderRoute(paths.payViaUpi);
    expect(await screen.findByText(messages.errorFetchingMinimumDeposit)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.amount)).toHaveAttribute('placeholder', '');
  });

  it('says the provider is not answering when the minimum deposit read fails, and asks again', async () => {
    let fail = true;
    fakeProvider(
      walletHandlers({
        'api-last-fund-request-detail': () =>
          fail ? refused('down', 500) : { status: true, msg: '', min_amt: '300' },
      }),
    );
    await storeSession();
    const user = userEvent.setup();
    renderRoute(paths.payViaUpi);
    expect(await screen.findByText(messages.providerUnavailable)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: messages.tryAgain }));
    await waitFor(() =>
      expect(screen.getByLabelText(messages.amount)).toHaveAttribute(
        'placeholder',
        messages.minimumDeposit('300'),
      ),
    );
    expect(screen.queryByText(messages.providerUnavailable)).not.toBeInTheDocument();
  });
});
