import type { TextKey } from '@matka/shared/messages';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Which frame a route renders in (one of three route groups). */
export type RouteLayout = 'noFooter' | 'fullPage' | 'footer';

/**
 * Who a screen is for: a signed-out visitor, a charts-only player
 * (betting_status not '1') or a betting player.
 */
export type Audience = 'visitor' | 'chartsOnly' | 'betting';

/** The audiences the route tables use (docs/decisions/005 lists every route's). */
export const OPEN_TO = {
  /** Sign-in, register, forgot password and their OTP and reset steps. */
  visitors: ['visitor'],
  /** Charts, change password and privacy policy stay with betting off. */
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
  readonly Screen: LazyExoticComponent<ComponentType>;
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

/** Loads a screen's module and picks its component by name. */
type LazyComponent = () => Promise<ComponentType>;

/** Resolves with `value` in a task of its own (a timer's), not in the microtasks of this one. */
function inNextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * A `React.lazy` component of the component `load` picks from its module. It renders
 * in a task of its own once its module is in: a first screen's modules are fetched at once
 * (`preloadFirstScreen`), and when they are all in by the first render, the providers, the layout
 * and the screen would otherwise render in one long task instead of three short ones
 * (docs/architecture.md, "The client's first load").
 */
export function lazyComponent(load: LazyComponent): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load()
      .then(inNextTask)
      .then((component) => ({ default: component })),
  );
}

/**
 * A lazily loaded route of one layout group; features export arrays of these from `routes.tsx`.
 * The screen module is fetched the first time the route renders (inside the layout's Suspense).
 */
export function appRoute(
  path: string,
  title: TextKey | (() => string),
  layout: RouteLayout,
  load: LazyComponent,
  { hideWallet, openTo = OPEN_TO.betting, aliasOf, afterForm, prefetchData }: AppRouteOptions = {},
): AppRoute {
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
    Screen: lazyComponent(load),
    preload: load,
    ...(prefetchData ? { prefetchData } : {}),
  };
}
