// Money in integer minor units, 1/100 point (docs/game-rules.md#money); points are only what
// players type and the wire carries.

import { displayLocale } from '../messages/index';

declare const minorUnit: unique symbol;
/** The brand keeps points and minor units from being mixed up. */
export type Minor = number & { readonly [minorUnit]: true };

export const MINOR_PER_POINT = 100;

export function minor(value: number): Minor {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`Not an integer amount of minor units: ${value}`);
  return value as Minor;
}

/**
 * "142.50" or 142.5 -> 14250; rounds to the nearest unit so binary fractions such as 0.29 keep
 * their paisa.
 */
export function pointsToMinor(points: number | string): Minor | undefined {
  const value = typeof points === 'string' ? (points.trim() === '' ? NaN : Number(points)) : points;
  if (!Number.isFinite(value)) return undefined;
  const scaled = Math.round(value * MINOR_PER_POINT);
  return Number.isSafeInteger(scaled) ? (scaled as Minor) : undefined;
}

export function minorToPoints(amount: Minor): number {
  return amount / MINOR_PER_POINT;
}

/**
 * 1000000 -> "10000", 14250 -> "142.50"; in Hindi the `Intl` form with Western digits
 * (docs/decisions/010-message-catalogue.md).
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
 * Money maxima, in whole points (decided here): within them every amount, balance, payout and sum
 * stays an exact integer in JavaScript and SQLite, so no answer can fail on a number.
 */

/** 100 crore points: the sum of 90,000 full wallets is still exact. */
export const MAX_WALLET_POINTS = 1_000_000_000;
/** 1 lakh, so a Full Sangam at the seeded 10-100000 pays at most a full wallet. */
export const MAX_BID_POINTS = 100_000;
/** 1 lakh, UPI's limit per payment. */
export const MAX_DEPOSIT_POINTS = 100_000;
export const MAX_TRANSFER_POINTS = 100_000;
/** A payout's SQL product (minor units x hundredths of the rate) stays far below 2^63. */
export const MAX_RATE_VALUE = 1_000_000;

export const MAX_WALLET_MINOR = (MAX_WALLET_POINTS * MINOR_PER_POINT) as Minor;
