import { messages } from '@matka/shared/messages';
import type { BidType } from '@matka/shared/rules';
import { Link, useLocation } from 'react-router';
import { Screen } from '@/core/components/ui/screen-title';
import { parseGameState, type GameState } from '@/components/bid-entry/game-state';
import { paths } from '@/config/paths';
import { MissingGameState } from '@/components/bid-entry/missing-game-state';
import '@/styles/game-lists.css';

export const STARLINE_GAME_TYPES: readonly {
  readonly label: string;
  readonly bidType: BidType;
  readonly to: string;
  readonly glyph: string;
}[] = [
  { label: 'Single Digit', bidType: 'Single Digit', to: paths.starSingle, glyph: '1' },
  { label: 'Single Pana', bidType: 'Single Pana', to: paths.starSinglePana, glyph: '123' },
  { label: 'Double Pana', bidType: 'Double Pana', to: paths.starDoublePana, glyph: '112' },
  { label: 'Triple Pana', bidType: 'Triple Pana', to: paths.starTriplePana, glyph: '111' },
];

/**
 * /stargame: the four Starline bid types for the slot chosen on the list. Each tile passes gameId,
 * openTime, gameName and pana (the bid type) on.
 */
export function StarlineGameScreen() {
  const game = parseGameState(useLocation().state);
  if (!game) return <MissingGameState title={messages.starlineGame} market="starline" />;
  return (
    <Screen label={messages.starlineGame}>
      <h1 className="screen-title">{game.gameName}</h1>
      <p className="game-subtitle">{messages.chooseGameType}</p>
      <ul className="type-menu" aria-label={messages.gameTypes}>
        {STARLINE_GAME_TYPES.map((type) => {
          const state: GameState = { ...game, pana: type.bidType };
          return (
            <li key={type.to}>
              <Link className="type-menu__tile" to={type.to} state={state}>
                <span className="type-menu__glyph" aria-hidden="true">
                  {type.glyph}
                </span>
                {type.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </Screen>
  );
}
