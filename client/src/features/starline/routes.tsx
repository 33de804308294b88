import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Starline routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const starlineRoutes: AppRoute[] = [
  appRoute(paths.starlineCharts, 'King Starline', 'fullPage', placeholder),
  appRoute(paths.starGame, 'Starline Game', 'fullPage', placeholder),
  appRoute(paths.starSingle, 'Single Digit', 'fullPage', placeholder),
  appRoute(paths.starSinglePana, 'Single Pana', 'fullPage', placeholder),
  appRoute(paths.starDoublePana, 'Double Pana', 'fullPage', placeholder),
  appRoute(paths.starTriplePana, 'Triple Pana', 'fullPage', placeholder),
  appRoute(paths.star, 'King Starline', 'footer', placeholder),
];
