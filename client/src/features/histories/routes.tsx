import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const mainBids = () => import('./screens/main-bid-history-screen');
const mainWins = () => import('./screens/main-win-history-screen');
const withdrawHistory = () => import('./screens/withdraw-history-screen');

/**
 * Histories routes (spec section 2). /bid, /win and /windata (footer layout, not described by the
 * spec) and /withdrawfundhistory are aliases of the main bid and win histories and the withdraw
 * history: nothing links to them (docs/decisions/005).
 */
export const historiesRoutes: AppRoute[] = [
  appRoute(paths.myBids, 'Bid History', 'fullPage', mainBids),
  appRoute(paths.winHistory, 'Win History', 'fullPage', mainWins),
  appRoute(
    paths.galiWinHistory,
    'Gali Win History',
    'fullPage',
    () => import('./screens/gali-win-history-screen'),
  ),
  appRoute(
    paths.galiBidHistory,
    'Gali Bid History',
    'fullPage',
    () => import('./screens/gali-bid-history-screen'),
  ),
  appRoute(
    paths.starlineBidHistory,
    'Starline Bid History',
    'fullPage',
    () => import('./screens/starline-bid-history-screen'),
  ),
  appRoute(
    paths.starlineWinHistory,
    'Starline Win History',
    'fullPage',
    () => import('./screens/starline-win-history-screen'),
  ),
  appRoute(paths.transactions, 'Passbook', 'fullPage', () => import('./screens/passbook-screen')),
  appRoute(paths.withdrawHistory, 'Withdraw History', 'fullPage', withdrawHistory),
  appRoute(paths.withdrawFundHistory, 'Withdraw History', 'fullPage', withdrawHistory, {
    aliasOf: paths.withdrawHistory,
  }),
  appRoute(
    paths.addFundHistory,
    'Deposit History',
    'fullPage',
    () => import('./screens/fund-history-screen'),
  ),
  appRoute(paths.win, 'Win History', 'footer', mainWins, { aliasOf: paths.winHistory }),
  appRoute(paths.winData, 'Win History', 'footer', mainWins, { aliasOf: paths.winHistory }),
  appRoute(paths.bid, 'Bid History', 'footer', mainBids, { aliasOf: paths.myBids }),
  appRoute(paths.histories, 'Histories', 'footer', () => import('./screens/histories-menu-screen')),
];
