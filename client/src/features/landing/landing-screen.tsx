import { messages, type TextKey } from '@matka/shared/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { Modal } from '@/components/ui/modal';
import { MenuIcon } from '@/components/ui/icons';
import { LanguageChoice } from '@/components/ui/language-choice';
import { promptInstall, useCanInstall } from '@/lib/install-prompt';

interface LandingItem {
  /** The catalogue key of the item's text, read at render time (the language may change). */
  readonly label: TextKey;
  readonly to: string;
}

/** Everything leads to /login except How To Play. */
const MENU_BEFORE_DOWNLOAD: readonly LandingItem[] = [
  { label: 'home', to: paths.login },
  { label: 'addFunds', to: paths.login },
  { label: 'wallet', to: paths.login },
  { label: 'winHistory', to: paths.login },
  { label: 'bidHistory', to: paths.login },
  { label: 'howToPlay', to: paths.howToPlay },
  { label: 'gameRates', to: paths.login },
  { label: 'changePassword', to: paths.login },
];
const MENU_AFTER_DOWNLOAD: readonly LandingItem[] = [
  { label: 'myProfile', to: paths.login },
  { label: 'login', to: paths.login },
];
const TILES = ['landingAddFund', 'withdraw', 'galiDisawar', 'starline'] as const;

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
 * Download App installs the web app when the browser offers it, else follows
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
        {messages.downloadApp}
      </button>
    );
  return (
    <a className={className} href={offer.url} download onClick={onDone}>
      {messages.downloadApp}
    </a>
  );
}

export function LandingScreen() {
  const [menuOpen, setMenuOpen] = useState(false);
  const download = useDownloadOffer();
  const close = () => setMenuOpen(false);
  const link = (item: LandingItem) => (
    <li key={item.label}>
      <Link className="side-menu__link" to={item.to} onClick={close}>
        {messages[item.label]}
      </Link>
    </li>
  );
  return (
    <>
      <header className="top-bar">
        <button
          type="button"
          className="icon-button"
          aria-label={messages.openMenu}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
        <div className="top-bar__title">
          <span className="top-bar__title-text">{messages.appName}</span>
        </div>
        <Link className="button button--light button--small" to={paths.login}>
          {messages.login}
        </Link>
      </header>
      <main className="layout landing" id="main">
        <div className="marquee" role="marquee" aria-label={messages.landingMarquee}>
          <span className="marquee__text" aria-hidden="true">
            {messages.landingMarquee}
          </span>
        </div>
        <section className="landing__hero">
          <h1>{messages.landingHeading}</h1>
          <p>{messages.landingIntro}</p>
          <LanguageChoice className="landing__languages" />
          {download ? <DownloadApp offer={download} className="button button--primary" /> : null}
        </section>
        <nav className="tiles" aria-label={messages.quickActions}>
          {TILES.map((tile) => (
            <Link key={tile} className="tile" to={paths.login}>
              {messages[tile]}
            </Link>
          ))}
        </nav>
        <p className="landing__actions">
          <Link className="button button--primary" to={paths.login}>
            {messages.login}
          </Link>
          <Link className="button button--outline" to={paths.register}>
            {messages.register}
          </Link>
        </p>
      </main>
      <Modal open={menuOpen} onClose={close} title={messages.menu} className="side-menu">
        <LanguageChoice />
        <nav aria-label={messages.mainMenu}>
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
