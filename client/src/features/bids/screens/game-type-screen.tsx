import { messages } from '@matka/shared/messages';
import { screenOpens } from '@matka/shared/rules';
import { useLocation, useNavigate } from 'react-router';
import { parseGameState, type GameState } from '@/components/bid-entry/game-state';
import { MissingGameState } from '@/components/bid-entry/missing-game-state';
import { useMarketOffer } from '@/components/bid-entry/use-market-offer';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { useClock } from '@/core/lib/clock';
import { moneyToast } from '@/lib/toast';
import type { BidScreenRow } from '@/components/bid-entry/bid-entry-routes';
import { GAME_TYPE_TILES } from '@/features/bids/game-types';
import '@/components/bid-entry/bid-entry.css';

/**
 * The main market's game-type menu (/game): ten tiles. A tile whose bids the market no longer takes
 * shows 'Bidding is closed for {game type}' instead of opening (`screenOpens`, the provider's rule
 * too): the timed ones (Jodi, Half Sangam, Full Sangam) from the open time of the market day, every
 * tile from its close time. A night market after midnight is still on yesterday's day.
 */
export function GameTypeScreen() {
  const game = parseGameState(useLocation().state);
  const navigate = useNavigate();
  const clock = useClock();
  const offerAt = useMarketOffer('main', game);
  if (!game) return <MissingGameState title={messages.selectGameType} market="main" />;

  function open(tile: BidScreenRow, current: GameState) {
    if (!screenOpens(offerAt(clock.now()), tile.screen)) {
      moneyToast.error(messages.biddingClosedFor(tile.title));
      return;
    }
    const state: GameState = {
      gameId: current.gameId,
      openTime: current.openTime,
      gameName: current.gameName,
      pana: tile.title,
      ...(current.closeTime === undefined ? {} : { closeTime: current.closeTime }),
    };
    void navigate(tile.path, { state });
  }

  return (
    <Screen label={messages.selectGameType}>
      <ScreenTitle>{game.gameName}</ScreenTitle>
      <ul className="tiles game-types" aria-label={messages.gameTypes}>
        {GAME_TYPE_TILES.map((tile) => (
          <li key={tile.path}>
            <button
              type="button"
              className="tile game-types__tile"
              onClick={() => open(tile, game)}
            >
              {tile.title}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
