/**
 * Digits, jodis and panas in their canonical form (`../shared/domain/matka-rules.md`, "Digits,
 * panas and their canonical form"). Every list here is derived from the rule, never typed by hand.
 */

export type PanaKind = 'single' | 'double' | 'triple';

/** The ten digits '0'..'9'. */
export const DIGITS: readonly string[] = Array.from({ length: 10 }, (_, i) => String(i));

/** The hundred jodis '00'..'99', zero padded. */
export const JODIS: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  String(i).padStart(2, '0'),
);

/** Sort weight of a digit in a canonical pana: 0 counts as 10, so it can only stand last. */
function weight(digit: string): number {
  return digit === '0' ? 10 : Number(digit);
}

/** True for a single character '0'..'9'. */
export function isDigit(value: string): boolean {
  return /^[0-9]$/.test(value);
}

/**
 * True when `value` is three digits in ascending order with 0 counted as 10 (so `190`, never
 * `019`; `100`, never `001`; `000` is the triple pana of digit 0).
 */
export function isCanonicalPana(value: string): boolean {
  if (!/^[0-9]{3}$/.test(value)) return false;
  const [a, b, c] = [...value].map(weight) as [number, number, number];
  return a <= b && b <= c;
}

/** Writes three digits in canonical order: '910' -> '190', '001' -> '100'. Undefined if not three digits. */
export function canonicalPana(value: string): string | undefined {
  if (!/^[0-9]{3}$/.test(value)) return undefined;
  return [...value].sort((x, y) => weight(x) - weight(y)).join('');
}

/** Single (three different digits), double (exactly two equal) or triple; undefined if not canonical. */
export function panaKind(pana: string): PanaKind | undefined {
  return isCanonicalPana(pana) ? kindOfCanonical(pana) : undefined;
}

/**
 * The pana's digit (its "ank"): the sum of its three digits modulo 10. '123' -> 6, '550' -> 0.
 * Throws a RangeError when `pana` is not three digits.
 */
export function panaDigit(pana: string): number {
  if (!/^[0-9]{3}$/.test(pana)) throw new RangeError(`Not a pana: ${pana}`);
  return digitOfCanonical(pana);
}

/** The digits in canonical order, by weight: 1 .. 9, then 0. */
const DIGITS_BY_WEIGHT = [...DIGITS].sort((x, y) => weight(x) - weight(y)).join('');

/**
 * All 220 canonical panas, sorted numerically: '000', '100', '110', '111', '112', ... '999'. Built
 * from digit triples in weight order rather than by testing the 1000 numbers: these lists load with
 * every signed-in screen, and testing each number costs a phone's main thread far more.
 */
export const ALL_PANAS: readonly string[] = canonicalPanas();

function canonicalPanas(): string[] {
  const panas: string[] = [];
  for (let a = 0; a < 10; a += 1)
    for (let b = a; b < 10; b += 1)
      for (let c = b; c < 10; c += 1)
        panas.push(
          DIGITS_BY_WEIGHT.charAt(a) + DIGITS_BY_WEIGHT.charAt(b) + DIGITS_BY_WEIGHT.charAt(c),
        );
  return panas.sort();
}

/** The kind of a pana known to be canonical (its equal digits stand side by side). */
function kindOfCanonical(pana: string): PanaKind {
  const equalPairs = Number(pana[0] === pana[1]) + Number(pana[1] === pana[2]);
  return equalPairs === 0 ? 'single' : equalPairs === 1 ? 'double' : 'triple';
}

/** The 120 single panas, 120 .. 890. */
export const SINGLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'single',
);
/** The 90 double panas, 100 .. 990. */
export const DOUBLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'double',
);
/** The 10 triple panas, 000 .. 999. */
export const TRIPLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'triple',
);

/** One digit's SP/DP/TP chart (SP DP TP screen): 12 single, 9 double and 1 triple pana. */
export interface PanaChartEntry {
  readonly sp: readonly string[];
  readonly dp: readonly string[];
  readonly tp: readonly string[];
}

/**
 * The SP/DP/TP chart, indexed by digit 0-9, each list sorted numerically. Digit 0 is SP 127 136
 * 145 190 235 280 370 389 460 479 569 578, DP 118 226 244 299 334 488 550 668 677, TP 000.
 */
export const PANA_CHART: readonly PanaChartEntry[] = DIGITS.map((_, digit) => ({
  sp: SINGLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
  dp: DOUBLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
  tp: TRIPLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
}));

/** The sum of a pana's three digits mod 10, without `panaDigit`'s check (the lists above). */
function digitOfCanonical(pana: string): number {
  return (pana.charCodeAt(0) + pana.charCodeAt(1) + pana.charCodeAt(2) - 3 * 48) % 10;
}

/** The chart entry of a digit '0'..'9'; undefined for anything else. */
export function chartFor(digit: string): PanaChartEntry | undefined {
  return isDigit(digit) ? PANA_CHART[Number(digit)] : undefined;
}
