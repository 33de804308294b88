import type { HEADLINE_IDS } from '@matka/shared/contract';
import { isBettingEnabled } from '@matka/shared/rules';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { optionalStaleTime, unlessUnavailable } from '@/lib/optional-endpoint';
import { getProvider } from './provider';
import { queryKeys } from './query-keys';
import { useSession } from '@/lib/session';

export const POLL_INTERVAL_MS = 5000;

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

export function socialQueryOptions() {
  return queryOptions({
    queryKey: ['social'],
    queryFn: async ({ signal }) => (await getProvider()).apiGetSocialData({}, { signal }),
    staleTime: Infinity,
  });
}

export type HeadlineId = (typeof HEADLINE_IDS)[keyof typeof HEADLINE_IDS];

/** Null when the provider lacks it: no banner (docs/decisions/009). */
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

export function sliderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['slider', token],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetSliderImages({ unique_token: token }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useDashboard() {
  const token = useSession()?.token ?? '';
  return useQuery(dashboardQueryOptions(token));
}

export type BettingStatus = 'betting' | 'chartsOnly';

export interface Betting {
  /** Undefined while unknown, which is not betting either: nothing of betting shows yet. */
  readonly status: BettingStatus | undefined;
  /** A screen waiting on the status shows this read's failure. */
  readonly queryKey: QueryKey;
}

const selectBetting = (data: { readonly betting_status: string }) =>
  isBettingEnabled(data.betting_status);

export function useBetting(): Betting {
  const token = useSession()?.token ?? '';
  const options = dashboardQueryOptions(token);
  const { data } = useQuery({ ...options, select: selectBetting });
  const status = data === undefined ? undefined : data ? 'betting' : 'chartsOnly';
  return { status, queryKey: options.queryKey };
}

export function useWalletMinor() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...dashboardQueryOptions(token), select: (data) => data.wallet_amt }).data;
}
