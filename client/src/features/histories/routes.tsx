import { paths } from '@/config/paths';
import { appRoute, type AppRoute } from '@/config/route-handle';

const mainBids = () =>
  import('./screens/main-bid-history-screen').then((m) => m.MainBidHistoryScreen);
const mainWins = () =>
  import('./screens/main-win-history-screen').then((m) => m.MainWinHistoryScreen);
const withdrawHistory = () =>
  import('./screens/withdraw-history-screen').then((m) => m.WithdrawHistoryScreen);

/**
 * Histories routes. /bid, /win and /windata (footer layout, not described by the
 * spec) and /withdrawfundhistory are aliases of the main bid and win histories and the withdraw
 * history: nothing links to them (docs/decisions/005).
 */
export const historiesRoutes: AppRoute[] = [
  appRoute(paths.myBids, 'bidHistory', 'fullPage', mainBids),
  appRoute(paths.winHistory, 'winHistory', 'fullPage', mainWins),
  appRoute(paths.galiWinHistory, 'galiWinHistoryTitle', 'fullPage', () =>
    import('./screens/gali-win-history-screen').then((m) => m.GaliWinHistoryScreen),
  ),
  appRoute(paths.galiBidHistory, 'galiBidHistoryTitle', 'fullPage', () =>
    import('./screens/gali-bid-history-screen').then((m) => m.GaliBidHistoryScreen),
  ),
  appRoute(paths.starlineBidHistory, 'starlineBidHistoryTitle', 'fullPage', () =>
    import('./screens/starline-bid-history-screen').then((m) => m.StarlineBidHistoryScreen),
  ),
  appRoute(paths.starlineWinHistory, 'starlineWinHistoryTitle', 'fullPage', () =>
    import('./screens/starline-win-history-screen').then((m) => m.StarlineWinHistoryScreen),
  ),
  appRoute(paths.transactions, 'passbook', 'fullPage', () =>
    import('./screens/passbook-screen').then((m) => m.PassbookScreen),
  ),
  appRoute(paths.withdrawHistory, 'withdrawHistory', 'fullPage', withdrawHistory),
  appRoute(paths.withdrawFundHistory, 'withdrawHistory', 'fullPage', withdrawHistory, {
    aliasOf: paths.withdrawHistory,
  }),
  appRoute(paths.addFundHistory, 'depositHistory', 'fullPage', () =>
    import('./screens/fund-history-screen').then((m) => m.FundHistoryScreen),
  ),
  appRoute(paths.win, 'winHistory', 'footer', mainWins, { aliasOf: paths.winHistory }),
  appRoute(paths.winData, 'winHistory', 'footer', mainWins, { aliasOf: paths.winHistory }),
  appRoute(paths.bid, 'bidHistory', 'footer', mainBids, { aliasOf: paths.myBids }),
  appRoute(paths.histories, 'histories', 'footer', () =>
    import('./screens/histories-menu-screen').then((m) => m.HistoriesMenuScreen),
  ),
];
