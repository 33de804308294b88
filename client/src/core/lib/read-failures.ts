import type { QueryState } from '@tanstack/react-query';

/** What is read of a cached query (any of its type parameters). */
interface CachedRead {
  readonly state: Pick<QueryState<unknown, unknown>, 'status' | 'data' | 'errorUpdateCount'>;
}

/**
 * The last failure of each read that has no data, kept while it is asked again: TanStack Query
 * clears a read's error when a poll or a retry starts again with nothing to show (status back to
 * 'pending'), and the screen would blink from its failure to "Loading…" every poll. Filled by the
 * query cache (query-client.ts); an entry outlives its use harmlessly (a read with data or a reset
 * error count ignores it) and goes with its Query.
 */
const failures = new WeakMap<
  CachedRead,
  { readonly error: unknown; readonly errorCount: number }
>();

export function noteReadFailure(query: CachedRead, error: unknown): void {
  failures.set(query, { error, errorCount: query.state.errorUpdateCount });
}

/**
 * The error of the read's last attempt while it is being asked again without data; undefined once
 * it answered, or was reset (its error count starts over).
 */
export function failureWhileRetrying(query: CachedRead | undefined): unknown {
  if (query === undefined) return undefined;
  const { status, data, errorUpdateCount } = query.state;
  if (status !== 'pending' || data !== undefined) return undefined;
  const last = failures.get(query);
  return last !== undefined && last.errorCount === errorUpdateCount ? last.error : undefined;
}
