import type { GameRates, Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RatesPanel, type RateRow } from './rates-panel';
import { ChartIcon } from './ui/icons';

/** The list's Chart button: its chart page in a new tab, disabled while the URL is unknown. */
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

/** Bid-History and Win History of a list (shown to a betting player). */
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

/** A Starline or Gali Disawar list's header: its buttons (children), then the rates panel. */
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
  /** The list's name ('Starline', 'Gali Disawar'): '{what} games' and its failure text. */
  readonly what: string;
  readonly games: readonly Market[] | undefined;
  readonly loading: boolean;
  readonly failed: boolean;
  readonly renderGame: (game: Market) => ReactNode;
}

/** A game list's body: loading, failed, 'No Data Found', or one row per game. */
export function GameListBody({ what, games, loading, failed, renderGame }: GameListBodyProps) {
  if (loading) return <p className="muted">{messages.loadingGames}</p>;
  if (failed || games === undefined) {
    return <p className="muted">{messages.gamesNotLoaded(what)}</p>;
  }
  if (games.length === 0) return <p className="muted">{messages.noDataFound}</p>;
  return (
    <ul className="market-list" aria-label={messages.gamesOf(what)}>
      {games.map(renderGame)}
    </ul>
  );
}
