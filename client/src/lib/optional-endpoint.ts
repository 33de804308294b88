import { isUnusableAnswer } from '@/core/lib/provider-errors';

/**
 * Calls of the endpoints a provider may lack (`optional` in the contract table: headline, gateway
 * status, QR pay, deposit/withdrawal rule, payment-method list). Their features hide rather than
 * fail when the provider gives nothing usable (docs/decisions/009).
 */

/** The answer, or null when the provider gives nothing usable; a refusal still fails. */
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

/**
 * Stale time of an optional endpoint's query: "unavailable" (null) is not asked again while a
 * screen shows it; it goes with the query, 5 minutes after the last screen using it (gcTime).
 */
export function optionalStaleTime(staleTimeMs: number) {
  return (query: { readonly state: { readonly data: unknown } }): number =>
    query.state.data === null ? Infinity : staleTimeMs;
}
