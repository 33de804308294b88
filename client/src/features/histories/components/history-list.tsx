import type { ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { QueryFailure, QueryFallback } from '@/core/components/ui/query-failure';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { EmptyState, ListLoading } from './empty-state';

/** A history screen: its title, then the list (and any form above it). */
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
  /** The list's accessible name. */
  readonly label: string;
  /** The rows once answered; undefined while loading or failed. */
  readonly rows: readonly Row[] | undefined;
  /** The key of the list's read (its failure is shown with a retry). */
  readonly queryKey: QueryKey;
  readonly emptyTitle: string;
  readonly emptyDetail?: string;
  readonly children: (row: Row, index: number) => ReactNode;
}

/**
 * A history list: the spinner while loading, the failure with a retry (docs/failures.md; a list
 * that could not be read is not an empty one), the empty state when the provider answered none,
 * else the rows, under the failure of a later read of them.
 */
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

/** A screen that is only a history list, named by the screen's title. */
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
