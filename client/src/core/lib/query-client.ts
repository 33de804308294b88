import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isWorthRetrying, noticeMissingEndpoint } from './provider-errors';
import { noteReadFailure } from './read-failures';
import { onSignOut } from '@/lib/session';

/** Defaults for server state; tests build their own with `retry: false`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: {
      queries: {
        staleTime: 2_000,
        // Once, and only a failure that may pass (provider-errors.ts): a screen says what failed,
        // with its retry, as soon as asking again would not help.
        retry: (failureCount, error) => failureCount < 1 && isWorthRetrying(error),
        // Polls stop in a hidden tab and refetch on focus / visibility.
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A query's `meta` for a read no screen asked for (the result alerts' bid histories at start): a
 * provider lacking its endpoint is not worth a message there.
 */
export const UNASKED_READ = { unasked: true } as const;

/**
 * The cache of screens' data: a required endpoint the provider lacks is named once, and each read's
 * failure is kept for its screen while it is asked again (read-failures.ts).
 */
export function createQueryCache(): QueryCache {
  return new QueryCache({
    onError: (error, query) => {
      noteReadFailure(query, error);
      if (query.meta?.['unasked'] !== true) noticeMissingEndpoint(error);
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();

onSignOut(() => queryClient.clear());
