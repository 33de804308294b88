import { messages } from '@matka/shared/messages';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { paths } from '@/config/paths';
import { UpiNumberModal } from '@/features/wallet/components/upi-number-modal';
import { UPI_WITHDRAW_METHODS, type UpiWithdrawOption } from '@/features/wallet/payment-methods';
import '@/features/wallet/wallet.css';

// Labels are catalogue keys, read at render time (the language may change).
const TILES = [
  { label: 'addFund', to: paths.addFunds },
  { label: 'addFundHistory', to: paths.addFundHistory },
  { label: 'withdrawFund', to: paths.withdraw },
  { label: 'withdrawFundHistory', to: paths.withdrawHistory },
  { label: 'walletHistory', to: paths.transactions },
  { label: 'transferPoints', to: paths.transfer },
] as const;

/**
 * Wallet Management (/imp7, also /wallet and /imp8; /mymodel opens with the methods expanded):
 * the wallet tiles and the expandable UPI Withdraw Methods.
 */
export function WalletManagementScreen() {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(pathname.toLowerCase() === paths.myModel);
  const [option, setOption] = useState<UpiWithdrawOption>();
  const methodsId = useId();

  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.walletManagement}</ScreenTitle>
      <nav aria-label={messages.wallet}>
        <ul className="wallet-tiles">
          {TILES.map((tile) => (
            <li key={tile.label}>
              <Link className="tile" to={tile.to}>
                {messages[tile.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card wallet-methods">
        <h2 className="wallet-methods__heading">
          <button
            type="button"
            className="wallet-methods__toggle"
            aria-expanded={expanded}
            aria-controls={methodsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {messages.upiWithdrawMethods}
            <span aria-hidden="true">{expanded ? '−' : '+'}</span>
          </button>
        </h2>
        <ul id={methodsId} className="wallet-methods__list" hidden={!expanded}>
          {UPI_WITHDRAW_METHODS.map((method) => (
            <li key={method.option}>
              <button
                type="button"
                className="button button--outline button--block"
                onClick={() => setOption(method.option)}
              >
                {method.option}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <UpiNumberModal option={option} onClose={() => setOption(undefined)} />
    </div>
  );
}
