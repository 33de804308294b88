import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const list = () => import('./screens/starline-list-screen');
const bidScreen = () => import('./screens/placeholder');

/** Starline routes (spec section 2). /star (footer layout) shows the same list as /imp2. */
export const starlineRoutes: AppRoute[] = [
  appRoute(paths.starlineCharts, 'King Starline', 'fullPage', list),
  appRoute(paths.starGame, 'Starline Game', 'fullPage', () => import('./screens/starline-game-screen')),
  appRoute(paths.starSingle, 'Single Digit', 'fullPage', bidScreen),
  appRoute(paths.starSinglePana, 'Single Pana', 'fullPage', bidScreen),
  appRoute(paths.starDoublePana, 'Double Pana', 'fullPage', bidScreen),
  appRoute(paths.starTriplePana, 'Triple Pana', 'fullPage', bidScreen),
  appRoute(paths.star, 'King Starline', 'footer', list),
];
