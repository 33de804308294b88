/**
 * Who wins and how much (`../shared/domain/matka-rules.md`, "Who wins" and "How much"). Pure: the
 * mock server calls it inside its settlement transaction and writes the effect.
 */
import type { BidType, MarketKind, Rate, RateKey, Rates, Session } from './bid-types';
import { BID_TYPES_BY_MARKET, GALI_RATE_KEYS } from './bid-types';
import type { Minor } from './money';
import { minor, MINOR_PER_POINT } from './money';
import { panaDigit, panaKind } from './panas';
import type { DeclaredResult } from './results';

/** A stored bid line, with what the settlement needs to know about its market. */
export interface SettleableLine {
  readonly marketKind: MarketKind;
  readonly bidType: BidType;
  readonly session: Session;
  readonly digits: string;
  readonly closedigits: string;
  /** Whole points staked. */
  readonly points: number;
}

export type Settlement =
  | { readonly status: 'pending' }
  | { readonly status: 'lost' }
  | { readonly status: 'won'; readonly payoutMinor: Minor };

/** The result a line waits for: a main market's open or close half, a Starline slot, a Gali game. */
export type DecidingResult = 'open' | 'close' | 'slot' | 'game';

function assertPlayed(marketKind: MarketKind, bidType: BidType): void {
  if (!BID_TYPES_BY_MARKET[marketKind].includes(bidType))
    throw new RangeError(`${bidType} is not played in a ${marketKind} market`);
}

/**
 * Which result settles a line: main Single Digit, Single / Double / Triple Pana, SP Motor and
 * DP Motor follow their session (open or close); Jodi, Half Sangam and Full Sangam need the close
 * result; Starline lines the slot's result; Gali lines the game's result. Throws a RangeError for a
 * bid type the market kind does not play.
 */
export function decidingResult(
  marketKind: MarketKind,
  bidType: BidType,
  session: Session,
): DecidingResult {
  assertPlayed(marketKind, bidType);
  if (marketKind === 'starline') return 'slot';
  if (marketKind === 'gali') return 'game';
  switch (bidType) {
    case 'Jodi Digit':
    case 'Half Sangam':
    case 'Full Sangam':
      return 'close';
    default:
      return session === 'Open' ? 'open' : 'close';
  }
}

/**
 * The rate a line is paid at. SP Motor and DP Motor lines (and the SP DP TP lines, submitted as
 * Single / Double / Triple Pana) are paid at their pana's type. Gali lines are paid from the fields
 * the Gali rates panel shows them from (`GALI_RATE_KEYS`: Left `single_digit`, Right `single_pana`,
 * Jodi `double_pana`), not from the fields their names suggest: the player is paid what the panel
 * showed (docs/decisions/006). Undefined for a motor line that is not a pana.
 */
export function rateKeyFor(
  marketKind: MarketKind,
  bidType: BidType,
  digits: string,
): RateKey | undefined {
  if (marketKind === 'gali' && bidType in GALI_RATE_KEYS)
    return GALI_RATE_KEYS[bidType as keyof typeof GALI_RATE_KEYS];
  switch (bidType) {
    case 'Single Digit':
    case 'Left Digit':
    case 'Right Digit':
      return 'single_digit';
    case 'Jodi Digit':
      return 'jodi_digit';
    case 'Single Pana':
      return 'single_pana';
    case 'Double Pana':
      return 'double_pana';
    case 'Triple Pana':
      return 'tripple_pana';
    case 'Half Sangam':
      return 'half_sangam';
    case 'Full Sangam':
      return 'full_sangam';
    case 'SP Motor':
    case 'DP Motor': {
      const kind = panaKind(digits);
      if (kind === undefined) return undefined;
      return kind === 'single' ? 'single_pana' : kind === 'double' ? 'double_pana' : 'tripple_pana';
    }
  }
}

/** A rate value in hundredths, so rates such as 9.5 stay exact integers. */
function hundredths(value: number): bigint {
  const scaled = Math.round(value * 100);
  if (!Number.isSafeInteger(scaled) || scaled < 0)
    throw new RangeError(`Not a rate value: ${value}`);
  return BigInt(scaled);
}

/**
 * What a winning line pays: `points x val_2 / val_1`, rounded down to the paisa, in integer
 * arithmetic (BigInt, so no intermediate product loses precision). Rate values may carry up to two
 * decimals. Throws a RangeError when `val_1` is 0 or `points` is not a whole number >= 0.
 */
export function payoutMinor(points: number, rate: Rate): Minor {
  if (!Number.isSafeInteger(points) || points < 0)
    throw new RangeError(`Not whole points: ${points}`);
  const val1 = hundredths(rate.val1);
  const val2 = hundredths(rate.val2);
  if (val1 === 0n) throw new RangeError('A rate with val_1 = 0 pays nothing sensible');
  return minor(Number((BigInt(points) * BigInt(MINOR_PER_POINT) * val2) / val1));
}

function digitOf(pana: string | undefined): string | undefined {
  return pana === undefined ? undefined : String(panaDigit(pana));
}

/**
 * Settles one line against what is declared so far (rules page "Who wins"):
 * - main Single Digit: digits = the open / close digit of its session;
 * - main Single / Double / Triple Pana, SP Motor, DP Motor: digits = the open / close pana;
 * - Jodi Digit: digits = open digit followed by close digit;
 * - Half Sangam session Open ("B"): digits = open digit and closedigits = close pana;
 *   session Close ("A"): digits = close digit and closedigits = open pana;
 * - Full Sangam: digits = open pana and closedigits = close pana;
 * - Starline: the slot's digit (Single Digit) or pana (`declared.openPana`);
 * - Gali Left / Right / Jodi: the left digit / right digit / both.
 * 'pending' until every part the line needs is declared; a won line pays `payoutMinor` at
 * `rates[rateKeyFor(...)]`, where `rates` are that market kind's rates.
 */
export function settleBidLine(
  line: SettleableLine,
  declared: DeclaredResult,
  rates: Rates,
): Settlement {
  const { marketKind, bidType, session, digits, closedigits } = line;
  assertPlayed(marketKind, bidType);
  const openPana = declared.openPana;
  const closePana = declared.closePana;

  let won: boolean | undefined;
  if (marketKind === 'gali') {
    const { galiLeft: left, galiRight: right } = declared;
    if (bidType === 'Left Digit') won = left === undefined ? undefined : digits === left;
    else if (bidType === 'Right Digit') won = right === undefined ? undefined : digits === right;
    else won = left === undefined || right === undefined ? undefined : digits === left + right;
  } else if (marketKind === 'starline') {
    if (openPana !== undefined)
      won = bidType === 'Single Digit' ? digits === digitOf(openPana) : digits === openPana;
  } else {
    const both = openPana !== undefined && closePana !== undefined;
    switch (bidType) {
      case 'Jodi Digit':
        if (both) won = digits === `${digitOf(openPana)}${digitOf(closePana)}`;
        break;
      case 'Half Sangam':
        if (both)
          won =
            session === 'Open'
              ? digits === digitOf(openPana) && closedigits === closePana
              : digits === digitOf(closePana) && closedigits === openPana;
        break;
      case 'Full Sangam':
        if (both) won = digits === openPana && closedigits === closePana;
        break;
      default: {
        const pana = session === 'Open' ? openPana : closePana;
        if (pana !== undefined)
          won = bidType === 'Single Digit' ? digits === digitOf(pana) : digits === pana;
      }
    }
  }

  if (won === undefined) return { status: 'pending' };
  if (!won) return { status: 'lost' };
  const key = rateKeyFor(marketKind, bidType, digits);
  if (key === undefined) return { status: 'lost' };
  return { status: 'won', payoutMinor: payoutMinor(line.points, rates[key]) };
}

const rate = (val1: number, val2: number): Rate => ({ val1, val2 });

const MAIN_RATES: Rates = {
  single_digit: rate(10, 95),
  jodi_digit: rate(10, 950),
  single_pana: rate(10, 1400),
  double_pana: rate(10, 2800),
  tripple_pana: rate(10, 7000),
  half_sangam: rate(10, 10000),
  full_sangam: rate(10, 100000),
};

/**
 * Seeded rates per market kind (rules page "How much"). Gali: Left 10-95 in `single_digit`, Right
 * 10-95 in `single_pana`, Jodi 10-950 in `double_pana`, the fields its panel shows and settlement
 * pays (`GALI_RATE_KEYS`); `jodi_digit` holds 10-950 as well for a reader of the field names. Keys a
 * market kind does not play repeat the main rates and are never paid.
 */
export const DEFAULT_RATES: Readonly<Record<MarketKind, Rates>> = {
  main: MAIN_RATES,
  starline: MAIN_RATES,
  gali: {
    ...MAIN_RATES,
    single_digit: rate(10, 95),
    jodi_digit: rate(10, 950),
    single_pana: rate(10, 95),
    double_pana: rate(10, 950),
  },
};
