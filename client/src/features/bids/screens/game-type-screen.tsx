import { messages } from '@matka/shared/messages';
import { isTimedTileClosed } from '@matka/shared/time';
import { useLocation, useNavigate } from 'react-router';
import { MissingGameState, parseGameState, type GameState } from '../../../components/bid-entry';
import { Screen, ScreenTitle } from '../../../components/ui/screen-title';
import { useClock } from '../../../lib/clock';
import { TOAST_AUTO_CLOSE, toast } from '../../../lib/toast';
import { GAME_TYPE_TILES, type GameTypeTile } from '../game-types';
import '../../../components/bid-entry/bid-entry.css';

const TITLE = 'Select Game Type';

/**
 * The main market's game-type menu (/game): ten tiles; the timed ones refuse with 'Bidding is
 * closed for {game type}' once the open time is at or before now (IST, injected clock).
 */
export function Component() {
  const game = parseGameState(useLocation().state);
  const navigate = useNavigate();
  const clock = useClock();
  if (!game) return <MissingGameState title={TITLE} />;

  function open(tile: GameTypeTile, current: GameState) {
    if (tile.timed && isTimedTileClosed(current.openTime, clock.now())) {
      toast.error(messages.biddingClosedFor(tile.label), { autoClose: TOAST_AUTO_CLOSE.money });
      return;
    }
    const state: GameState = {
      gameId: current.gameId,
      openTime: current.openTime,
      gameName: current.gameName,
      pana: tile.label,
    };
    void navigate(tile.path, { state });
  }

  return (
    <Screen label={TITLE}>
      <ScreenTitle>{game.gameName}</ScreenTitle>
      <ul className="tiles game-types" aria-label="Game types">
        {GAME_TYPE_TILES.map((tile) => (
          <li key={tile.path}>
            <button
              type="button"
              className="tile game-types__tile"
              onClick={() => open(tile, game)}
            >
              {tile.label}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
