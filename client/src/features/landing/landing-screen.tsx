import { useEffect, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { loadRuntimeConfig } from '../../config/runtime-config';
import { Modal } from '../../components/ui/modal';
import { MenuIcon } from '../../components/ui/icons';
import { canInstall, promptInstall } from '../../lib/install-prompt';

/** Used until config.json names its own `appDownloadUrl`. */
export const DEFAULT_APP_DOWNLOAD_URL = 'matka.apk';

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

function useAppDownloadUrl(): string {
  const [url, setUrl] = useState(DEFAULT_APP_DOWNLOAD_URL);
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

/** Download App installs the web app when the browser offers it, else follows the app link. */
function offerInstall(event: MouseEvent<HTMLAnchorElement>): void {
  if (!canInstall()) return;
  event.preventDefault();
  void promptInstall();
}

export function Component() {
  const [menuOpen, setMenuOpen] = useState(false);
  const downloadUrl = useAppDownloadUrl();
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
          <a className="button button--primary" href={downloadUrl} download onClick={offerInstall}>
            Download App
          </a>
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
            <li>
              <a
                className="side-menu__link"
                href={downloadUrl}
                download
                onClick={(event) => {
                  offerInstall(event);
                  close();
                }}
              >
                Download App
              </a>
            </li>
            {MENU_AFTER_DOWNLOAD.map(link)}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
