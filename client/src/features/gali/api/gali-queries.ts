import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';
import { POLL_INTERVAL_MS } from '@/core/lib/queries';

export function galiGameQueryOptions() {
  return queryOptions({
    queryKey: ['gali', 'game'],
    queryFn: async ({ signal }) => (await getProvider()).apiGalidisawarGame({}, { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function galiRatesQueryOptions() {
  return queryOptions({
    queryKey: ['gali', 'rates'],
    queryFn: async ({ signal }) => (await getProvider()).apiGalidisawarGameRates({}, { signal }),
    staleTime: Infinity,
  });
}
