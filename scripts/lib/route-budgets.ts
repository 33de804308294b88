import { paths } from '../../client/src/config/paths';

/**
 * Each route's initial JavaScript budget, in KB of gzip (level 9): what a cold load of the route
 * fetches before its first render (scripts/lib/bundle-sizes.ts `routeRows`). Players open any
 * screen cold from a shared link or a home-screen icon on cheap phones (docs/performance.md), so
 * every route of the route table has a row here, and `npm run budget` fails for a route missing
 * from it. The landing (`/`, not a route of the table) has its own budget in bundle-sizes.ts.
 *
 * Most of it is shared: the entry (React DOM, the router, the route tables) and the signed-in core
 * (TanStack Query, the provider client, the shell); a screen adds a few KB. The budgets keep about
 * 5 KB of room above the React build's sizes (docs/performance.md).
 */
/** The signed-in home: its screen, the slider and the query-cache fill of its early requests. */
const HOME = 142;
/** A bid screen: the bid-entry kit (cart, pana lists, the submit sheet). */
const BID_ENTRY = 146;
/** Any other screen: a form, a list or a page of text. */
const SCREEN = 143;

export const ROUTE_BUDGETS_KB: Readonly<Record<string, number>> = {
  [paths.register]: SCREEN,
  [paths.login]: SCREEN,
  [paths.forgotPassword]: SCREEN,
  [paths.otpRegister]: SCREEN,
  [paths.otpForgotPassword]: SCREEN,
  [paths.otpWithdraw]: SCREEN,
  [paths.resetPassword]: SCREEN,
  [paths.game]: SCREEN,
  [paths.single]: BID_ENTRY,
  [paths.jodi]: BID_ENTRY,
  [paths.singlePana]: BID_ENTRY,
  [paths.doublePana]: BID_ENTRY,
  [paths.triplePana]: BID_ENTRY,
  [paths.halfSangam]: BID_ENTRY,
  [paths.fullSangam]: BID_ENTRY,
  [paths.spDpTp]: BID_ENTRY,
  [paths.spMotor]: BID_ENTRY,
  [paths.dpMotor]: BID_ENTRY,
  [paths.galiAllGame]: SCREEN,
  [paths.galiCharts]: SCREEN,
  [paths.leftDigit]: BID_ENTRY,
  [paths.rightDigit]: BID_ENTRY,
  [paths.jodiDigit]: BID_ENTRY,
  [paths.starlineCharts]: SCREEN,
  [paths.starGame]: SCREEN,
  [paths.starSingle]: BID_ENTRY,
  [paths.starSinglePana]: BID_ENTRY,
  [paths.starDoublePana]: BID_ENTRY,
  [paths.starTriplePana]: BID_ENTRY,
  [paths.addFunds]: SCREEN,
  [paths.wallet]: SCREEN,
  [paths.withdraw]: SCREEN,
  [paths.qrPay]: SCREEN,
  [paths.payViaUpi]: SCREEN,
  [paths.withdrawRule]: SCREEN,
  [paths.depositRule]: SCREEN,
  [paths.charts]: SCREEN,
  [paths.gameRates]: SCREEN,
  [paths.howToPlay]: SCREEN,
  [paths.myBids]: SCREEN,
  [paths.winHistory]: SCREEN,
  [paths.galiWinHistory]: SCREEN,
  [paths.galiBidHistory]: SCREEN,
  [paths.starlineBidHistory]: SCREEN,
  [paths.starlineWinHistory]: SCREEN,
  [paths.transactions]: SCREEN,
  [paths.withdrawHistory]: SCREEN,
  [paths.withdrawFundHistory]: SCREEN,
  [paths.addFundHistory]: SCREEN,
  [paths.home]: HOME,
  [paths.star]: SCREEN,
  [paths.imp8]: SCREEN,
  [paths.myModel]: SCREEN,
  [paths.transfer]: SCREEN,
  [paths.transferModel]: SCREEN,
  [paths.about]: SCREEN,
  [paths.privacy]: SCREEN,
  [paths.privacyPolicy]: SCREEN,
  [paths.deleteAccount]: SCREEN,
  [paths.changePassword]: SCREEN,
  [paths.walletManagement]: SCREEN,
  [paths.profile]: SCREEN,
  [paths.galiGame]: SCREEN,
  [paths.addFund]: SCREEN,
  [paths.win]: SCREEN,
  [paths.winData]: SCREEN,
  [paths.bid]: SCREEN,
  [paths.histories]: SCREEN,
};
