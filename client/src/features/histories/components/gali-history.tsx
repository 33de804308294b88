import { messages } from '@matka/shared/messages';
import { istDateKey } from '@matka/shared/time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { useClock } from '../../../lib/clock';
import { useRouteTitle } from '../../../components/ui/use-route-title';
import { useSession } from '../../../lib/session';
import { historyQueryOptions, type DateRange, type HistoryKind } from '../api/history-queries';
import { EmptyState, ListLoading } from './empty-state';
import { HistoryCard } from './history-card';
import '../histories.css';

/**
 * Gali Disawar bid and win histories (spec section 2): loaded once on open with today (IST, from
 * the injected clock) as both dates. Empty or failed: 'No Data Found' and 'Try refreshing or
 * checking back later.'. Win cards open with 'Congratulations You Won'.
 */
export function GaliHistory({ kind }: { readonly kind: HistoryKind }) {
  const title = useRouteTitle();
  const token = useSession()?.token ?? '';
  const clock = useClock();
  const [range] = useState<DateRange>(() => {
    const today = istDateKey(clock.now());
    return { from: today, to: today };
  });
  const query = useQuery({
    ...historyQueryOptions('gali', kind, token, range),
    refetchOnWindowFocus: false,
  });

  let results;
  if (query.isError || token === '' || (query.data !== undefined && query.data.length === 0)) {
    results = <EmptyState title={messages.noDataFound} detail={messages.tryRefreshing} />;
  } else if (query.data === undefined) {
    results = <ListLoading />;
  } else {
    results = (
      <ul className="history-list" aria-label={title}>
        {query.data.map((entry, index) => (
          <HistoryCard key={index} entry={entry} congratulate={kind === 'win'} />
        ))}
      </ul>
    );
  }

  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      {results}
    </Screen>
  );
}
