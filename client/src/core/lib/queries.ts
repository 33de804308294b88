import type { HEADLINE_IDS } from '@matka/shared/contract';
import { isBettingEnabled } from '@matka/shared/rules';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { optionalStaleTime, unlessUnavailable } from '@/lib/optional-endpoint';
import { getProvider } from './provider';
import { queryKeys } from './query-keys';
import { useSession } from '@/lib/session';

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

/** What the signed-in player may do (spec section 6): bet, or see charts only. */
export type BettingStatus = 'betting' | 'chartsOnly';

export interface Betting {
  /**
   * 'betting' for betting_status '1' only, 'chartsOnly' for any other value the dashboard answered
   * (`isBettingEnabled`, the one rule); undefined while unknown: loading, failed, or no session.
   * Unknown is not betting either: no betting link, item or screen shows until the answer says so.
   */
  readonly status: BettingStatus | undefined;
  /** The key of the dashboard read it comes from: a screen waiting on the status shows its failure. */
  readonly queryKey: QueryKey;
}

const selectBetting = (data: { readonly betting_status: string }) =>
  isBettingEnabled(data.betting_status);

/** The signed-in player's betting status, as every guard, menu, footer and screen reads it. */
export function useBetting(): Betting {
  const token = useSession()?.token ?? '';
  const options = dashboardQueryOptions(token);
  const { data } = useQuery({ ...options, select: selectBetting });
  const status = data === undefined ? undefined : data ? 'betting' : 'chartsOnly';
  return { status, queryKey: options.queryKey };
}

/** Wallet balance in minor units, undefined while unknown. */
export function useWalletMinor() {
  const token = useSession()?.token ?? '';
  return useQuery({ ...dashboardQueryOptions(token), select: (data) => data.wallet_amt }).data;
}
