import { paths } from '@/config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '@/config/route-handle';

const privacy = () => import('./screens/privacy-screen').then((m) => m.PrivacyScreen);

/**
 * Content routes. /charts and /profile are built by the markets and auth features.
 * /htp is for visitors (the landing links to it) and betting players, not for a charts-only player
 * (docs/decisions/005). /privacy shows the policy the menu links as /privacypolicy.
 */
export const contentRoutes: AppRoute[] = [
  appRoute(paths.gameRates, 'gameRates', 'fullPage', () =>
    import('./screens/game-rates-screen').then((m) => m.GameRatesScreen),
  ),
  appRoute(
    paths.howToPlay,
    'howToPlay',
    'fullPage',
    () => import('./screens/how-to-play-screen').then((m) => m.HowToPlayScreen),
    {
      openTo: ['visitor', 'betting'],
    },
  ),
  appRoute(paths.about, 'aboutUs', 'footer', () =>
    import('./screens/about-screen').then((m) => m.AboutScreen),
  ),
  appRoute(paths.privacy, 'privacyPolicy', 'footer', privacy, {
    openTo: OPEN_TO.players,
    aliasOf: paths.privacyPolicy,
  }),
  appRoute(paths.privacyPolicy, 'privacyPolicy', 'footer', privacy, { openTo: OPEN_TO.players }),
  appRoute(paths.deleteAccount, 'dataDeletion', 'footer', () =>
    import('./screens/delete-screen').then((m) => m.DeleteScreen),
  ),
];
