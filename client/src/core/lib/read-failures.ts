import type { QueryState } from '@tanstack/react-query';

interface CachedRead {
  readonly state: Pick<QueryState<unknown, unknown>, 'status' | 'data' | 'errorUpdateCount'>;
}

/**
 * TanStack Query clears an error when a retry starts with no data (back to 'pending'): the screen
 * would blink from its failure to "Loading…" every poll, so the last failure is kept here.
 */
const failures = new WeakMap<
  CachedRead,
  { readonly error: unknown; readonly errorCount: number }
>();

export function noteReadFailure(query: CachedRead, error: unknown): void {
  failures.set(query, { error, errorCount: query.state.errorUpdateCount });
}

/** Undefined once it answered, or was reset (its error count starts over). */
export function failureWhileRetrying(query: CachedRead | undefined): unknown {
  if (query === undefined) return undefined;
  const { status, data, errorUpdateCount } = query.state;
  if (status !== 'pending' || data !== undefined) return undefined;
  const last = failures.get(query);
  return last !== undefined && last.errorCount === errorUpdateCount ? last.error : undefined;
}
