import { createContext, useContext } from 'react';

/** What the top bar needs of the current route, from the route table (set once above the routes). */
export interface RouteChrome {
  readonly title: string;
  /** The screen shows no wallet in the top bar (UPI PAY has no wallet). */
  readonly hideWallet: boolean;
  /** The betting guard keeps a charts-only player off the route (`refusesChartsOnly`). */
  readonly refusesChartsOnly: boolean;
}

export const RouteChromeContext = createContext<RouteChrome>({
  title: '',
  hideWallet: false,
  refusesChartsOnly: false,
});

/** The title of the matched route ('' when none has one). */
export function useRouteTitle(): string {
  return useContext(RouteChromeContext).title;
}

/** Whether the matched route hides the top bar's wallet. */
export function useRouteHidesWallet(): boolean {
  return useContext(RouteChromeContext).hideWallet;
}

/** Whether the matched route is a betting screen a charts-only player may not open. */
export function useRouteRefusesChartsOnly(): boolean {
  return useContext(RouteChromeContext).refusesChartsOnly;
}
