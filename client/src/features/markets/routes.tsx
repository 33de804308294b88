import { paths } from '@/config/paths';
import { OPEN_TO, appRoute, type AppRoute } from '@/config/route-handle';
import { requestHomeData } from './home-requests';

/** Home and market charts. */
export const marketsRoutes: AppRoute[] = [
  appRoute(
    paths.home,
    'home',
    'footer',
    () => import('./screens/home-screen').then((m) => m.HomeScreen),
    {
      prefetchData: requestHomeData,
      openTo: OPEN_TO.players,
    },
  ),
  appRoute(
    paths.charts,
    'marketCharts',
    'fullPage',
    () => import('./screens/charts-screen').then((m) => m.ChartsScreen),
    {
      openTo: OPEN_TO.players,
    },
  ),
];
