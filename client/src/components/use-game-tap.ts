import type { Market } from '@matka/shared/contract';
import { useNavigate } from 'react-router';
import type { GameState } from './bid-entry/game-state';
import { useShake } from '../lib/shake';

export interface GameTap {
  /** msg_status 1: the game takes bids (spec section 4). */
  readonly running: boolean;
  /** The row's state classes: 'shake' while shaking, 'market-card--closed' when closed. */
  readonly rowClasses: string;
  readonly shake: () => void;
  /**
   * Play Game: opens `gamePath` with { gameId, openTime, gameName, closeTime }, or shakes a closed
   * game.
   */
  readonly play: () => void;
}

/**
 * The tap handling of a market, Starline or Gali row (spec section 9): a running game opens its
 * game-type menu; a closed one vibrates 100 ms and shakes 0.5 s instead of navigating.
 */
export function useGameTap(game: Market, gamePath: string): GameTap {
  const navigate = useNavigate();
  const { shaking, shake } = useShake();
  const running = game.msg_status === 1;
  return {
    running,
    rowClasses: `${shaking ? ' shake' : ''}${running ? '' : ' market-card--closed'}`,
    shake,
    play: () => {
      if (!running) {
        shake();
        return;
      }
      // The spec's three fields and the close time, which decides a night market's day.
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
