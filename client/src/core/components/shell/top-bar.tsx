import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBetting, useWalletMinor } from '@/core/lib/queries';
import { BackIcon, MenuIcon, WalletIcon } from '@/components/ui/icons';
import { useRouteHidesWallet, useRouteTitle } from '@/lib/use-route-title';

export interface TopBarProps {
  /** Shows the menu button (footer layout). */
  readonly onOpenMenu?: () => void;
  /** Shows the back button. */
  readonly showBack?: boolean;
}

/**
 * How far a title overflows its room, in px (0 when it fits), kept up to date as the bar resizes
 * (the wallet badge arriving, a rotation). The title scrolls only when this is above 0.
 */
function useTitleOverflow(title: string) {
  const box = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [overflow, setOverflow] = useState(0);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = text.current;
    if (!outer || !inner) return;
    const measure = () =>
      setOverflow(Math.max(0, Math.ceil(inner.scrollWidth - outer.clientWidth)));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call comes once layout is done: measuring here would force a layout
    // in the middle of the first render, the longest task of a cold start.
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [title]);
  return { box, text, overflow };
}

/** Back button, scrolling title, wallet amount only for a betting player. */
export function TopBar({ onOpenMenu, showBack = true }: TopBarProps) {
  const navigate = useNavigate();
  const title = useRouteTitle();
  const betting = useBetting().status === 'betting';
  const hideWallet = useRouteHidesWallet();
  const { box, text, overflow } = useTitleOverflow(title);
  return (
    <header className="top-bar">
      {onOpenMenu ? (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.openMenu}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
      ) : null}
      {showBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={messages.back}
          onClick={() => {
            void navigate(-1);
          }}
        >
          <BackIcon />
        </button>
      ) : null}
      <div
        ref={box}
        className={`top-bar__title${overflow > 0 ? ' top-bar__title--scrolling' : ''}`}
        style={{ '--title-overflow': `${overflow}px` } as CSSProperties}
        aria-live="off"
      >
        <span ref={text} className="top-bar__title-text">
          {title}
        </span>
      </div>
      {betting && !hideWallet ? <WalletBadge /> : null}
    </header>
  );
}

function WalletBadge() {
  const walletMinor = useWalletMinor();
  const points = walletMinor === undefined ? '…' : formatPoints(walletMinor);
  return (
    <Link className="wallet-badge" to={paths.wallet} aria-label={messages.walletPoints(points)}>
      <WalletIcon size={20} />
      <span>{points}</span>
    </Link>
  );
}
