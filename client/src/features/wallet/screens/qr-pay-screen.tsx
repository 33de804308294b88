import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SupportChatLink } from '@/core/components/shell/support-links';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { qrPayQueryOptions } from '@/features/wallet/api/wallet-queries';
import '@/features/wallet/wallet.css';

/** A refusal of the QR data call: the server's message, else its fixed text. */
const qrRefusal = (providerMessage: string | undefined) =>
  providerMessage ?? messages.failedToFetchUpiId;

/** QR PAY (/qrpay): the QR image, the UPI id with a copy button, 'Send Screenshot' on WhatsApp. */
export function QrPayScreen() {
  // A provider without the QR call has no QR to show: as a QR without a UPI id.
  const options = qrPayQueryOptions();
  const qr = useQuery({ ...options, select: (answer) => answer?.qrdata[0] });
  const [copied, setCopied] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const upiId = qr.data?.upi_id.trim() ?? '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(upiId);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  }

  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.qrPay}</ScreenTitle>
      <section className="card wallet-qr" aria-label={messages.scanAndPay}>
        {qr.isSuccess ? null : (
          <QueryFallback
            queryKey={options.queryKey}
            refused={qrRefusal}
            loading={<p className="muted">{messages.loading}</p>}
          />
        )}
        {qr.isSuccess && qr.data?.qr_image && !imageFailed ? (
          <img
            className="wallet-qr__image"
            src={qr.data.qr_image}
            alt={messages.upiQrCode}
            onError={() => setImageFailed(true)}
          />
        ) : null}
        {qr.isSuccess && upiId === '' ? (
          <p className="form-error" role="alert">
            {messages.upiIdNotFound}
          </p>
        ) : null}
        {upiId !== '' ? (
          <div className="wallet-qr__upi">
            <p>
              {messages.upiId} <strong>{upiId}</strong>
            </p>
            <button type="button" className="button button--outline button--small" onClick={copy}>
              {copied ? messages.copied : messages.copyUpiId}
            </button>
          </div>
        ) : null}
      </section>
      <SupportChatLink className="button button--whatsapp button--block">
        {messages.sendScreenshot}
      </SupportChatLink>
    </div>
  );
}
