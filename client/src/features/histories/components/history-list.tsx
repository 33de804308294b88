import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { QueryFailure, QueryFallback } from '@/core/components/ui/query-failure';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { EmptyState, ListLoading } from './empty-state';

export function HistoryScreen({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      {children}
    </Screen>
  );
}

export interface HistoryListProps<Row> {
  readonly label: string;
  readonly rows: readonly Row[] | undefined;
  readonly queryKey: QueryKey;
  readonly emptyTitle: string;
  readonly emptyDetail?: string;
  readonly children: (row: Row, index: number) => ReactNode;
}

/** A list that could not be read is not an empty one (docs/failures.md). */
export function HistoryList<Row>({
  label,
  rows,
  queryKey,
  emptyTitle,
  emptyDetail,
  children: renderRow,
}: HistoryListProps<Row>) {
  if (rows === undefined) return <QueryFallback queryKey={queryKey} loading={<ListLoading />} />;
  return (
    <>
      <QueryFailure queryKey={queryKey} />
      {rows.length === 0 ? (
        <EmptyState title={emptyTitle} detail={emptyDetail} />
      ) : (
        <ul className="history-list" aria-label={label}>
          {rows.map(renderRow)}
        </ul>
      )}
    </>
  );
}

export function HistoryListScreen<Row>({
  title,
  ...list
}: Omit<HistoryListProps<Row>, 'label'> & { readonly title: string }) {
  return (
    <HistoryScreen title={title}>
      <HistoryList label={title} {...list} />
    </HistoryScreen>
  );
}
