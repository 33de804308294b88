import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Histories routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const historiesRoutes: AppRoute[] = [
  appRoute(paths.myBids, 'Bid History', 'fullPage', placeholder),
  appRoute(paths.winHistory, 'Win History', 'fullPage', placeholder),
  appRoute(paths.galiWinHistory, 'Gali Win History', 'fullPage', placeholder),
  appRoute(paths.galiBidHistory, 'Gali Bid History', 'fullPage', placeholder),
  appRoute(paths.starlineBidHistory, 'Starline Bid History', 'fullPage', placeholder),
  appRoute(paths.starlineWinHistory, 'Starline Win History', 'fullPage', placeholder),
  appRoute(paths.transactions, 'Passbook', 'fullPage', placeholder),
  appRoute(paths.withdrawHistory, 'Withdraw History', 'fullPage', placeholder),
  appRoute(paths.withdrawFundHistory, 'Withdraw History', 'fullPage', placeholder),
  appRoute(paths.addFundHistory, 'Deposit History', 'fullPage', placeholder),
  appRoute(paths.win, 'Win History', 'footer', placeholder),
  appRoute(paths.winData, 'Win History', 'footer', placeholder),
  appRoute(paths.bid, 'Bid History', 'footer', placeholder),
  appRoute(paths.histories, 'Histories', 'footer', placeholder),
];
