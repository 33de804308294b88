import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '@/core/lib/provider';
import { POLL_INTERVAL_MS } from '@/core/lib/queries';

export function starlineGameQueryOptions() {
  return queryOptions({
    queryKey: ['starline', 'game'],
    queryFn: async ({ signal }) => (await getProvider()).apiStarlineGame({}, { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
  });
}

export function starlineRatesQueryOptions() {
  return queryOptions({
    queryKey: ['starline', 'rates'],
    queryFn: async ({ signal }) => (await getProvider()).apiStarlineGameRates({}, { signal }),
    staleTime: Infinity,
  });
}
