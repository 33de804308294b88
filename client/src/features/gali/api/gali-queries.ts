import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';
import { POLL_INTERVAL_MS } from '@/core/lib/queries';

/**
 * The Gali Disawar games and the list's chart URL (api-galidisawar-game), polled every 5 s (spec
 * section 2). TanStack Query pauses the interval in a hidden tab.
 */
export function galiGameQueryOptions() {
  return queryOptions({
    queryKey: ['gali', 'game'],
    queryFn: async ({ signal }) => (await getProvider()).apiGalidisawarGame({}, { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

/** The Gali rates (api-galidisawar-game-rates), fetched once. */
export function galiRatesQueryOptions() {
  return queryOptions({
    queryKey: ['gali', 'rates'],
    queryFn: async ({ signal }) => (await getProvider()).apiGalidisawarGameRates({}, { signal }),
    staleTime: Infinity,
  });
}
