import { rateKeyFor, type BidType, type MarketKind, type RateKey } from '@matka/shared/rules';

export interface RateRow {
  readonly label: BidType;
  readonly key: RateKey;
}

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

/** The field settlement pays from, so a winner gets the rate shown (docs/decisions/006). */
export function rateRows(market: MarketKind): readonly RateRow[] {
  return PANEL_TYPES[market].flatMap((label) => {
    const key = rateKeyFor(market, label, '');
    return key === undefined ? [] : [{ label, key }];
  });
}
