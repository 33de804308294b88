import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatStarlineResult } from '@matka/shared/rules';
import { memo } from 'react';
import { useNavigate } from 'react-router';
import { ChartIcon, PlayIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useShake } from '../../../lib/shake';
import type { GameState } from '../../../components/bid-entry/game-state';

/** A slot takes bids while msg_status is 1 (spec section 4). */
export function isSlotRunning(slot: Pick<Market, 'msg_status'>): boolean {
  return slot.msg_status === 1;
}

export interface StarlineRowProps {
  readonly slot: Market;
  readonly bettingEnabled: boolean;
  /** The list's chart page (web_starline_chart_url), used when the row has no chart URL of its own. */
  readonly chartUrl: string;
}

/**
 * One Starline slot (spec section 2): name, 'Running Now' or 'Closed for today', the result or
 * '***-*', and Play Game (betting on) or View Charts. Playing a closed slot vibrates 100 ms and
 * shakes the row 0.5 s instead of navigating. Memoised: an unchanged poll re-renders nothing.
 */
export const StarlineRow = memo(function StarlineRow({
  slot,
  bettingEnabled,
  chartUrl,
}: StarlineRowProps) {
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const running = isSlotRunning(slot);

  function play() {
    if (!running) {
      shake();
      return;
    }
    const state: GameState = {
      gameId: slot.game_id,
      openTime: slot.open_time,
      gameName: slot.game_name,
    };
    void navigate(paths.starGame, { state });
  }

  return (
    <li
      className={`market-card starline-row${shaking ? ' shake' : ''}${running ? '' : ' market-card--closed'}`}
      aria-label={slot.game_name}
      data-testid="starline-row"
      onClick={(event) => {
        if (bettingEnabled && !running && event.target === event.currentTarget) shake();
      }}
    >
      <div className="market-card__info">
        <h3 className="market-card__name">{slot.game_name}</h3>
        <p className="market-card__result">
          <span className="visually-hidden">Result </span>
          {formatStarlineResult(slot.open_result)}
        </p>
        <p className={`market-card__status${running ? ' is-open' : ' is-closed'}`}>
          {running ? messages.runningNow : messages.closedForToday}
        </p>
      </div>
      {bettingEnabled ? (
        <button
          type="button"
          className="market-card__action"
          aria-label={`${messages.playGame}: ${slot.game_name}`}
          aria-disabled={!running || undefined}
          onClick={play}
        >
          <PlayIcon size={28} />
          <span>{messages.playGame}</span>
        </button>
      ) : (
        <a
          className="market-card__action"
          href={slot.web_chart_url || chartUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${messages.viewCharts}: ${slot.game_name}`}
        >
          <ChartIcon size={28} />
          <span>{messages.viewCharts}</span>
        </a>
      )}
    </li>
  );
});
