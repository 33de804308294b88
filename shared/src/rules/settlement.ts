// Who wins and how much (docs/game-rules.md#who-wins). Pure: the mock calls it inside its
// settlement transaction.
import type { BidType, MarketKind, Rate, RateKey, Rates, Session } from './bid-types';
import { BID_TYPES_BY_MARKET, GALI_RATE_KEYS } from './bid-types';
import type { Minor } from './money';
import { minor, MINOR_PER_POINT } from './money';
import { panaDigit, panaKind } from './panas';
import type { DeclaredResult } from './results';

export interface SettleableLine {
  readonly marketKind: MarketKind;
  readonly bidType: BidType;
  readonly session: Session;
  readonly digits: string;
  readonly closedigits: string;
  readonly points: number;
}

export type Settlement =
  | { readonly status: 'pending' }
  | { readonly status: 'lost' }
  | { readonly status: 'won'; readonly payoutMinor: Minor };

export type DecidingResult = 'open' | 'close' | 'slot' | 'game';

function assertPlayed(marketKind: MarketKind, bidType: BidType): void {
  if (!BID_TYPES_BY_MARKET[marketKind].includes(bidType))
    throw new RangeError(`${bidType} is not played in a ${marketKind} market`);
}

/** Throws a RangeError for a bid type the market kind does not play. */
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
 * Motor lines are paid at their pana's kind, Gali lines from the panel's fields
 * (docs/decisions/006-gali-pays-the-panel-rates.md). Undefined for a motor line that is not a pana.
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

/** Hundredths, so a rate such as 9.5 stays an exact integer. */
function hundredths(value: number): bigint {
  const scaled = Math.round(value * 100);
  if (!Number.isSafeInteger(scaled) || scaled < 0)
    throw new RangeError(`Not a rate value: ${value}`);
  return BigInt(scaled);
}

/**
 * `points x val_2 / val_1`, rounded down to the paisa, in BigInt so no product loses precision.
 * Throws on `val_1` 0 or points that are not whole.
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

/** 'pending' until every part the line needs is declared. */
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
 * `jodi_digit` holds Gali's 10-950 too, for a reader of the field names; keys a kind does not play
 * are never paid.
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
