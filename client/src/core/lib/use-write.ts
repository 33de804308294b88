import {
  useIsMutating,
  useMutation,
  useQueryClient,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import { describeFailure, failureText } from './provider-errors';

/** `send` never rejects. */
export type WriteResult<D> =
  | { readonly status: 'done'; readonly data: D }
  | { readonly status: 'failed'; readonly message: string }
  /** Sent while the same write was in flight: nothing was sent. */
  | { readonly status: 'ignored' };

export interface WriteOptions<V, D> {
  readonly mutationKey: MutationKey;
  readonly mutationFn: (variables: V) => Promise<D>;
  /** A refusal's text; any other failure has one text for every write (docs/failures.md). */
  readonly failureMessage: (error: unknown) => string;
  readonly invalidates?: (variables: V) => readonly QueryKey[];
  /** Money writes: a failure may hide a change (a cart placed in part) or show stale figures. */
  readonly refetchAfterFailure?: boolean;
}

export interface Write<V, D> {
  /** A double tap sends one request. */
  readonly send: (variables: V) => Promise<WriteResult<D>>;
  /** Until the changed queries are refetched; also on a screen reopened while it is in flight. */
  readonly isPending: boolean;
  /** A screen that leaves after a delay stays locked. */
  readonly isSuccess: boolean;
  readonly error: string | undefined;
  readonly reset: () => void;
}

/**
 * The one way the client writes: the invalidation belongs to the write, not to the screen.
 * `networkMode: 'always'` so an offline player sees the failure now, not a bid sent minutes later.
 */
export function useWrite<V, D>(options: WriteOptions<V, D>): Write<V, D> {
  const queryClient = useQueryClient();
  const { mutationKey, invalidates, refetchAfterFailure = false } = options;
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
    // Awaited: the write is done when the screen's figures are fresh.
    onSuccess: (_data, variables) => refetch(variables),
    onError: (_error, variables) => (refetchAfterFailure ? refetch(variables) : undefined),
  });
  const inFlight = useIsMutating({ mutationKey, exact: true }) > 0;

  return {
    send: async (variables) => {
      // The cache, not render state: a second tap can come before React renders the first.
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
