import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { loadRuntimeConfig } from '../../config/runtime-config';
import { Modal } from '../../components/ui/modal';
import { MenuIcon } from '../../components/ui/icons';
import { promptInstall, useCanInstall } from '../../lib/install-prompt';

export const LANDING_MARQUEE =
  'Download our Android app for fast deposit and fast withdraw, 24x7 support.';

interface LandingItem {
  readonly label: string;
  readonly to: string;
}

/** Spec section 2 "Logged-out landing": everything leads to /login except How To Play. */
const MENU_BEFORE_DOWNLOAD: readonly LandingItem[] = [
  { label: 'Home', to: paths.login },
  { label: 'Add Funds', to: paths.login },
  { label: 'Wallet', to: paths.login },
  { label: 'Win History', to: paths.login },
  { label: 'Bid History', to: paths.login },
  { label: 'How To Play', to: paths.howToPlay },
  { label: 'Game Rates', to: paths.login },
  { label: 'Change Password', to: paths.login },
];
const MENU_AFTER_DOWNLOAD: readonly LandingItem[] = [
  { label: 'My Profile', to: paths.login },
  { label: 'Login', to: paths.login },
];
const TILES = ['AddFund', 'Withdraw', 'Gali Disawar', 'Starline'] as const;

/** config.json's `appDownloadUrl`; undefined until it is loaded, and when it names none. */
function useAppDownloadUrl(): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then(
      (config) => {
        if (active && config.appDownloadUrl) setUrl(config.appDownloadUrl);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  return url;
}

/** What Download App does: the browser's install offer, or config.json's app link. */
type DownloadOffer = { readonly install: true } | { readonly install: false; readonly url: string };

/**
 * Download App (spec section 2) installs the web app when the browser offers it, else follows
 * config.json's app link. With neither there is nothing to download and no link: a made-up address
 * would save the app's own HTML page as the "app".
 */
function useDownloadOffer(): DownloadOffer | undefined {
  const url = useAppDownloadUrl();
  const installable = useCanInstall();
  if (installable) return { install: true };
  return url === undefined ? undefined : { install: false, url };
}

function DownloadApp({
  offer,
  className,
  onDone,
}: {
  readonly offer: DownloadOffer;
  readonly className: string;
  readonly onDone?: () => void;
}) {
  if (offer.install)
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          void promptInstall();
          onDone?.();
        }}
      >
        Download App
      </button>
    );
  return (
    <a className={className} href={offer.url} download onClick={onDone}>
      Download App
    </a>
  );
}

export function Component() {
  const [menuOpen, setMenuOpen] = useState(false);
  const download = useDownloadOffer();
  const close = () => setMenuOpen(false);
  const link = (item: LandingItem) => (
    <li key={item.label}>
      <Link className="side-menu__link" to={item.to} onClick={close}>
        {item.label}
      </Link>
    </li>
  );
  return (
    <>
      <header className="top-bar">
        <button
          type="button"
          className="icon-button"
          aria-label="Open menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <div className="top-bar__title">
          <span className="top-bar__title-text">Matka</span>
        </div>
        <Link className="button button--light button--small" to={paths.login}>
          Login
        </Link>
      </header>
      <main className="layout landing" id="main">
        <div className="marquee" role="marquee" aria-label={LANDING_MARQUEE}>
          <span className="marquee__text" aria-hidden="true">
            {LANDING_MARQUEE}
          </span>
        </div>
        <section className="landing__hero">
          <h1>Play Matka, Starline and Gali Disawar</h1>
          <p>Live markets, results and charts. Sign in to play.</p>
          {download ? <DownloadApp offer={download} className="button button--primary" /> : null}
        </section>
        <nav className="tiles" aria-label="Quick actions">
          {TILES.map((tile) => (
            <Link key={tile} className="tile" to={paths.login}>
              {tile}
            </Link>
          ))}
        </nav>
        <p className="landing__actions">
          <Link className="button button--primary" to={paths.login}>
            Login
          </Link>
          <Link className="button button--outline" to={paths.register}>
            Register
          </Link>
        </p>
      </main>
      <Modal open={menuOpen} onClose={close} title="Menu" className="side-menu">
        <nav aria-label="Main menu">
          <ul className="side-menu__list">
            {MENU_BEFORE_DOWNLOAD.map(link)}
            {download ? (
              <li>
                <DownloadApp offer={download} className="side-menu__link" onDone={close} />
              </li>
            ) : null}
            {MENU_AFTER_DOWNLOAD.map(link)}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
