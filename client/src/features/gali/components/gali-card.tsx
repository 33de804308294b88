import { messages } from '@matka/shared/messages';
import type { Market } from '@matka/shared/contract';
import { formatGaliResult } from '@matka/shared/rules';
import { memo } from 'react';
import { CutoffCountdown } from '@/components/countdown';
import { GameAction, GameStatus } from '@/core/components/game-row';
import { paths } from '@/config/paths';
import { useGameTap } from '@/core/components/use-game-tap';

export interface GaliCardProps {
  readonly game: Market;
  readonly playable: boolean;
  /** Used when the game has none of its own. */
  readonly chartUrl: string;
}

export const GaliCard = memo(function GaliCard({ game, playable, chartUrl }: GaliCardProps) {
  const { running, rowClasses, shake, play, offerAt } = useGameTap(game, 'gali', paths.galiGame);

  return (
    <li
      className={`market-card gali-card${rowClasses}`}
      aria-label={game.game_name}
      data-testid="gali-card"
      onClick={(event) => {
        if (playable && !running && event.target === event.currentTarget) shake();
      }}
    >
      <div className="market-card__info">
        <h3 className="market-card__name">{game.game_name}</h3>
        <p className="gali-badge">
          <span className="visually-hidden">{messages.result} </span>
          {formatGaliResult(game.open_result, game.close_result)}
        </p>
        <GameStatus running={running} />
        {running ? <CutoffCountdown offerAt={offerAt} hasOpenSession={false} /> : null}
      </div>
      <GameAction
        gameName={game.game_name}
        playable={playable}
        running={running}
        chartUrl={game.web_chart_url || chartUrl}
        onPlay={play}
      />
    </li>
  );
});
