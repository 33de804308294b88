import { messages } from '@matka/shared/messages';
import {
  formatClockTime,
  formatDisplayDate,
  istDateKey,
  istMinutesOfDay,
} from '@matka/shared/time';
import {
  notifyManager,
  useQueryClient,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { useDeviceClock } from '@/core/lib/clock';
import { describeFailure, failureText } from '@/core/lib/provider-errors';
import { failureWhileRetrying } from '@/core/lib/read-failures';

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

/** What a read's panel says: its last failure (kept while it is asked again), or offline. */
type ShownFailure = { readonly error: unknown } | 'offline';

/**
 * The failure of the read at `queryKey` to show, if any: its error, also while a poll or a retry
 * asks again (read-failures.ts), so the message and Try again stay on screen; with `offline`, a
 * read waiting for the connection too.
 */
function useShownFailure(
  queryKey: QueryKey,
  { offline }: { readonly offline: boolean },
): { readonly failure: ShownFailure; readonly state: QueryState } | undefined {
  const queryClient = useQueryClient();
  const state = useQueryState(queryKey);
  if (state === undefined) return undefined;
  if (state.status === 'error') return { failure: { error: state.error }, state };
  if (offline && state.fetchStatus === 'paused') return { failure: 'offline', state };
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  const error = failureWhileRetrying(query);
  return error === undefined ? undefined : { failure: { error }, state };
}

/** How a read's refusal is worded; by default the provider's own message. */
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
  shown,
  state,
  refused = defaultRefusal,
}: ReadProps & { readonly shown: ShownFailure; readonly state: QueryState }) {
  const queryClient = useQueryClient();
  const failure = shown === 'offline' ? { kind: 'offline' as const } : describeFailure(shown.error);
  const text = failure.kind === 'refused' ? refused(failure.message) : failureText(failure);
  // A missing endpoint stays missing, and an ended session leaves the screen.
  const retry = failure.kind !== 'missing' && failure.kind !== 'sessionEnded';
  return (
    <div className="query-failure" role="alert">
      <p className="query-failure__text">{text}</p>
      {state.data === undefined ? null : <LastUpdated updatedAt={state.dataUpdatedAt} />}
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

/**
 * When the data still on screen came ('Last updated at 12:00 PM'; with its date when not today):
 * TanStack Query stamps an answer with the device's time, the clock the player reads "now" from.
 */
function LastUpdated({ updatedAt }: { readonly updatedAt: number }) {
  const today = istDateKey(useDeviceClock().now());
  const time = formatClockTime(istMinutesOfDay(updatedAt));
  const text =
    istDateKey(updatedAt) === today
      ? messages.lastUpdatedAt(time)
      : messages.lastUpdatedOn(formatDisplayDate(updatedAt), time);
  return <p className="query-failure__updated">{text}</p>;
}

/**
 * The failure of the read at `queryKey` with its retry (and, over data still shown, when that
 * came), or nothing while it has not failed.
 */
export function QueryFailure(props: ReadProps) {
  const shown = useShownFailure(props.queryKey, { offline: false });
  return shown ? <FailurePanel {...props} shown={shown.failure} state={shown.state} /> : null;
}

/**
 * What a screen shows in place of data it does not have yet: the failure of its read with a retry
 * when the read failed or waits for the connection, else `loading`.
 */
export function QueryFallback(props: ReadProps & { readonly loading: ReactNode }) {
  const { loading, ...read } = props;
  const shown = useShownFailure(read.queryKey, { offline: true });
  return shown ? <FailurePanel {...read} shown={shown.failure} state={shown.state} /> : loading;
}
