import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatMainResult } from '@matka/shared/rules';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { PlayIcon, ChartIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useShake } from '../../../lib/shake';

/** Navigation state of /game (spec section 2: gameId, openTime, gameName). */
export interface GameState {
  readonly gameId: string;
  readonly openTime: string;
  readonly gameName: string;
}

/** Running when msg_status is 1 (spec section 4). */
export function isMarketOpen(market: Pick<Market, 'msg_status'>): boolean {
  return market.msg_status === 1;
}

export interface MarketCardProps {
  readonly market: Market;
  readonly bettingEnabled: boolean;
}

/**
 * A main market (spec section 2, Home): name, joined or masked result, times, status, and Play Game
 * (betting on) or View Charts (betting off). A tap anywhere on a closed market vibrates and shakes
 * it instead of opening.
 * Memoised: an unchanged poll keeps `market` referentially equal, so the card does not re-render.
 */
export const MarketCard = memo(function MarketCard({ market, bettingEnabled }: MarketCardProps) {
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const open = isMarketOpen(market);

  function play() {
    // A closed card's own click handler shakes it (the click bubbles up from this button).
    if (!open) return;
    const state: GameState = {
      gameId: market.game_id,
      openTime: market.open_time,
      gameName: market.game_name,
    };
    void navigate(paths.game, { state });
  }

  return (
    <li
      className={`market-card${shaking ? ' shake' : ''}${open ? '' : ' market-card--closed'}`}
      aria-label={market.game_name}
      onClick={(event) => {
        // Anywhere on a closed card (its text too); the View Charts link still opens the charts.
        if (!open && !(event.target as Element).closest('a')) shake();
      }}
    >
      <div className="market-card__info">
        <h2 className="market-card__name">{market.game_name}</h2>
        <p className="market-card__result" role="group" aria-label="Result">
          {formatMainResult(market.open_result, market.close_result)}
        </p>
        <p className="market-card__times">
          <span>Open {market.open_time}</span>
          <span>Close {market.close_time}</span>
        </p>
        <p className={`market-card__status${open ? ' is-open' : ' is-closed'}`}>
          {open ? messages.marketOpen : messages.marketClosedForToday}
        </p>
      </div>
      {bettingEnabled ? (
        <button
          type="button"
          className="market-card__action"
          aria-label={`${messages.playGame}: ${market.game_name}`}
          aria-disabled={!open || undefined}
          onClick={play}
        >
          <PlayIcon size={28} />
          <span>{messages.playGame}</span>
        </button>
      ) : (
        <a
          className="market-card__action"
          href={market.web_chart_url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${messages.viewCharts}: ${market.game_name}`}
        >
          <ChartIcon size={28} />
          <span>{messages.viewCharts}</span>
        </a>
      )}
    </li>
  );
});
