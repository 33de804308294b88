import { messages } from '@matka/shared/messages';
import { istDateKey, type DateKey } from '@matka/shared/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClock } from '@/core/lib/clock';
import { useRouteTitle } from '@/lib/use-route-title';
import { useSession } from '@/lib/session';
import {
  historyQueryOptions,
  type DateRange,
  type HistoryKind,
} from '@/features/histories/api/history-queries';
import { useLinkedHistoryDay } from '@/features/histories/history-day';
import { HistoryCard } from './history-card';
import { HistoryListScreen } from './history-list';
import '@/features/histories/histories.css';

export function GaliHistory({ kind }: { readonly kind: HistoryKind }) {
  const linked = useLinkedHistoryDay();
  // Another day's link while the screen is open starts it afresh on that day.
  return <GaliHistoryOn key={linked ?? 'today'} kind={kind} linked={linked} />;
}

function GaliHistoryOn({
  kind,
  linked,
}: {
  readonly kind: HistoryKind;
  readonly linked: DateKey | undefined;
}) {
  const title = useRouteTitle();
  const token = useSession()?.token ?? '';
  const clock = useClock();
  const [range] = useState<DateRange>(() => {
    const day = linked ?? istDateKey(clock.now());
    return { from: day, to: day };
  });
  const options = historyQueryOptions('gali', kind, token, range);
  const query = useQuery({ ...options, refetchOnWindowFocus: false });

  return (
    <HistoryListScreen
      title={title}
      rows={query.data}
      queryKey={options.queryKey}
      emptyTitle={messages.noDataFound}
      emptyDetail={messages.tryRefreshing}
    >
      {(entry, index) => <HistoryCard key={index} entry={entry} congratulate={kind === 'win'} />}
    </HistoryListScreen>
  );
}
