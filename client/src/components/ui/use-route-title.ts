import { useMatches } from 'react-router';
import { isRouteHandle } from '../../config/route-handle';

/** The title of the deepest matched route that has one. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return '';
}
