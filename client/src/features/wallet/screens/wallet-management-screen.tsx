import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import { UpiNumberModal } from '../components/upi-number-modal';
import { UPI_WITHDRAW_METHODS, type UpiWithdrawOption } from '../payment-methods';
import '../wallet.css';

const TILES = [
  { label: 'Add Fund', to: paths.addFunds },
  { label: 'Add Fund History', to: paths.addFundHistory },
  { label: 'Withdraw Fund', to: paths.withdraw },
  { label: 'Withdraw Fund History', to: paths.withdrawHistory },
  { label: 'Wallet History', to: paths.transactions },
  { label: 'Transfer Points', to: paths.transfer },
] as const;

/**
 * Wallet Management (/imp7, also /wallet and /imp8; /mymodel opens with the methods expanded):
 * the wallet tiles and the expandable UPI Withdraw Methods (spec section 2).
 */
export function Component() {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(pathname.toLowerCase() === paths.myModel);
  const [option, setOption] = useState<UpiWithdrawOption>();
  const methodsId = useId();

  return (
    <div className="wallet-screen">
      <ScreenTitle>Wallet Management</ScreenTitle>
      <nav aria-label="Wallet">
        <ul className="wallet-tiles">
          {TILES.map((tile) => (
            <li key={tile.label}>
              <Link className="tile" to={tile.to}>
                {tile.label}
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
            UPI Withdraw Methods
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
