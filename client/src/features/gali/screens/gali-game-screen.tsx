import { messages } from '@matka/shared/messages';
import { screenOpens, type BidScreen, type BidType } from '@matka/shared/rules';
import { useLocation, useNavigate } from 'react-router';
import { Screen } from '@/core/components/ui/screen-title';
import { parseGameState, type GameState } from '@/components/bid-entry/game-state';
import { useMarketOffer } from '@/components/bid-entry/use-market-offer';
import { paths } from '@/config/paths';
import { useClock } from '@/core/lib/clock';
import { moneyToast } from '@/lib/toast';
import { MissingGameState } from '@/components/bid-entry/missing-game-state';
import '@/styles/game-lists.css';

export const GALI_GAME_TYPES: readonly {
  readonly label: string;
  readonly bidType: BidType;
  readonly screen: BidScreen;
  readonly to: string;
  readonly glyph: string;
}[] = [
  {
    label: 'Left Digit',
    bidType: 'Left Digit',
    screen: 'gali-left-digit',
    to: paths.leftDigit,
    glyph: '4*',
  },
  {
    label: 'Right Digit',
    bidType: 'Right Digit',
    screen: 'gali-right-digit',
    to: paths.rightDigit,
    glyph: '*7',
  },
  {
    label: 'Jodi Digit',
    bidType: 'Jodi Digit',
    screen: 'gali-jodi-digit',
    to: paths.jodiDigit,
    glyph: '47',
  },
];

/**
 * /galigame: Left Digit, Right Digit, Jodi Digit for the game chosen on the list. A game takes bids
 * until its time (docs/game-rules.md); after it a tile shows 'Bidding is closed for {game type}'
 * instead of opening. The provider's check calls the same rule (`screenOpens` of the offer).
 */
export function GaliGameScreen() {
  const game = parseGameState(useLocation().state);
  const navigate = useNavigate();
  const clock = useClock();
  const offerAt = useMarketOffer('gali', game);
  if (!game) return <MissingGameState title={messages.galiDisawarGame} market="gali" />;

  function open(type: (typeof GALI_GAME_TYPES)[number], current: NonNullable<typeof game>) {
    if (!screenOpens(offerAt(clock.now()), type.screen)) {
      moneyToast.error(messages.biddingClosedFor(type.label));
      return;
    }
    const state: GameState = { ...current, pana: type.bidType };
    void navigate(type.to, { state });
  }

  return (
    <Screen label={messages.galiDisawarGame}>
      <h1 className="screen-title">{game.gameName}</h1>
      <p className="game-subtitle">{messages.chooseGameType}</p>
      <ul className="type-menu" aria-label={messages.gameTypes}>
        {GALI_GAME_TYPES.map((type) => (
          <li key={type.to}>
            <button type="button" className="type-menu__tile" onClick={() => open(type, game)}>
              <span className="type-menu__glyph" aria-hidden="true">
                {type.glyph}
              </span>
              {type.label}
            </button>
          </li>
        ))}
      </ul>
    </Screen>
  );
}
