import type { TextKey } from '@matka/shared/messages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Which frame a route renders in (spec section 2's three route groups). */
export type RouteLayout = 'noFooter' | 'fullPage' | 'footer';

/**
 * Who a screen is for (spec section 6): a signed-out visitor, a charts-only player
 * (betting_status not '1') or a betting player.
 */
export type Audience = 'visitor' | 'chartsOnly' | 'betting';

/** The audiences the route tables use (docs/decisions/005 lists every route's). */
export const OPEN_TO = {
  /** Sign-in, register, forgot password and their OTP and reset steps. */
  visitors: ['visitor'],
  /** Spec section 6: charts, change password and privacy policy stay with betting off. */
  players: ['chartsOnly', 'betting'],
  /** Everything else a signed-in player sees: bids, wallet, histories, funds, Gali play. */
  betting: ['betting'],
} as const satisfies Record<string, readonly Audience[]>;

/**
 * Every app route carries its title (shown in the top bar) and its layout group. The title is read
 * when shown, in the language on screen: a catalogue key, or a function for a game's name.
 */
interface RouteHandle {
  readonly title: TextKey | (() => string);
  readonly layout: RouteLayout;
  /** The top bar shows no wallet on this screen. */
  readonly hideWallet?: boolean;
  /** Who may open the screen. */
  readonly openTo: readonly Audience[];
  /**
   * The route whose screen this one shows again: the spec lists the path without describing it,
   * and no screen links to it (docs/decisions/005). A typed or shared link still works.
   */
  readonly aliasOf?: string;
  /**
   * The screen whose form leads here on success, passing what this step needs in the navigation
   * state: no screen links to it.
   */
  readonly afterForm?: string;
}

/**
 * Whether the betting guard sends a charts-only player home from the route: a betting screen not
 * open to them. Visitors' screens (sign-in, register) are no betting screen: the guard leaves them.
 */
export function refusesChartsOnly(handle: RouteHandle): boolean {
  return handle.openTo.includes('betting') && !handle.openTo.includes('chartsOnly');
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
  /** Who may open the screen; a betting player only when left out. */
  readonly openTo?: readonly Audience[];
  readonly aliasOf?: string;
  readonly afterForm?: string;
  readonly prefetchData?: () => Promise<unknown>;
}

type RouteModule = { readonly Component: ComponentType };

/** A module's loader that fetches it once and remembers it once it has arrived. */
export interface ModuleLoader<Module> {
  (): Promise<Module>;
  /** The module, once its load has succeeded. */
  readonly loaded: () => Module | undefined;
}

/** Wraps a dynamic import so every caller shares one fetch; a failed fetch may be tried again. */
export function moduleLoader<Module>(load: () => Promise<Module>): ModuleLoader<Module> {
  let pending: Promise<Module> | undefined;
  let module: Module | undefined;
  const loader = () =>
    (pending ??= load().then(
      (arrived) => (module = arrived),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(loader, { loaded: () => module });
}

const routeLoaders = new WeakMap<() => Promise<RouteModule>, ModuleLoader<RouteModule>>();

/** One loader per screen module, shared by the routes that show it (an alias and its route). */
function routeLoader(load: () => Promise<RouteModule>): ModuleLoader<RouteModule> {
  let loader = routeLoaders.get(load);
  if (loader === undefined) {
    loader = moduleLoader(load);
    routeLoaders.set(load, loader);
  }
  return loader;
}

/**
 * A `React.lazy` component from a module that exports `Component` (route modules do). When the
 * module has already arrived (the first screen's, fetched before the first render), the thenable
 * handed to `lazy` resolves synchronously, which React and Preact read at once: the screen renders
 * in the same pass instead of suspending, committing a fallback and rendering again a task later.
 */
export function lazyComponent(load: ModuleLoader<RouteModule>): LazyExoticComponent<ComponentType> {
  return lazy(() => {
    const module = load.loaded();
    if (module === undefined) return load().then(({ Component }) => ({ default: Component }));
    return resolvedNow({ default: module.Component });
  });
}

/** A thenable that calls back at once, where a resolved promise would call back a microtask later. */
function resolvedNow<Value>(value: Value): Promise<Value> {
  const thenable = { then: (onResolved: (resolved: Value) => unknown) => onResolved(value) };
  return thenable as unknown as Promise<Value>;
}

/**
 * A lazily loaded route of one layout group; features export arrays of these from `routes.tsx`.
 * The screen module is fetched the first time the route renders (inside the layout's Suspense).
 */
export function appRoute(
  path: string,
  title: TextKey | (() => string),
  layout: RouteLayout,
  load: () => Promise<RouteModule>,
  { hideWallet, openTo = OPEN_TO.betting, aliasOf, afterForm, prefetchData }: AppRouteOptions = {},
): AppRoute {
  const loader = routeLoader(load);
  return {
    path,
    handle: {
      title,
      layout,
      openTo,
      ...(hideWallet === undefined ? {} : { hideWallet }),
      ...(aliasOf === undefined ? {} : { aliasOf }),
      ...(afterForm === undefined ? {} : { afterForm }),
    },
    Component: lazyComponent(loader),
    preload: loader,
    ...(prefetchData ? { prefetchData } : {}),
  };
}
