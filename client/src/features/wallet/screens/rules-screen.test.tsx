import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { walletHandlers } from '@/features/wallet/test-handlers';

const rules = () => ({
  status: true,
  content: [
    {
      withdrawal_rule: 'Withdraw between the timings.\r\n<b>Minimum</b> 500 points.\n\n',
      deposit_rule: 'Minimum deposit is 100 points.\nSend the screenshot.',
    },
  ],
});

describe('rules pages', () => {
  it('shows the withdraw rule one line per paragraph, as text (never HTML)', async () => {
    await storeSession();
    fakeProvider(walletHandlers({ 'api-money-deposit-withdrawal-rule': rules }));
    const { container } = renderRoute(paths.withdrawRule);
    expect(await screen.findByText('Withdraw between the timings.')).toBeInTheDocument();
    expect(screen.getByText('<b>Minimum</b> 500 points.')).toBeInTheDocument();
    expect(container.querySelector('.rules-text b')).toBeNull();
    expect(container.querySelectorAll('.rules-text p')).toHaveLength(2);
  });

  it('shows the deposit rule', async () => {
    await storeSession();
    fakeProvider(walletHandlers({ 'api-money-deposit-withdrawal-rule': rules }));
    renderRoute(paths.depositRule);
    expect(await screen.findByText('Minimum deposit is 100 points.')).toBeInTheDocument();
    expect(screen.getByText('Send the screenshot.')).toBeInTheDocument();
  });
});
