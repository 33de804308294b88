/**
 * The vocabulary every other rule, the API contract and both apps share: market kinds, bid types
 * and sessions. The labels are what travels on the wire in `new_result.pana` and comes back in the
 * histories' `pana` field (spec section 7; rules page "Who wins").
 */

/** The three kinds of market (spec section 1). */
export type MarketKind = 'main' | 'starline' | 'gali';

/** Sessions as the provider writes them (spec section 4: Gali and Starline bids use 'Open'). */
export const SESSIONS = ['Open', 'Close'] as const;
export type Session = (typeof SESSIONS)[number];

/**
 * Every bid type a player can submit, by its wire label. SP DP TP is not here: it is submitted as
 * one Single / Double / Triple Pana bid per chosen type (spec section 5). SP Motor and DP Motor
 * lines are pana lines paid at their pana's rate (rules page "Who wins").
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

/** A spelling's key: lower case, one space between words, `panna` read as `pana`, `tripple` as `triple`. */
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

/**
 * The session a text names in any case ('open', 'OPEN' -> 'Open'): the spec writes it 'Open' and
 * 'open' (sections 3 and 7). Undefined for anything else.
 */
export function sessionOfSpelling(text: string): Session | undefined {
  return SESSION_BY_KEY.get(spellingKey(text));
}

/**
 * The bid type a text names in any case and with the spec's other spellings ('single panna',
 * 'Triple Panna' -> 'Single Pana', 'Triple Pana'). Undefined for anything else.
 */
export function bidTypeOfSpelling(text: string): BidType | undefined {
  return BID_TYPE_BY_KEY.get(spellingKey(text));
}

/** Which bid types each market kind takes. */
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

/** The rate keys of a `game_rates` entry (spec section 3: `{type}_val_1`, `{type}_val_2`). */
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
 * The rate field each Gali bid type is shown and paid from: the spec's Gali rates panel reads Left,
 * Right and Jodi Digit from the `single_digit`, `single_pana` and `double_pana` fields of the first
 * `game_rates` entry (spec section 2, "Gali Disawar"; rules page "How much"), and settlement pays
 * the same fields, so a winner gets the rate the panel showed (docs/decisions/006).
 */
export const GALI_RATE_KEYS = {
  'Left Digit': 'single_digit',
  'Right Digit': 'single_pana',
  'Jodi Digit': 'double_pana',
} as const satisfies Readonly<Record<'Left Digit' | 'Right Digit' | 'Jodi Digit', RateKey>>;

/** A rate pair: `val_1` points staked win `val_2` points ("10-95"). */
export interface Rate {
  readonly val1: number;
  readonly val2: number;
}
export type Rates = Readonly<Record<RateKey, Rate>>;
