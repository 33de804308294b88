import { bidEntryRoutes } from '@/components/bid-entry/bid-entry-routes';
import { paths } from '@/config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '@/config/route-handle';

const list = () => import('./screens/starline-list-screen').then((m) => m.StarlineListScreen);

/**
 * Starline routes. /star (footer layout) shows the same list as /imp2. The menu's
 * capitalised links (/StarSingle, /Ssinglepana ...) reach these routes: matching is case-insensitive.
 */
export const starlineRoutes: AppRoute[] = [
  appRoute(paths.starlineCharts, 'kingStarline', 'fullPage', list, { openTo: OPEN_TO.players }),
  appRoute(paths.starGame, 'starlineGame', 'fullPage', () =>
    import('./screens/starline-game-screen').then((m) => m.StarlineGameScreen),
  ),
  // The Star bid screens: session fixed Open, today's date, the cart goes out
  // through api-starline-submit-bid (the kit does both for `starline-*` screens).
  ...bidEntryRoutes([
    { path: paths.starSingle, screen: 'starline-single-digit', title: 'Single Digit' },
    { path: paths.starSinglePana, screen: 'starline-single-pana', title: 'Single Pana' },
    { path: paths.starDoublePana, screen: 'starline-double-pana', title: 'Double Pana' },
    { path: paths.starTriplePana, screen: 'starline-triple-pana', title: 'Triple Pana' },
  ]),
  appRoute(paths.star, 'kingStarline', 'footer', list, {
    openTo: OPEN_TO.players,
    aliasOf: paths.starlineCharts,
  }),
];
