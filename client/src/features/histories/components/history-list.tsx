import type { ReactNode } from 'react';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
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
  /** The loaded rows; undefined while loading. */
  readonly rows: readonly Row[] | undefined;
  /** The fetch failed or cannot run: shown as empty, never as a blank screen. */
  readonly failed: boolean;
  readonly emptyTitle: string;
  readonly emptyDetail?: string;
  readonly children: (row: Row, index: number) => ReactNode;
}

/** A history list: the empty state when failed or empty, the spinner while loading, else the rows. */
export function HistoryList<Row>({
  label,
  rows,
  failed,
  emptyTitle,
  emptyDetail,
  children: renderRow,
}: HistoryListProps<Row>) {
  if (failed || rows?.length === 0) return <EmptyState title={emptyTitle} detail={emptyDetail} />;
  if (rows === undefined) return <ListLoading />;
  return (
    <ul className="history-list" aria-label={label}>
      {rows.map(renderRow)}
    </ul>
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
