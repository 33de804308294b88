import { messages } from '@matka/shared/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { walletHandlers } from '@/features/wallet/test-handlers';

async function openAddFunds(gatewayStatus: string) {
  await storeSession();
  const network = fakeProvider(
    walletHandlers({ apiGetawayStatus: () => ({ status: true, getaway_status: gatewayStatus }) }),
  );
  renderRoute(paths.addFunds);
  const options = await screen.findByRole('region', { name: 'Payment options' });
  await within(options).findAllByText(/UPI PAY|QR PAY|No payment options available/);
  return { options, network };
}

describe('add funds (/imp9)', () => {
  it.each([
    ['1', ['UPI PAY', 'QR PAY']],
    ['2', ['UPI PAY']],
    ['3', ['QR PAY']],
  ])('gateway status %s offers %j', async (status, offered) => {
    const { options } = await openAddFunds(status);
    expect(
      within(options)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(offered);
    expect(within(options).queryByText(messages.noPaymentOptions)).not.toBeInTheDocument();
  });

  it.each(['0', '9'])("gateway status %s shows 'No payment options available'", async (status) => {
    const { options } = await openAddFunds(status);
    expect(within(options).getByText(messages.noPaymentOptions)).toBeInTheDocument();
    expect(within(options).queryAllByRole('link')).toHaveLength(0);
  });

  it('shows the add-funds headline (id 2), balance, deposit history and support', async () => {
    const { network } = await openAddFunds('1');
    expect(await screen.findByRole('marquee', { name: 'Welcome to the game' })).toBeInTheDocument();
    expect(network.callsTo('api-get-headline')[0]?.body).toMatchObject({ ids: [2] });
    const balance = screen.getByRole('region', { name: 'Current Balance' });
    expect(await within(balance).findByText('10000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit History' })).toHaveAttribute(
      'href',
      paths.addFundHistory,
    );
    expect(screen.getByRole('link', { name: messages.callNow })).toHaveAttribute(
      'href',
      'tel:+919876500001',
    );
    expect(screen.getByRole('link', { name: messages.whatsApp })).toHaveAttribute(
      'href',
      'https://wa.me/919876500002',
    );
  });
});
