import { messages } from '@matka/shared/messages';
import {
  notifyManager,
  useQueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { describeFailure, failureText } from '@/core/lib/provider-errors';

/**
 * The cached state of the query at `queryKey`, re-read when it changes. Read from the query cache,
 * not through an observer of the screen's query: a screen that reads its data only re-renders for
 * its data, not each time a poll starts and ends.
 */
function useQueryState(queryKey: QueryKey): QueryState | undefined {
  const queryClient = useQueryClient();
  // Cache events can come while another component renders (a query built by its useQuery):
  // batched and scheduled, as TanStack Query's own hooks hear their observers.
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe(notifyManager.batchCalls(onChange)),
    [queryClient],
  );
  const read = () => queryClient.getQueryState(queryKey);
  // The same while a prerendered page hydrates: the cache is empty until it has (hydration.ts).
  return useSyncExternalStore(subscribe, read, read);
}

/** The read failed, or waits for the browser to be online again: nothing to show from it yet. */
function hasFailed(state: QueryState | undefined): state is QueryState {
  return state !== undefined && (state.status === 'error' || state.fetchStatus === 'paused');
}

/** How a read's refusal is worded (spec section 8); by default the provider's own message. */
export type RefusalText = (providerMessage: string | undefined) => string;

const defaultRefusal: RefusalText = (providerMessage) => providerMessage ?? messages.genericError;

interface ReadProps {
  /** The key of the screen's query (its `xQueryOptions(...).queryKey`). */
  readonly queryKey: QueryKey;
  readonly refused?: RefusalText;
}

/**
 * A failed read, said as what it is (docs/failures.md): the provider's refusal, its missing
 * endpoint, "not answering" or "offline", with a button that asks again. Never an empty list, a
 * zero or a disabled account in its place.
 */
function FailurePanel({
  queryKey,
  state,
  refused = defaultRefusal,
}: ReadProps & { readonly state: QueryState }) {
  const queryClient = useQueryClient();
  const failure =
    state.status === 'error' ? describeFailure(state.error) : { kind: 'offline' as const };
  const text = failure.kind === 'refused' ? refused(failure.message) : failureText(failure);
  // A missing endpoint stays missing, and an ended session leaves the screen.
  const retry = failure.kind !== 'missing' && failure.kind !== 'sessionEnded';
  return (
    <div className="query-failure" role="alert">
      <p className="query-failure__text">{text}</p>
      {retry ? (
        <button
          type="button"
          className="button button--primary"
          disabled={state.fetchStatus === 'fetching'}
          onClick={() => void queryClient.refetchQueries({ queryKey, exact: true })}
        >
          {messages.tryAgain}
        </button>
      ) : null}
    </div>
  );
}

/** The failure of the read at `queryKey` with its retry, or nothing while it has not failed. */
export function QueryFailure(props: ReadProps) {
  const state = useQueryState(props.queryKey);
  return state?.status === 'error' ? <FailurePanel {...props} state={state} /> : null;
}

/**
 * What a screen shows in place of data it does not have yet: the failure of its read with a retry
 * when the read failed or waits for the connection, else `loading`.
 */
export function QueryFallback(props: ReadProps & { readonly loading: ReactNode }) {
  const { loading, ...read } = props;
  const state = useQueryState(read.queryKey);
  return hasFailed(state) ? <FailurePanel {...read} state={state} /> : loading;
}
