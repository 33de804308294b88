import { rateKeyFor, type BidType, type MarketKind, type RateKey } from '@matka/shared/rules';

/** A rates panel's row: the bid type's name and the `game_rates` field its rate is read from. */
export interface RateRow {
  readonly label: BidType;
  readonly key: RateKey;
}

/** The bid types each market's rates panel lists, in the spec's order (section 2). */
const PANEL_TYPES = {
  main: [
    'Single Digit',
    'Jodi Digit',
    'Single Pana',
    'Double Pana',
    'Triple Pana',
    'Half Sangam',
    'Full Sangam',
  ],
  starline: ['Single Digit', 'Double Pana', 'Single Pana', 'Triple Pana'],
  gali: ['Left Digit', 'Right Digit', 'Jodi Digit'],
} as const satisfies Record<MarketKind, readonly BidType[]>;

/**
 * Every rates panel's rows (Game Rates, the Starline and Gali Disawar lists). Each rate is read
 * from the field settlement pays the type from (`rateKeyFor`), so a winner gets the rate the panel
 * showed (docs/decisions/006).
 */
export function rateRows(market: MarketKind): readonly RateRow[] {
  return PANEL_TYPES[market].flatMap((label) => {
    const key = rateKeyFor(market, label, '');
    return key === undefined ? [] : [{ label, key }];
  });
}
