import { messages } from '@matka/shared/messages';
import { istDateKey, type DateKey } from '@matka/shared/time';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useClock } from '@/core/lib/clock';
import { useHydrated } from '@/lib/hydration';
import { useRouteTitle } from '@/lib/use-route-title';
import { useSession } from '@/lib/session';
import {
  historyQueryOptions,
  type DateRange,
  type HistoryKind,
  type HistoryMarket,
} from '@/features/histories/api/history-queries';
import { useLinkedHistoryDay } from '@/features/histories/history-day';
import { DateField } from './date-field';
import { HistoryCard } from './history-card';
import { ListLoading } from './empty-state';
import { HistoryList, HistoryScreen } from './history-list';
import '@/features/histories/histories.css';

export interface DateRangeHistoryProps {
  readonly market: Exclude<HistoryMarket, 'gali'>;
  readonly kind: HistoryKind;
}

/** Today's range loads on open, as the spec has the Gali histories do: no Submit needed first. */
export function DateRangeHistory(props: DateRangeHistoryProps) {
  const linked = useLinkedHistoryDay();
  const title = useRouteTitle();
  const clock = useClock();
  // Today is the device's, which a prerendered page's HTML cannot know: it loads until then.
  if (!useHydrated()) {
    return (
      <HistoryScreen title={title}>
        <ListLoading />
      </HistoryScreen>
    );
  }
  // Another day's link while the screen is open starts it afresh on that day.
  return (
    <DateRangeForm
      key={linked ?? 'today'}
      {...props}
      title={title}
      opensOn={linked ?? istDateKey(clock.now())}
    />
  );
}

function DateRangeForm({
  market,
  kind,
  title,
  opensOn,
}: DateRangeHistoryProps & { readonly title: string; readonly opensOn: DateKey }) {
  const token = useSession()?.token ?? '';
  const [from, setFrom] = useState<DateKey>(opensOn);
  const [to, setTo] = useState<DateKey>(opensOn);
  const [submitted, setSubmitted] = useState<DateRange>({ from: opensOn, to: opensOn });
  const options = historyQueryOptions(market, kind, token, submitted);
  const query = useQuery(options);
  const submitting = query.isFetching;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (submitted.from === from && submitted.to === to) void query.refetch();
    else setSubmitted({ from, to });
  }

  return (
    <HistoryScreen title={title}>
      <form className="history-range" onSubmit={submit} noValidate aria-label={messages.dateRange}>
        <DateField label={messages.from} value={from} onChange={setFrom} />
        <DateField label={messages.to} value={to} onChange={setTo} />
        <button
          type="submit"
          className="button button--primary history-range__submit"
          disabled={submitting}
        >
          {submitting ? messages.submitting : messages.submitRange}
        </button>
      </form>
      <HistoryList
        label={title}
        rows={query.data}
        queryKey={options.queryKey}
        emptyTitle={messages.noDataFoundUpper}
      >
        {(entry, index) => (
          <HistoryCard key={index} entry={entry} showSession={market === 'main'} />
        )}
      </HistoryList>
    </HistoryScreen>
  );
}
