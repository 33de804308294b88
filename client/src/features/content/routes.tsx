import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const privacy = () => import('./screens/privacy-screen');

/**
 * Content routes (spec section 2). /charts and /profile are built by the markets and auth features.
 * /htp is public too: the logged-out landing links to it.
 */
export const contentRoutes: AppRoute[] = [
  appRoute(paths.gameRates, 'Game Rates', 'fullPage', () => import('./screens/game-rates-screen')),
  appRoute(
    paths.howToPlay,
    'How To Play',
    'fullPage',
    () => import('./screens/how-to-play-screen'),
    { chartsOnly: true },
  ),
  appRoute(paths.about, 'About Us', 'footer', () => import('./screens/about-screen')),
  appRoute(paths.privacy, 'Privacy Policy', 'footer', privacy, { chartsOnly: true }),
  appRoute(paths.privacyPolicy, 'Privacy Policy', 'footer', privacy, { chartsOnly: true }),
  appRoute(paths.deleteAccount, 'Data Deletion', 'footer', () => import('./screens/delete-screen')),
];
