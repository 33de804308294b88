import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Which frame a route renders in (spec section 2's three route groups). */
export type RouteLayout = 'noFooter' | 'fullPage' | 'footer';

/** Every app route carries its title (shown in the top bar) and its layout group. */
interface RouteHandle {
  readonly title: string;
  readonly layout: RouteLayout;
  /** The top bar shows no wallet on this screen. */
  readonly hideWallet?: boolean;
  /**
   * A charts-only player (betting_status not '1') may open this screen (spec section 6: charts,
   * change password and privacy policy). Every other signed-in screen needs betting enabled.
   */
  readonly chartsOnly?: boolean;
}

/** One row of a feature's route table: a path, its handle and its lazily loaded screen. */
export interface AppRoute {
  readonly path: string;
  readonly handle: RouteHandle;
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Starts fetching the screen's chunk ahead of rendering (the app's first screen, see router). */
  readonly preload: () => Promise<unknown>;
  /** Starts the screen's first data requests alongside its chunks (the app's first screen). */
  readonly prefetchData?: () => Promise<unknown>;
}

export interface AppRouteOptions {
  readonly hideWallet?: boolean;
  readonly chartsOnly?: boolean;
  readonly prefetchData?: () => Promise<unknown>;
}

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/** A `React.lazy` component from a module that exports `Component` (route modules do). */
export function lazyComponent(load: LazyComponent): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

/**
 * A lazily loaded route of one layout group; features export arrays of these from `routes.tsx`.
 * The screen module is fetched the first time the route renders (inside the layout's Suspense).
 */
export function appRoute(
  path: string,
  title: string,
  layout: RouteLayout,
  load: LazyComponent,
  { hideWallet, chartsOnly, prefetchData }: AppRouteOptions = {},
): AppRoute {
  return {
    path,
    handle: {
      title,
      layout,
      ...(hideWallet === undefined ? {} : { hideWallet }),
      ...(chartsOnly === undefined ? {} : { chartsOnly }),
    },
    Component: lazyComponent(load),
    preload: load,
    ...(prefetchData ? { prefetchData } : {}),
  };
}
