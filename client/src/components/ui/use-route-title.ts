import { createContext, useContext } from 'react';

/** The title of the current route, from the route table (set once above the routes). */
export const RouteTitleContext = createContext('');

/** The title of the matched route ('' when none has one). */
export function useRouteTitle(): string {
  return useContext(RouteTitleContext);
}
