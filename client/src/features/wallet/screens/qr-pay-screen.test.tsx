import { messages } from '@matka/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { fakeProvider, refused } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';
import { walletHandlers } from '@/features/wallet/test-handlers';

describe('QR PAY (/qrpay)', () => {
  it('shows the QR image, copies the UPI id and links the screenshot to WhatsApp', async () => {
    await storeSession();
    fakeProvider(
      walletHandlers({
        'api-get-qr-pay': () => ({
          status: true,
          qrdata: [{ upi_id: 'matka.mock@upi', qr_image: 'http://provider.test/mock/qr.png' }],
        }),
      }),
    );
    const user = userEvent.setup();
    renderRoute(paths.qrPay);
    expect(await screen.findByRole('img', { name: 'UPI payment QR code' })).toHaveAttribute(
      'src',
      'http://provider.test/mock/qr.png',
    );
    await user.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect(await navigator.clipboard.readText()).toBe('matka.mock@upi');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.sendScreenshot })).toHaveAttribute(
      'href',
      'https://wa.me/919876500002',
    );
  });

  it("shows the server's message when the QR call is refused", async () => {
    await storeSession();
    fakeProvider(walletHandlers({ 'api-get-qr-pay': () => refused('QR not configured') }));
    renderRoute(paths.qrPay);
    expect(await screen.findByText('QR not configured')).toBeInTheDocument();
  });
});
