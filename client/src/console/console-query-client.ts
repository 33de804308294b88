import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ControlError } from './control-api';
import { tokenRefusals } from './control-token';

function refusedToken(error: unknown): void {
  if (error instanceof ControlError && error.status === 401)
    tokenRefusals.dispatchEvent(new Event('refused'));
}

/** No retries: a refusal is news for the tester. */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: refusedToken }),
    mutationCache: new MutationCache({ onError: refusedToken }),
    defaultOptions: {
      queries: { retry: false, refetchIntervalInBackground: false, staleTime: 1_000 },
      mutations: { retry: false },
    },
  });
}
