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
  if (!isCanonicalPana(pana)) return undefined;
  const distinct = new Set(pana).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

/**
 * The pana's digit (its "ank"): the sum of its three digits modulo 10. '123' -> 6, '550' -> 0.
 * Throws a RangeError when `pana` is not three digits.
 */
export function panaDigit(pana: string): number {
  if (!/^[0-9]{3}$/.test(pana)) throw new RangeError(`Not a pana: ${pana}`);
  return [...pana].reduce((sum, d) => sum + Number(d), 0) % 10;
}

/** All 220 canonical panas, sorted numerically: '000', '100', '110', '111', '112', ... '999'. */
export const ALL_PANAS: readonly string[] = Array.from({ length: 1000 }, (_, i) =>
  String(i).padStart(3, '0'),
).filter(isCanonicalPana);

/** The 120 single panas, 120 .. 890. */
export const SINGLE_PANAS: readonly string[] = ALL_PANAS.filter((p) => panaKind(p) === 'single');
/** The 90 double panas, 100 .. 990. */
export const DOUBLE_PANAS: readonly string[] = ALL_PANAS.filter((p) => panaKind(p) === 'double');
/** The 10 triple panas, 000 .. 999. */
export const TRIPLE_PANAS: readonly string[] = ALL_PANAS.filter((p) => panaKind(p) === 'triple');

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
  sp: SINGLE_PANAS.filter((p) => panaDigit(p) === digit),
  dp: DOUBLE_PANAS.filter((p) => panaDigit(p) === digit),
  tp: TRIPLE_PANAS.filter((p) => panaDigit(p) === digit),
}));

/** The chart entry of a digit '0'..'9'; undefined for anything else. */
export function chartFor(digit: string): PanaChartEntry | undefined {
  return isDigit(digit) ? PANA_CHART[Number(digit)] : undefined;
}
