import type { Market } from '@matka/shared/contract';
import { marketOffer, type MarketKind } from '@matka/shared/rules';
import type { MarketOffer } from '@matka/shared/time';
import { useNavigate } from 'react-router';
import { useClock } from '@/core/lib/clock';
import { useTicking } from '@/core/lib/ticker';
import type { GameState } from '@/components/bid-entry/game-state';
import { useShake } from '@/core/lib/shake';

export interface GameTap {
  /** Also by the clock: a game turns closed at zero without waiting for the next poll. */
  readonly running: boolean;
  readonly offerAt: (nowMs: number) => MarketOffer;
  readonly rowClasses: string;
  readonly shake: () => void;
  readonly play: () => void;
}

export function useGameTap(game: Market, kind: MarketKind, gamePath: string): GameTap {
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const clock = useClock();
  const offerAt = (nowMs: number) => marketOffer(kind, game.open_time, game.close_time, nowMs);
  // Times that cannot be read leave the decision to msg_status alone.
  const clockAllows = useTicking(() => {
    const offer = offerAt(clock.now());
    return offer.closesAtMs === undefined || offer.takesBids;
  });
  const running = game.msg_status === 1 && clockAllows;
  return {
    running,
    offerAt,
    rowClasses: `${shaking ? ' shake' : ''}${running ? '' : ' market-card--closed'}`,
    shake,
    play: () => {
      if (!running) {
        shake();
        return;
      }
      // The close time too: it decides a night market's day.
      const state: GameState = {
        gameId: game.game_id,
        openTime: game.open_time,
        gameName: game.game_name,
        closeTime: game.close_time,
      };
      void navigate(gamePath, { state });
    },
  };
}
