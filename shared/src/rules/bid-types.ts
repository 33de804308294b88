// Market kinds, bid types and sessions; a bid type's label travels in `new_result.pana` and comes
// back in the histories (docs/game-rules.md#bid-types).

export type MarketKind = 'main' | 'starline' | 'gali';

/** Starline and Gali lines are always 'Open'. */
export const SESSIONS = ['Open', 'Close'] as const;
export type Session = (typeof SESSIONS)[number];

/**
 * Every bid type by its wire label. SP DP TP is absent: it is sent as Single, Double and Triple
 * Pana bids.
 */
export const BID_TYPES = [
  'Single Digit',
  'Jodi Digit',
  'Single Pana',
  'Double Pana',
  'Triple Pana',
  'Half Sangam',
  'Full Sangam',
  'SP Motor',
  'DP Motor',
  'Left Digit',
  'Right Digit',
] as const;
export type BidType = (typeof BID_TYPES)[number];

function spellingKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\bpanna\b/g, 'pana')
    .replace(/\btripple\b/g, 'triple');
}

const SESSION_BY_KEY: ReadonlyMap<string, Session> = new Map(
  SESSIONS.map((session) => [spellingKey(session), session]),
);
const BID_TYPE_BY_KEY: ReadonlyMap<string, BidType> = new Map(
  BID_TYPES.map((type) => [spellingKey(type), type]),
);

/** 'open', 'OPEN' -> 'Open': providers write sessions in either case. */
export function sessionOfSpelling(text: string): Session | undefined {
  return SESSION_BY_KEY.get(spellingKey(text));
}

/** 'single panna', 'Tripple Pana' -> 'Single Pana', 'Triple Pana': the spellings providers use. */
export function bidTypeOfSpelling(text: string): BidType | undefined {
  return BID_TYPE_BY_KEY.get(spellingKey(text));
}

export const BID_TYPES_BY_MARKET: Readonly<Record<MarketKind, readonly BidType[]>> = {
  main: [
    'Single Digit',
    'Jodi Digit',
    'Single Pana',
    'Double Pana',
    'Triple Pana',
    'Half Sangam',
    'Full Sangam',
    'SP Motor',
    'DP Motor',
  ],
  starline: ['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana'],
  gali: ['Left Digit', 'Right Digit', 'Jodi Digit'],
};

export const RATE_KEYS = [
  'single_digit',
  'jodi_digit',
  'single_pana',
  'double_pana',
  'tripple_pana',
  'half_sangam',
  'full_sangam',
] as const;
export type RateKey = (typeof RATE_KEYS)[number];

/**
 * Gali lines are shown and paid from these fields, so a winner gets the rate the panel showed
 * (docs/decisions/006-gali-pays-the-panel-rates.md).
 */
export const GALI_RATE_KEYS = {
  'Left Digit': 'single_digit',
  'Right Digit': 'single_pana',
  'Jodi Digit': 'double_pana',
} as const satisfies Readonly<Record<'Left Digit' | 'Right Digit' | 'Jodi Digit', RateKey>>;

/** `val_1` points staked win `val_2` points ("10-95"). */
export interface Rate {
  readonly val1: number;
  readonly val2: number;
}
export type Rates = Readonly<Record<RateKey, Rate>>;
