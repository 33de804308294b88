import { messages, type TextKey } from '@matka/shared/messages';
import { useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useBetting } from '@/core/lib/queries';
import { hasCredentials, signOut, useSession } from '@/lib/session';
import { Modal } from '@/components/ui/modal';
import { LanguageChoice } from '@/components/ui/language-choice';
import { QueryFallback } from '@/core/components/ui/query-failure';

export function displayUsername(username: string): string {
  return username.length > 10 ? `${username.slice(0, 10)}...` : username;
}

interface MenuItem {
  /** Read at render time: the language may change. */
  readonly label: TextKey;
  readonly to: string;
  readonly bettingOnly: boolean;
}

/** The spec's order, plus items it lacks for betting players (docs/decisions/005). */
const SIDE_MENU_ITEMS: readonly MenuItem[] = [
  { label: 'home', to: paths.home, bettingOnly: false },
  { label: 'profile', to: paths.profile, bettingOnly: true },
  { label: 'addFunds', to: paths.addFunds, bettingOnly: true },
  { label: 'wallet', to: paths.wallet, bettingOnly: true },
  { label: 'transferPoints', to: paths.transfer, bettingOnly: true },
  { label: 'winHistory', to: paths.winHistory, bettingOnly: true },
  { label: 'bidHistory', to: paths.myBids, bettingOnly: true },
  { label: 'histories', to: paths.histories, bettingOnly: true },
  { label: 'howToPlay', to: paths.howToPlay, bettingOnly: true },
  { label: 'gameRates', to: paths.gameRates, bettingOnly: true },
  { label: 'marketCharts', to: paths.charts, bettingOnly: false },
  { label: 'changePassword', to: paths.changePassword, bettingOnly: false },
  { label: 'privacyPolicy', to: paths.privacyPolicy, bettingOnly: false },
  { label: 'aboutUs', to: paths.about, bettingOnly: true },
  { label: 'deleteAccount', to: paths.deleteAccount, bettingOnly: true },
];

/** Mounted while closed too: it forces a logout when the stored username or token is missing. */
export function SideMenu({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const session = useSession();
  const { status, queryKey } = useBetting();
  const betting = status === 'betting';
  const navigate = useNavigate();
  const signedIn = hasCredentials(session);

  useEffect(() => {
    if (signedIn) return;
    signOut();
    void navigate(paths.login, { replace: true });
  }, [signedIn, navigate]);

  if (!session) return null;
  const items = SIDE_MENU_ITEMS.filter((item) => !item.bettingOnly || betting);
  return (
    <Modal open={open} onClose={onClose} title={messages.menu} className="side-menu" hideTitle>
      <div className="side-menu__user">
        <p className="side-menu__name">{displayUsername(session.username)}</p>
        <p className="side-menu__mobile">{session.mobile}</p>
      </div>
      <LanguageChoice />
      {status === undefined ? (
        // Unknown is not betting, but neither is it a charts-only account: say why items are missing.
        <div className="side-menu__pending">
          <p className="side-menu__pending-text">{messages.accountNotLoaded}</p>
          <QueryFallback
            queryKey={queryKey}
            loading={
              <p className="muted" role="status">
                {messages.loading}
              </p>
            }
          />
        </div>
      ) : null}
      <nav aria-label={messages.mainMenu}>
        <ul className="side-menu__list">
          {items.map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} className="side-menu__link" onClick={onClose} end>
                {messages[item.label]}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="side-menu__link side-menu__logout"
              onClick={() => {
                onClose();
                signOut();
                void navigate(paths.login, { replace: true });
              }}
            >
              {messages.logout}
            </button>
          </li>
        </ul>
      </nav>
    </Modal>
  );
}
