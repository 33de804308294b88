import { createContext, useContext } from 'react';

/** What the top bar needs of the current route, from the route table (set once above the routes). */
export interface RouteChrome {
  readonly title: string;
  /** The screen shows no wallet in the top bar (spec section 2: UPI PAY has no wallet). */
  readonly hideWallet: boolean;
  /** A charts-only player may open the route (`RouteHandle.chartsOnly`). */
  readonly chartsOnly: boolean;
}

export const RouteChromeContext = createContext<RouteChrome>({
  title: '',
  hideWallet: false,
  chartsOnly: false,
});

/** The title of the matched route ('' when none has one). */
export function useRouteTitle(): string {
  return useContext(RouteChromeContext).title;
}

/** Whether the matched route hides the top bar's wallet. */
export function useRouteHidesWallet(): boolean {
  return useContext(RouteChromeContext).hideWallet;
}

/** Whether a charts-only player may open the matched route. */
export function useRouteAllowsChartsOnly(): boolean {
  return useContext(RouteChromeContext).chartsOnly;
}
