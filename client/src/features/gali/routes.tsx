import { paths } from '../../config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '../../config/route-handle';

const list = () => import('./screens/gali-list-screen');
const bids = () => import('./screens/gali-bid-screens');

/**
 * Gali Disawar routes (spec section 2): /galiallgame (Play Game for betting players), /galiIMP
 * (charts only), /galigame (footer layout) the type chooser, then the three bid screens.
 */
export const galiRoutes: AppRoute[] = [
  appRoute(paths.galiAllGame, 'Gali Disawar', 'fullPage', () =>
    list().then((m) => ({ Component: m.GaliAllGameScreen })),
  ),
  appRoute(
    paths.galiCharts,
    'Gali Disawar Charts',
    'fullPage',
    () => list().then((m) => ({ Component: m.GaliChartsScreen })),
    { openTo: OPEN_TO.players },
  ),
  appRoute(paths.leftDigit, 'Left Digit', 'fullPage', () =>
    bids().then((m) => ({ Component: m.LeftDigitScreen })),
  ),
  appRoute(paths.rightDigit, 'Right Digit', 'fullPage', () =>
    bids().then((m) => ({ Component: m.RightDigitScreen })),
  ),
  appRoute(paths.jodiDigit, 'Jodi Digit', 'fullPage', () =>
    bids().then((m) => ({ Component: m.JodiDigitScreen })),
  ),
  appRoute(
    paths.galiGame,
    'Gali Disawar Game',
    'footer',
    () => import('./screens/gali-game-screen'),
  ),
];
