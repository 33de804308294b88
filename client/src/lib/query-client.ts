import { QueryClient } from '@tanstack/react-query';
import { onSignOut } from './session';

/** Defaults for server state; tests build their own with `retry: false`. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2_000,
        retry: 1,
        // Polls stop in a hidden tab and refetch on focus / visibility (spec section 4 "poll every 5 s").
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();

onSignOut(() => queryClient.clear());
