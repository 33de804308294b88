import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import { describeFailure, failureText } from './provider-errors';

/** What `send` resolves with; it never rejects. */
export type WriteResult<D> =
  | { readonly status: 'done'; readonly data: D }
  /** `message` is the failure in the spec's wording (section 8), ready to show. */
  | { readonly status: 'failed'; readonly message: string }
  /** Sent while the same write was in flight: nothing was sent. */
  | { readonly status: 'ignored' };

export interface WriteOptions<V, D> {
  /** Names the write in the mutation cache (general to specific: feature, action). */
  readonly mutationKey: MutationKey;
  /** The provider call(s), and what the client keeps of the answer (a session, a hash). */
  readonly mutationFn: (variables: V) => Promise<D>;
  /**
   * The message a refusal shows, in the spec's wording (section 8). A provider that failed or could
   * not be reached is not a refusal: its message is the same for every write (docs/failures.md).
   */
  readonly failureMessage: (error: unknown) => string;
  /** The queries whose data the write changes, built with the keys their factories use. */
  readonly invalidates?: (variables: V) => readonly QueryKey[];
  /**
   * Refetch them after a failure too: for money writes, whose failure may hide a change (no
   * answer after the provider wrote, a cart placed in part) or show our figures are stale
   * ('Insufficient balance').
   */
  readonly refetchAfterFailure?: boolean;
}

export interface Write<V, D> {
  /**
   * Sends the write, unless the same write is in flight (spec section 4: "Submit buttons lock
   * while a request is in flight"): a double tap sends one request.
   */
  readonly send: (variables: V) => Promise<WriteResult<D>>;
  /**
   * True from `send` until the answer is in and the queries it changed are refetched; also on a
   * screen opened again while the write it started earlier is still in flight.
   */
  readonly isPending: boolean;
  /** True after a successful send (a screen that leaves after a delay stays locked). */
  readonly isSuccess: boolean;
  /** The last failure's message, until the next send or `reset`. */
  readonly error: string | undefined;
  /** Forgets the last outcome (a dialog opened again shows no old failure). */
  readonly reset: () => void;
}

/**
 * The one way the client writes to the provider: a TanStack Query mutation that owns its pending
 * state, its failure message and what it refetches. Screens call a feature's write hook (built on
 * this) and show the outcome; the invalidation belongs to the write, not to the screen.
 *
 * Writes run at once even when the browser says it is offline (`networkMode: 'always'`): the player
 * sees the failure now, instead of a bid or a transfer that waits and goes out minutes later. The
 * mutation keeps the provider's own error (a `ProviderError`), so cache-wide handlers see it.
 */
export function useWrite<V, D>(options: WriteOptions<V, D>): Write<V, D> {
  const queryClient = useQueryClient();
  const { mutationKey, invalidates, refetchAfterFailure = false } = options;
  // A refusal (and an ended session) in the write's own wording; a provider that failed, cannot be
  // reached or lacks the endpoint gets one honest message whatever the write (docs/failures.md).
  const failureMessage = (error: unknown) => {
    const failure = describeFailure(error);
    return failure.kind === 'refused' || failure.kind === 'sessionEnded'
      ? options.failureMessage(error)
      : failureText(failure);
  };
  const refetch = async (variables: V) => {
    const keys = invalidates?.(variables) ?? [];
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const mutation = useMutation({
    mutationKey,
    mutationFn: options.mutationFn,
    networkMode: 'always',
    // Awaited: the write is done when the screen's figures are fresh (TanStack Query, "Invalidations
    // from Mutations").
    onSuccess: (_data, variables) => refetch(variables),
    onError: (_error, variables) => (refetchAfterFailure ? refetch(variables) : undefined),
  });
  const inFlight = useIsMutating({ mutationKey, exact: true }) > 0;

  return {
    send: async (variables) => {
      // The mutation cache, not this render's state: a second tap can come before React renders
      // the first one's pending state, and from a screen opened again while the write is in flight.
      if (queryClient.isMutating({ mutationKey, exact: true }) > 0) return { status: 'ignored' };
      try {
        return { status: 'done', data: await mutation.mutateAsync(variables) };
      } catch (error) {
        return { status: 'failed', message: failureMessage(error) };
      }
    },
    isPending: inFlight,
    isSuccess: mutation.isSuccess,
    error: mutation.isError ? failureMessage(mutation.error) : undefined,
    reset: mutation.reset,
  };
}
