import type { GameRates, Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RateRow } from '@/components/rate-rows';
import { RatesPanel } from './rates-panel';
import { ChartIcon } from '@/components/ui/icons';
import { QueryFailure, QueryFallback } from './ui/query-failure';

export function ChartButton({ chartUrl }: { readonly chartUrl: string }) {
  return chartUrl ? (
    <a
      className="button button--accent button--small"
      href={chartUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ChartIcon size={18} /> {messages.chart}
    </a>
  ) : (
    <button type="button" className="button button--accent button--small" disabled>
      <ChartIcon size={18} /> {messages.chart}
    </button>
  );
}

export function HistoryLinks({
  bidHistory,
  winHistory,
}: {
  bidHistory: string;
  winHistory: string;
}) {
  return (
    <>
      <Link className="button button--light button--small" to={bidHistory}>
        {messages.bidHistoryButton}
      </Link>
      <Link className="button button--light button--small" to={winHistory}>
        {messages.winHistory}
      </Link>
    </>
  );
}

export function GameListHeader({
  children,
  title,
  rows,
  rates,
}: {
  readonly children: ReactNode;
  readonly title: string;
  readonly rows: readonly RateRow[];
  readonly rates: { readonly data: GameRates | undefined; readonly isPending: boolean };
}) {
  return (
    <header className="list-header">
      <div className="list-header__actions">{children}</div>
      <RatesPanel title={title} rows={rows} entry={rates.data} pending={rates.isPending} />
    </header>
  );
}

export interface GameListBodyProps {
  readonly what: string;
  readonly games: readonly Market[] | undefined;
  readonly queryKey: QueryKey;
  /** The betting status' read, while the status the rows depend on is unknown. */
  readonly waitingFor: QueryKey | undefined;
  readonly renderGame: (game: Market) => ReactNode;
}

export function GameListBody({ what, games, queryKey, waitingFor, renderGame }: GameListBodyProps) {
  const loading = <p className="muted">{messages.loadingGames}</p>;
  if (games === undefined) return <QueryFallback queryKey={queryKey} loading={loading} />;
  if (waitingFor !== undefined) return <QueryFallback queryKey={waitingFor} loading={loading} />;
  return (
    <>
      <QueryFailure queryKey={queryKey} />
      {games.length === 0 ? (
        <p className="muted">{messages.noDataFound}</p>
      ) : (
        <ul className="market-list" aria-label={messages.gamesOf(what)}>
          {games.map(renderGame)}
        </ul>
      )}
    </>
  );
}
