import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';
import { POLL_INTERVAL_MS } from '@/core/lib/queries';

/**
 * The Starline slots and the list's chart URL (api-starline-game), polled every 5 s (spec section
 * 4). TanStack Query pauses the interval in a hidden tab and keeps unchanged rows referentially equal.
 */
export function starlineGameQueryOptions() {
  return queryOptions({
    queryKey: ['starline', 'game'],
    queryFn: async ({ signal }) => (await getProvider()).apiStarlineGame({}, { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The Starline rates (api-starline-game-rates), fetched once (spec section 7). */
export function starlineRatesQueryOptions() {
  return queryOptions({
    queryKey: ['starline', 'rates'],
    queryFn: async ({ signal }) => (await getProvider()).apiStarlineGameRates({}, { signal }),
    staleTime: Infinity,
  });
}
