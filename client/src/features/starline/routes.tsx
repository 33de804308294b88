import { paths } from '../../config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '../../config/route-handle';

const list = () => import('./screens/starline-list-screen');
const bids = () => import('./screens/starline-bid-screens');

/**
 * Starline routes (spec section 2). /star (footer layout) shows the same list as /imp2. The menu's
 * capitalised links (/StarSingle, /Ssinglepana ...) reach these routes: matching is case-insensitive.
 */
export const starlineRoutes: AppRoute[] = [
  appRoute(paths.starlineCharts, 'King Starline', 'fullPage', list, { openTo: OPEN_TO.players }),
  appRoute(
    paths.starGame,
    'Starline Game',
    'fullPage',
    () => import('./screens/starline-game-screen'),
  ),
  appRoute(paths.starSingle, 'Single Digit', 'fullPage', () =>
    bids().then((m) => ({ Component: m.StarSingleDigitScreen })),
  ),
  appRoute(paths.starSinglePana, 'Single Pana', 'fullPage', () =>
    bids().then((m) => ({ Component: m.StarSinglePanaScreen })),
  ),
  appRoute(paths.starDoublePana, 'Double Pana', 'fullPage', () =>
    bids().then((m) => ({ Component: m.StarDoublePanaScreen })),
  ),
  appRoute(paths.starTriplePana, 'Triple Pana', 'fullPage', () =>
    bids().then((m) => ({ Component: m.StarTriplePanaScreen })),
  ),
  appRoute(paths.star, 'King Starline', 'footer', list, {
    openTo: OPEN_TO.players,
    aliasOf: paths.starlineCharts,
  }),
];
