import { formatPoints } from '@matka/shared/rules';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useBettingStatus, useWalletMinor } from '../../lib/queries';
import { BackIcon, MenuIcon, WalletIcon } from '../ui/icons';
import { useRouteTitle } from '../ui/use-route-title';

export interface TopBarProps {
  /** Shows the menu button (footer layout). */
  readonly onOpenMenu?: () => void;
  /** Shows the back button. */
  readonly showBack?: boolean;
}

/** Back button, scrolling title, wallet amount only with betting_status '1' (spec section 2). */
export function TopBar({ onOpenMenu, showBack = true }: TopBarProps) {
  const navigate = useNavigate();
  const title = useRouteTitle();
  const betting = useBettingStatus();
  return (
    <header className="top-bar">
      {onOpenMenu ? (
        <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu}>
          <MenuIcon />
        </button>
      ) : null}
      {showBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label="Back"
          onClick={() => {
            void navigate(-1);
          }}
        >
          <BackIcon />
        </button>
      ) : null}
      <div className="top-bar__title" aria-live="off">
        <span className="top-bar__title-text">{title}</span>
      </div>
      {betting === '1' ? <WalletBadge /> : null}
    </header>
  );
}

function WalletBadge() {
  const walletMinor = useWalletMinor();
  const points = walletMinor === undefined ? '…' : formatPoints(walletMinor);
  return (
    <Link className="wallet-badge" to={paths.wallet} aria-label={`Wallet: ${points} points`}>
      <WalletIcon size={20} />
      <span>{points}</span>
    </Link>
  );
}
