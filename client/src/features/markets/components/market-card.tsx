import type { Market } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { formatMainResult } from '@matka/shared/rules';
import { memo } from 'react';
import { CutoffCountdown } from '@/components/countdown';
import { GameAction, GameStatus } from '@/core/components/game-row';
import { paths } from '@/config/paths';
import { useGameTap } from '@/core/components/use-game-tap';

export interface MarketCardProps {
  readonly market: Market;
  readonly bettingEnabled: boolean;
}

/** Memoised: an unchanged poll keeps `market` referentially equal, so no re-render. */
export const MarketCard = memo(function MarketCard({ market, bettingEnabled }: MarketCardProps) {
  const {
    running: open,
    rowClasses,
    shake,
    play,
    offerAt,
  } = useGameTap(market, 'main', paths.game);

  return (
    <li
      className={`market-card${rowClasses}`}
      aria-label={market.game_name}
      onClick={(event) => {
        // Anywhere on a closed card (its text too); Play Game shakes it itself, and the View Charts
        // link still opens the charts.
        if (!open && !(event.target as Element).closest('a, button')) shake();
      }}
    >
      <div className="market-card__info">
        <h2 className="market-card__name">{market.game_name}</h2>
        <p className="market-card__result" role="group" aria-label={messages.result}>
          {formatMainResult(market.open_result, market.close_result)}
        </p>
        <p className="market-card__times">
          <span>{messages.openAt(market.open_time)}</span>
          <span>{messages.closeAt(market.close_time)}</span>
        </p>
        <GameStatus
          running={open}
          openText={messages.marketOpen}
          closedText={messages.marketClosedForToday}
        />
        {open ? <CutoffCountdown offerAt={offerAt} hasOpenSession /> : null}
      </div>
      <GameAction
        gameName={market.game_name}
        playable={bettingEnabled}
        running={open}
        chartUrl={market.web_chart_url}
        onPlay={play}
      />
    </li>
  );
});
