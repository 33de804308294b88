import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Gali Disawar routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const galiRoutes: AppRoute[] = [
  appRoute(paths.galiAllGame, 'Gali Disawar', 'fullPage', placeholder),
  appRoute(paths.galiCharts, 'Gali Disawar Charts', 'fullPage', placeholder),
  appRoute(paths.leftDigit, 'Left Digit', 'fullPage', placeholder),
  appRoute(paths.rightDigit, 'Right Digit', 'fullPage', placeholder),
  appRoute(paths.jodiDigit, 'Jodi Digit', 'fullPage', placeholder),
  appRoute(paths.galiGame, 'Gali Disawar Game', 'footer', placeholder),
];
