import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { findToast, walletHandlers } from '@/features/wallet/test-handlers';

async function openTransfer() {
  await storeSession();
  renderRoute(paths.transfer);
  await screen.findByRole('form', { name: 'Transfer Points' });
  await balanceShows('10000');
}

async function balanceShows(points: string) {
  const card = await screen.findByRole('region', { name: 'Current Balance' });
  await waitFor(() => expect(within(card).getByText(points)).toBeInTheDocument());
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone: string, points: string) {
  const phoneField = screen.getByLabelText('Phone Number');
  const pointsField = screen.getByLabelText('Points');
  await user.clear(phoneField);
  if (phone) await user.type(phoneField, phone);
  await user.clear(pointsField);
  if (points) await user.type(pointsField, points);
  await user.click(screen.getByRole('button', { name: 'Transfer' }));
}

describe('transfer points (/transfer)', () => {
  it('checks phone, own number, points, minimum and balance in the spec order', async () => {
    const network = fakeProvider(walletHandlers());
    const user = userEvent.setup();
    await openTransfer();

    await fill(user, '', '');
    await findToast(messages.phoneRequired);
    await fill(user, '12345', '');
    await findToast(messages.transferPhoneNotValid);
    await fill(user, '9876543210', '500');
    await findToast(messages.transferOwnNumber);
    await fill(user, '9123456780', '');
    await findToast(messages.pointsRequired);
    await fill(user, '9123456780', '99');
    await findToast(messages.transferMinimum);
    await fill(user, '9123456780', '10001');
    await findToast(messages.notEnoughPoints);
    expect(network.callsTo('api-check-user-for-transfer-amt')).toHaveLength(0);
  });

  it("shows 'Username or password incorrect' when the receiver check fails", async () => {
    fakeProvider(
      walletHandlers({ 'api-check-user-for-transfer-amt': () => refused('User not found') }),
    );
    const user = userEvent.setup();
    await openTransfer();
    await fill(user, '9123456780', '100');
    await findToast(messages.receiverCheckFailed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the receiver in a confirmation and transfers exactly 100 points with an empty note', async () => {
    let balance = '10000';
    const network = fakeProvider(
      walletHandlers({
        'api-check-user-for-transfer-amt': () => ({
          status: true,
          msg: '',
          user_name: 'Chart Viewer',
        }),
        'api-user-transfer-wallet-balance': () => {
          balance = '9900';
          return { status: true, msg: 'Points transferred successfully' };
        },
        'api-user-wallet-balance': () => ({ status: true, msg: '', wallet_amt: balance }),
      }),
    );
    const user = userEvent.setup();
    await openTransfer();
    await fill(user, '9123456780', '100');

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Transfer' });
    expect(within(dialog).getByText('Chart Viewer')).toBeInTheDocument();
    expect(within(dialog).getByText('+91 9123456780')).toBeInTheDocument();
    expect(network.callsTo('api-user-transfer-wallet-balance')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await findToast('Points transferred successfully');
    expect(network.callsTo('api-user-transfer-wallet-balance')[0]?.body).toEqual({
      env_type: 'Prod',
      app_key: 'test-app-key',
      unique_token: 'token-1',
      amount: 100,
      mobile_no: '9123456780',
      transfer_note: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await balanceShows('9900');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const network = fakeProvider(
      walletHandlers({
        'api-check-user-for-transfer-amt': () => ({
          status: true,
          msg: '',
          user_name: 'Chart Viewer',
        }),
      }),
    );
    const user = userEvent.setup();
    await openTransfer();
    await fill(user, '9123456780', '150');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Transfer' });
    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Chart Viewer')).toBeInTheDocument();
    expect(network.callsTo('api-user-transfer-wallet-balance')).toHaveLength(0);
  });
});
