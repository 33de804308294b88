/**
 * Money is held in integer minor units: 1/100 of a point (rules page "How much"). Points are what
 * players type and what the provider writes on the wire; minor units are what we add and store.
 */

import { displayLocale } from '../messages/index';

declare const minorUnit: unique symbol;
/** An integer amount of 1/100 points. The brand keeps points and minor units from being mixed up. */
export type Minor = number & { readonly [minorUnit]: true };

export const MINOR_PER_POINT = 100;

/** Brands an integer as minor units; throws on a fraction or a non-finite number. */
export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Not an integer amount of minor units: ${value}`);
  return value as Minor;
}

/**
 * Points (a number or a numeric string such as "10000" or "142.50", as a provider writes them) to
 * minor units. Rounds to the nearest minor unit so binary fractions such as 0.29 do not lose a paisa.
 * Returns undefined for anything that is not a finite number.
 */
export function pointsToMinor(points: number | string): Minor | undefined {
  const value = typeof points === 'string' ? (points.trim() === '' ? NaN : Number(points)) : points;
  if (!Number.isFinite(value)) return undefined;
  const scaled = Math.round(value * MINOR_PER_POINT);
  return Number.isSafeInteger(scaled) ? (scaled as Minor) : undefined;
}

/** Minor units to points as a number (for the wire): 14250 -> 142.5. */
export function minorToPoints(amount: Minor): number {
  return amount / MINOR_PER_POINT;
}

/**
 * Display form: whole points without decimals, otherwise two decimals: 1000000 -> "10000", 14250 ->
 * "142.50". In another language than English, the language's `Intl` form with Western digits
 * ("10,000" in hi-IN; docs/decisions/010).
 */
export function formatPoints(amount: Minor): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / MINOR_PER_POINT);
  const fraction = abs % MINOR_PER_POINT;
  const locale = displayLocale();
  if (locale !== undefined) {
    const digits = fraction === 0 ? 0 : 2;
    return new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / MINOR_PER_POINT);
  }
  return fraction === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}

/*
 * Money maxima, in whole points. The rules page ("How much", "Money movements") holds every amount in
 * integer minor units and every wallet change as a ledger row; these bounds keep every amount, balance,
 * payout and sum an exact integer (below 2^53 minor units in JavaScript, 2^63 in SQLite) so no answer
 * can fail on a number. They are this project's decision (../shared/domain/matka-rules.md should list
 * them); the provider refuses an amount beyond one with a message naming it.
 */

/**
 * The most a wallet may hold: 100 crore points (10^11 minor units). The sum of 90,000 full wallets is
 * still exact, and a credit that would take a wallet above it (a deposit, a transfer, a refund, a win,
 * an operator's adjustment) is refused.
 */
export const MAX_WALLET_POINTS = 1_000_000_000;
/**
 * The most one bid submission may stake in total (`totalbit`): 1 lakh points, so that a Full Sangam
 * at the seeded 10-100000 pays at most a full wallet.
 */
export const MAX_BID_POINTS = 100_000;
/** The most one deposit (fund request) may ask for: 1 lakh points, UPI's limit per payment. */
export const MAX_DEPOSIT_POINTS = 100_000;
/** The most one transfer may move: 1 lakh points. */
export const MAX_TRANSFER_POINTS = 100_000;
/**
 * The largest value of a game rate (`val_1`, `val_2`): whole points, 1 to 10 lakh. A winning line
 * pays at most MAX_BID_POINTS x MAX_RATE_VALUE points (10^13 minor units), an exact integer, and its
 * SQL product (minor units x hundredths of the rate, 10^7 x 10^8) stays far below 2^63.
 */
export const MAX_RATE_VALUE = 1_000_000;

/** MAX_WALLET_POINTS in minor units. */
export const MAX_WALLET_MINOR = (MAX_WALLET_POINTS * MINOR_PER_POINT) as Minor;
