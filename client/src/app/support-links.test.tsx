import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { walletHandlers } from '@/features/wallet/test-handlers';
import { fakeProvider } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

/** Support numbers in the forms providers write them (the mock writes the first). */
const WRITTEN = [
  { mobile_no: '919876500002', mobile_1: '919876500001' },
  { mobile_no: '+91 98765 00002', mobile_1: '09876500001' },
  { mobile_no: '9876500002', mobile_1: '+91-98765-00001' },
] as const;

const CHAT = 'https://wa.me/919876500002';
const CALL = 'tel:+919876500001';

/** Every link to support, on whichever screen, is built from the same normalised number. */
describe.each(WRITTEN)(
  'support links when the provider writes $mobile_no / $mobile_1',
  (written) => {
    async function open(path: string, signedIn = true) {
      if (signedIn) await storeSession();
      fakeProvider(
        walletHandlers(
          {
            'api-get-social-data': () => ({ status: true, mobile_no: written.mobile_no }),
            'api-get-qr-pay': () => ({
              status: true,
              qrdata: [{ upi_id: 'matka.mock@upi', qr_image: '' }],
            }),
          },
          { mobile_no: written.mobile_no, mobile_1: written.mobile_1 },
        ),
      );
      renderRoute(path);
    }

    async function expectLink(name: string, href: string, scope: HTMLElement = document.body) {
      await waitFor(() =>
        expect(within(scope).getByRole('link', { name })).toHaveAttribute('href', href),
      );
    }

    it("home's Call and WhatsApp", async () => {
      await open(paths.home);
      await expectLink('Call', CALL);
      await expectLink(messages.whatsApp, CHAT);
    });

    it("footer support dialog's WhatsApp and call", async () => {
      await open(paths.home);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Support' }));
      const dialog = await screen.findByRole('dialog', { name: messages.selectSupportOption });
      await expectLink(messages.whatsappSupport, CHAT, dialog);
      await expectLink(messages.callSupport, CALL, dialog);
    });

    it.each([paths.addFunds, paths.withdraw])("%s's support box", async (path) => {
      await open(path);
      const box = await screen.findByRole('region', { name: 'Get Support' });
      await expectLink(messages.callNow, CALL, box);
      await expectLink(messages.whatsApp, CHAT, box);
    });

    it("QR PAY's Send Screenshot", async () => {
      await open(paths.qrPay);
      await expectLink(messages.sendScreenshot, CHAT);
    });

    it.each([paths.login, paths.register])("%s's Contact Support", async (path) => {
      await open(path, false);
      await expectLink('Contact Support', CHAT);
    });
  },
);

describe('support links without a readable number', () => {
  it('use the configured fallback, with the country code once', async () => {
    await storeSession();
    fakeProvider(
      walletHandlers(
        { 'api-get-social-data': () => ({ status: true, mobile_no: '555' }) },
        { mobile_no: '', mobile_1: '12345' },
      ),
    );
    renderRoute(paths.home);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute(
        'href',
        'tel:+919000000000',
      ),
    );
    expect(screen.getByRole('link', { name: messages.whatsApp })).toHaveAttribute(
      'href',
      'https://wa.me/919000000000',
    );
  });
});
