import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const bidScreen = () => import('./screens/placeholder');

/** Gali Disawar routes (spec section 2). /galigame (footer layout) is the type chooser. */
export const galiRoutes: AppRoute[] = [
  appRoute(paths.galiAllGame, 'Gali Disawar', 'fullPage', () =>
    import('./screens/gali-list-screen').then((m) => ({ Component: m.GaliAllGameScreen })),
  ),
  appRoute(paths.galiCharts, 'Gali Disawar Charts', 'fullPage', () =>
    import('./screens/gali-list-screen').then((m) => ({ Component: m.GaliChartsScreen })),
  ),
  appRoute(paths.leftDigit, 'Left Digit', 'fullPage', bidScreen),
  appRoute(paths.rightDigit, 'Right Digit', 'fullPage', bidScreen),
  appRoute(paths.jodiDigit, 'Jodi Digit', 'fullPage', bidScreen),
  appRoute(paths.galiGame, 'Gali Disawar Game', 'footer', () => import('./screens/gali-game-screen')),
];
