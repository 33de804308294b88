import type { HEADLINE_IDS } from '@matka/shared/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionalStaleTime, unlessUnavailable } from './optional-endpoint';
import { getProvider } from './provider';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/** Spec section 9: dashboard, Starline and Gali data poll every 5000 ms. */
export const POLL_INTERVAL_MS = 5000;

/**
 * The dashboard (wallet_amt, betting_status, markets, support numbers), polled every 5 s. TanStack
 * Query stops the interval in a hidden tab (`refetchIntervalInBackground` stays false) and refetches
 * when the tab is shown again; unchanged answers keep their references (structural sharing).
 */
export function dashboardQueryOptions(token: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard(token),
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetDashboardData({ unique_token: token }, { signal }),
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    enabled: token !== '',
  });
}

/** Support numbers (api-get-social-data), fetched once per session. */
export function socialQueryOptions() {
  return queryOptions({
    queryKey: ['social'],
    queryFn: async ({ signal }) => (await getProvider()).apiGetSocialData({}, { signal }),
    staleTime: Infinity,
  });
}

/** Headline banner by id ([1] home, [2] add funds, [3] other screen; spec section 7). */
export type HeadlineId = (typeof HEADLINE_IDS)[keyof typeof HEADLINE_IDS];

/** The headline, or null when the provider lacks it (no banner, docs/decisions/009). */
export function headlineQueryOptions(id: HeadlineId) {
  return queryOptions({
    queryKey: ['headline', id],
    queryFn: async ({ signal }) =>
      unlessUnavailable(
        async () => (await getProvider()).apiGetHeadline({ ids: [id] }, { signal }),
        signal,
      ),
    staleTime: optionalStaleTime(60_000),
  });
}

/** Home slider images. */
export function sliderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['slider', token],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetSliderImages({ unique_token: token }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The dashboard of the signed-in player; `select` narrows what a component re-renders for. */
export function useDashboard() {
  const token = useSession()?.token ?? '';
  return useQuery(dashboardQueryOptions(token));
}

/**
 * betting_status: '1' enables bids, wallet and funds; anything else means charts only (spec
 * section 6). Undefined while unknown. A failed first load counts as '0'.
 */
export function useBettingStatus(): string | undefined {
  const token = useSession()?.token ?? '';
  const query = useQuery({
    ...dashboardQueryOptions(token),
    select: (data) => data.betting_status,
  });
  if (query.data !== undefined) return query.data;
  return query.isError || token === '' ? '0' : undefined;
}

/** Wallet balance in minor units, undefined while unknown. */
export function useWalletMinor() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...dashboardQueryOptions(token), select: (data) => data.wallet_amt }).data;
}
