import type { BidScreen } from '@matka/shared/rules';
import { appRoute, type AppRoute } from '@/config/route-handle';

/**
 * One bid screen: its route, the screen of the rules it takes bids for, and its title: the bid
 * type's name, the provider's word for it in every language (bid histories show it as sent).
 */
export interface BidScreenRow {
  readonly path: string;
  readonly screen: BidScreen;
  readonly title: string;
}

// The screen and the whole bid-entry kit load with the first bid screen opened, not with the app.
const loadScreen = () => import('./bid-entry-screen');

/**
 * A feature's bid screen routes, one per row (full-page layout, the row's title in the top bar).
 * Bid screens differ only in their data, so one component renders them all; each route still
 * loads lazily, and all of them share the kit's chunk.
 */
export function bidEntryRoutes(rows: readonly BidScreenRow[]): AppRoute[] {
  return rows.map(({ path, screen, title }) =>
    appRoute(
      path,
      () => title,
      'fullPage',
      async () => {
        const { BidEntryScreen } = await loadScreen();
        return function BidScreenRoute() {
          return <BidEntryScreen screen={screen} title={title} />;
        };
      },
    ),
  );
}
