import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Bids routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const bidsRoutes: AppRoute[] = [
  appRoute(paths.game, 'Select Game Type', 'fullPage', placeholder),
  appRoute(paths.single, 'Single Digit', 'fullPage', placeholder),
  appRoute(paths.jodi, 'Jodi Digit', 'fullPage', placeholder),
  appRoute(paths.singlePana, 'Single Panna', 'fullPage', placeholder),
  appRoute(paths.doublePana, 'Double Panna', 'fullPage', placeholder),
  appRoute(paths.triplePana, 'Triple Panna', 'fullPage', placeholder),
  appRoute(paths.halfSangam, 'Half Sangam', 'fullPage', placeholder),
  appRoute(paths.fullSangam, 'Full Sangam', 'fullPage', placeholder),
  appRoute(paths.spDpTp, 'SP DP TP', 'fullPage', placeholder),
  appRoute(paths.spMotor, 'SP Motor', 'fullPage', placeholder),
  appRoute(paths.dpMotor, 'DP Motor', 'fullPage', placeholder),
];
