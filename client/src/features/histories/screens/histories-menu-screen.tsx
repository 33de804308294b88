import { messages } from '@matka/shared/messages';
import { Link } from 'react-router';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { paths } from '@/config/paths';
import '@/features/histories/histories.css';

/** In the spec's order. */
export const HISTORY_MENU = [
  { label: 'depositHistory', to: '/AddFundHistory' },
  { label: 'walletHistory', to: paths.transactions },
  { label: 'mainBidHistory', to: paths.myBids },
  { label: 'mainWinHistory', to: paths.winHistory },
  { label: 'starlineBidHistory', to: paths.starlineBidHistory },
  { label: 'starlineWinHistory', to: paths.starlineWinHistory },
  { label: 'galiBidHistory', to: paths.galiBidHistory },
  { label: 'galiWinHistory', to: paths.galiWinHistory },
] as const;

/** /histories. */
export function HistoriesMenuScreen() {
  return (
    <Screen label={messages.histories}>
      <ScreenTitle>{messages.histories}</ScreenTitle>
      <nav aria-label={messages.histories}>
        <ul className="history-menu">
          {HISTORY_MENU.map((item) => (
            <li key={item.label}>
              <Link className="history-menu__link" to={item.to}>
                {messages[item.label]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Screen>
  );
}
