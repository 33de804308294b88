import { Link } from 'react-router';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { paths } from '../../../config/paths';
import '../histories.css';

/** The /histories menu's eight entries, in the spec's order (spec section 2 "Histories"). */
export const HISTORY_MENU = [
  { label: 'Deposit History', to: '/AddFundHistory' },
  { label: 'Wallet History', to: paths.transactions },
  { label: 'Main Bid-History', to: paths.myBids },
  { label: 'Main Win-History', to: paths.winHistory },
  { label: 'Starline Bid-History', to: paths.starlineBidHistory },
  { label: 'Starline Win-History', to: paths.starlineWinHistory },
  { label: 'Gali Bid-History', to: paths.galiBidHistory },
  { label: 'Gali Win-History', to: paths.galiWinHistory },
] as const;

/** /histories. */
export function Component() {
  return (
    <Screen label="Histories">
      <ScreenTitle>Histories</ScreenTitle>
      <nav aria-label="Histories">
        <ul className="history-menu">
          {HISTORY_MENU.map((item) => (
            <li key={item.label}>
              <Link className="history-menu__link" to={item.to}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Screen>
  );
}
