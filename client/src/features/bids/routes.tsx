import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

/** Main market bid routes (spec section 2): the game-type menu and its ten bid screens. */
export const bidsRoutes: AppRoute[] = [
  appRoute(paths.game, 'Select Game Type', 'fullPage', () => import('./screens/game-type-screen')),
  appRoute(paths.single, 'Single Digit', 'fullPage', () => import('./screens/single-digit-screen')),
  appRoute(paths.jodi, 'Jodi Digit', 'fullPage', () => import('./screens/jodi-digit-screen')),
  appRoute(
    paths.singlePana,
    'Single Panna',
    'fullPage',
    () => import('./screens/single-pana-screen'),
  ),
  appRoute(
    paths.doublePana,
    'Double Panna',
    'fullPage',
    () => import('./screens/double-pana-screen'),
  ),
  appRoute(
    paths.triplePana,
    'Triple Panna',
    'fullPage',
    () => import('./screens/triple-pana-screen'),
  ),
  appRoute(
    paths.halfSangam,
    'Half Sangam',
    'fullPage',
    () => import('./screens/half-sangam-screen'),
  ),
  appRoute(
    paths.fullSangam,
    'Full Sangam',
    'fullPage',
    () => import('./screens/full-sangam-screen'),
  ),
  appRoute(paths.spDpTp, 'SP DP TP', 'fullPage', () => import('./screens/sp-dp-tp-screen')),
  appRoute(paths.spMotor, 'SP Motor', 'fullPage', () => import('./screens/sp-motor-screen')),
  appRoute(paths.dpMotor, 'DP Motor', 'fullPage', () => import('./screens/dp-motor-screen')),
];
