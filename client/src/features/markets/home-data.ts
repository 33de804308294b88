import { HEADLINE_IDS } from '@matka/shared/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  dashboardQueryOptions,
  headlineQueryOptions,
  sliderQueryOptions,
  socialQueryOptions,
} from '@/core/lib/queries';
import { queryClient } from '@/core/lib/query-client';

/**
 * Puts the home's first answers in the query cache as soon as the query client has loaded, so the
 * home renders once with all of them instead of once per answer (each render is main-thread time
 * on a cheap phone). The calls take the answers `requestHomeData` started.
 */
export async function prefetchHomeData(token: string, client: QueryClient = queryClient) {
  await Promise.all([
    client.prefetchQuery(dashboardQueryOptions(token)),
    client.prefetchQuery(sliderQueryOptions(token)),
    client.prefetchQuery(headlineQueryOptions(HEADLINE_IDS.home)),
    client.prefetchQuery(socialQueryOptions()),
  ]);
}
