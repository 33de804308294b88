import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Content routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const contentRoutes: AppRoute[] = [
  appRoute(paths.gameRates, 'Game Rates', 'fullPage', placeholder),
  appRoute(paths.howToPlay, 'How To Play', 'fullPage', placeholder),
  appRoute(paths.about, 'About Us', 'footer', placeholder),
  appRoute(paths.privacy, 'Privacy Policy', 'footer', placeholder),
  appRoute(paths.privacyPolicy, 'Privacy Policy', 'footer', placeholder),
  appRoute(paths.deleteAccount, 'Data Deletion', 'footer', placeholder),
];
