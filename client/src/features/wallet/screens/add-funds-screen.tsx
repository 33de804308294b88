import { GATEWAY_STATUS, HEADLINE_IDS } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { paths } from '@/config/paths';
import { gatewayStatusQueryOptions } from '@/features/wallet/api/wallet-queries';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { HeadlineBanner } from '@/core/components/headline-banner';
import { SupportBox } from '@/features/wallet/components/support-box';
import '@/features/wallet/wallet.css';

/**
 * Without the gateway status, UPI PAY only: QR PAY needs the QR call, which such providers lack
 * too (docs/decisions/009).
 */
function PaymentOptions() {
  const options = gatewayStatusQueryOptions();
  const gateway = useQuery({
    ...options,
    select: (answer) => (answer === null ? GATEWAY_STATUS.upiOnly : answer.getaway_status),
  });
  const status = gateway.data;
  if (status === undefined)
    return (
      <QueryFallback
        queryKey={options.queryKey}
        loading={<p className="muted">{messages.loadingPaymentOptions}</p>}
      />
    );
  const upi = status === GATEWAY_STATUS.both || status === GATEWAY_STATUS.upiOnly;
  const qr = status === GATEWAY_STATUS.both || status === GATEWAY_STATUS.qrOnly;
  if (!upi && !qr) return <p className="wallet-empty">{messages.noPaymentOptions}</p>;
  return (
    <div className="wallet-pay-options">
      {upi ? (
        <Link className="button button--primary" to={paths.payViaUpi}>
          {messages.upiPay}
        </Link>
      ) : null}
      {qr ? (
        <Link className="button button--primary" to={paths.qrPay}>
          {messages.qrPay}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * Add Funds (/imp9, also /addfund): headline [2], balance, payment options, history, the deposit
 * rule, support.
 */
export function AddFundsScreen() {
  return (
    <div className="wallet-screen">
      <HeadlineBanner id={HEADLINE_IDS.addFunds} />
      <ScreenTitle>{messages.addFunds}</ScreenTitle>
      <BalanceCard />
      <section className="card" aria-label={messages.paymentOptionsRegion}>
        <h2 className="wallet-section-title">{messages.paymentOptions}</h2>
        <PaymentOptions />
      </section>
      <Link className="button button--outline button--block" to={paths.addFundHistory}>
        {messages.depositHistory}
      </Link>
      <Link className="button button--outline button--block" to={paths.depositRule}>
        {messages.depositRules}
      </Link>
      <SupportBox />
    </div>
  );
}
