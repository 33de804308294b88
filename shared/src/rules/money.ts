/**
 * Money is held in integer minor units: 1/100 of a point (rules page "How much"). Points are what
 * players type and what the provider writes on the wire; minor units are what we add and store.
 */

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

/** Display form: whole points without decimals, otherwise two decimals: 1000000 -> "10000", 14250 -> "142.50". */
export function formatPoints(amount: Minor): string {
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const whole = Math.floor(abs / MINOR_PER_POINT);
  const fraction = abs % MINOR_PER_POINT;
  return fraction === 0
    ? `${sign}${whole}`
    : `${sign}${whole}.${String(fraction).padStart(2, '0')}`;
}
