import { QueryClient } from '@tanstack/react-query';
import { createQueryCache } from '@/core/lib/query-client';

let current = create();

function create(): QueryClient {
  return new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A fresh client before each test (setup.ts): no cache or retries leak between tests. */
export function resetTestQueryClient(): void {
  current.clear();
  current = create();
}

export function testQueryClient(): QueryClient {
  return current;
}
