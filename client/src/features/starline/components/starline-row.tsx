import { messages } from '@matka/shared/messages';
import type { Market } from '@matka/shared/contract';
import { formatStarlineResult } from '@matka/shared/rules';
import { memo } from 'react';
import { CutoffCountdown } from '@/components/countdown';
import { GameAction, GameStatus } from '@/core/components/game-row';
import { paths } from '@/config/paths';
import { useGameTap } from '@/core/components/use-game-tap';

export interface StarlineRowProps {
  readonly slot: Market;
  readonly bettingEnabled: boolean;
  /** Used when the row has none of its own. */
  readonly chartUrl: string;
}

/** Memoised: an unchanged poll re-renders nothing. */
export const StarlineRow = memo(function StarlineRow({
  slot,
  bettingEnabled,
  chartUrl,
}: StarlineRowProps) {
  const { running, rowClasses, shake, play, offerAt } = useGameTap(
    slot,
    'starline',
    paths.starGame,
  );

  return (
    <li
      className={`market-card starline-row${rowClasses}`}
      aria-label={slot.game_name}
      data-testid="starline-row"
      onClick={(event) => {
        if (bettingEnabled && !running && event.target === event.currentTarget) shake();
      }}
    >
      <div className="market-card__info">
        <h3 className="market-card__name">{slot.game_name}</h3>
        <p className="market-card__result">
          <span className="visually-hidden">{messages.result} </span>
          {formatStarlineResult(slot.open_result)}
        </p>
        <GameStatus running={running} />
        {running ? <CutoffCountdown offerAt={offerAt} hasOpenSession={false} /> : null}
      </div>
      <GameAction
        gameName={slot.game_name}
        playable={bettingEnabled}
        running={running}
        chartUrl={slot.web_chart_url || chartUrl}
        onPlay={play}
      />
    </li>
  );
});
