import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatGaliResult } from '@matka/shared/rules';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { ChartIcon, PlayIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useShake } from '../../../lib/shake';
import type { GameState } from '../../../components/bid-entry/game-state';

/** A Gali game takes bids while msg_status is 1 (spec section 4). */
export function isGaliRunning(game: Pick<Market, 'msg_status'>): boolean {
  return game.msg_status === 1;
}

export interface GaliCardProps {
  readonly game: Market;
  /** Play Game (true) or View Charts (false). */
  readonly playable: boolean;
  /** The list's chart page (web_galidessar_chart_url), used when the game has none of its own. */
  readonly chartUrl: string;
}

/**
 * One Gali Disawar game (spec section 2): name, 'Running Now' or 'Closed for today', a black badge
 * with the result (left then right digit, or '**'), and Play Game or View Charts. Playing a closed
 * game vibrates 100 ms and shakes the card 0.5 s instead of navigating.
 */
export const GaliCard = memo(function GaliCard({ game, playable, chartUrl }: GaliCardProps) {
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const running = isGaliRunning(game);

  function play() {
    if (!running) {
      shake();
      return;
    }
    const state: GameState = {
      gameId: game.game_id,
      openTime: game.open_time,
      gameName: game.game_name,
    };
    void navigate(paths.galiGame, { state });
  }

  return (
    <li
      className={`market-card gali-card${shaking ? ' shake' : ''}${running ? '' : ' market-card--closed'}`}
      aria-label={game.game_name}
      data-testid="gali-card"
      onClick={(event) => {
        if (playable && !running && event.target === event.currentTarget) shake();
      }}
    >
      <div className="market-card__info">
        <h3 className="market-card__name">{game.game_name}</h3>
        <p className="gali-badge">
          <span className="visually-hidden">Result </span>
          {formatGaliResult(game.open_result, game.close_result)}
        </p>
        <p className={`market-card__status${running ? ' is-open' : ' is-closed'}`}>
          {running ? messages.runningNow : messages.closedForToday}
        </p>
      </div>
      {playable ? (
        <button
          type="button"
          className="market-card__action"
          aria-label={`${messages.playGame}: ${game.game_name}`}
          aria-disabled={!running || undefined}
          onClick={play}
        >
          <PlayIcon size={28} />
          <span>{messages.playGame}</span>
        </button>
      ) : (
        <a
          className="market-card__action"
          href={game.web_chart_url || chartUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${messages.viewCharts}: ${game.game_name}`}
        >
          <ChartIcon size={28} />
          <span>{messages.viewCharts}</span>
        </a>
      )}
    </li>
  );
});
