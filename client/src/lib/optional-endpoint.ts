import { isUnusableAnswer } from '@/core/lib/provider-errors';

// Features of an endpoint a provider may lack hide rather than fail (docs/decisions/009).

/** A refusal still fails. */
export async function unlessUnavailable<T>(
  call: () => Promise<T>,
  signal: AbortSignal,
): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    // A cancelled query is not an unavailable endpoint.
    if (!signal.aborted && isUnusableAnswer(error)) return null;
    throw error;
  }
}

/** "Unavailable" (null) is not asked again until the query is collected. */
export function optionalStaleTime(staleTimeMs: number) {
  return (query: { readonly state: { readonly data: unknown } }): number =>
    query.state.data === null ? Infinity : staleTimeMs;
}
