import { bidEntryRoutes } from '@/components/bid-entry/bid-entry-routes';
import { paths } from '@/config/paths';
import { appRoute, type AppRoute } from '@/config/route-handle';
import { GAME_TYPE_TILES } from './game-types';

/** Main market bid routes: the game-type menu and its ten bid screens. */
export const bidsRoutes: AppRoute[] = [
  appRoute(paths.game, 'selectGameType', 'fullPage', () =>
    import('./screens/game-type-screen').then((m) => m.GameTypeScreen),
  ),
  ...bidEntryRoutes(GAME_TYPE_TILES),
];
