import { bidEntryRoutes } from '@/components/bid-entry/bid-entry-routes';
import { paths } from '@/config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '@/config/route-handle';

const list = () => import('./screens/gali-list-screen');

/**
 * Gali Disawar routes: /galiallgame (Play Game for betting players), /galiIMP
 * (charts only), /galigame (footer layout) the type chooser, then the three bid screens.
 */
export const galiRoutes: AppRoute[] = [
  appRoute(paths.galiAllGame, 'galiDisawar', 'fullPage', () =>
    list().then((m) => m.GaliAllGameScreen),
  ),
  appRoute(
    paths.galiCharts,
    'galiDisawarCharts',
    'fullPage',
    () => list().then((m) => m.GaliChartsScreen),
    { openTo: OPEN_TO.players },
  ),
  // Left Digit and Right Digit take 0-9, Jodi Digit 00-99; session Open, bid_date
  // D-MonthName-YYYY, through api-galidisawar-submit-bid (the kit does all three
  // for `gali-*` screens).
  ...bidEntryRoutes([
    { path: paths.leftDigit, screen: 'gali-left-digit', title: 'Left Digit' },
    { path: paths.rightDigit, screen: 'gali-right-digit', title: 'Right Digit' },
    { path: paths.jodiDigit, screen: 'gali-jodi-digit', title: 'Jodi Digit' },
  ]),
  appRoute(paths.galiGame, 'galiDisawarGame', 'footer', () =>
    import('./screens/gali-game-screen').then((m) => m.GaliGameScreen),
  ),
];
