// Digits, jodis and panas, every list derived from the canonical form
// (docs/game-rules.md#digits-jodis-and-panas).

export type PanaKind = 'single' | 'double' | 'triple';

export const DIGITS: readonly string[] = Array.from({ length: 10 }, (_, i) => String(i));

export const JODIS: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  String(i).padStart(2, '0'),
);

/** 0 weighs 10, so it can only stand last in a canonical pana. */
function weight(digit: string): number {
  return digit === '0' ? 10 : Number(digit);
}

export function isDigit(value: string): boolean {
  return /^[0-9]$/.test(value);
}

/** `190`, never `019`; `100`, never `001`. */
export function isCanonicalPana(value: string): boolean {
  if (!/^[0-9]{3}$/.test(value)) return false;
  const [a, b, c] = [...value].map(weight) as [number, number, number];
  return a <= b && b <= c;
}

/** '910' -> '190', '001' -> '100'; undefined unless three digits. */
export function canonicalPana(value: string): string | undefined {
  if (!/^[0-9]{3}$/.test(value)) return undefined;
  return [...value].sort((x, y) => weight(x) - weight(y)).join('');
}

export function panaKind(pana: string): PanaKind | undefined {
  return isCanonicalPana(pana) ? kindOfCanonical(pana) : undefined;
}

/** The pana's digit (its "ank"): '123' -> 6, '550' -> 0. Throws unless three digits. */
export function panaDigit(pana: string): number {
  if (!/^[0-9]{3}$/.test(pana)) throw new RangeError(`Not a pana: ${pana}`);
  return digitOfCanonical(pana);
}

const DIGITS_BY_WEIGHT = [...DIGITS].sort((x, y) => weight(x) - weight(y)).join('');

/**
 * All 220 panas, sorted. Built from triples, not by testing 1000 numbers: every signed-in screen
 * loads this on a phone.
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

function kindOfCanonical(pana: string): PanaKind {
  const equalPairs = Number(pana[0] === pana[1]) + Number(pana[1] === pana[2]);
  return equalPairs === 0 ? 'single' : equalPairs === 1 ? 'double' : 'triple';
}

export const SINGLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'single',
);
export const DOUBLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'double',
);
export const TRIPLE_PANAS: readonly string[] = ALL_PANAS.filter(
  (p) => kindOfCanonical(p) === 'triple',
);

export interface PanaChartEntry {
  readonly sp: readonly string[];
  readonly dp: readonly string[];
  readonly tp: readonly string[];
}

/** Each digit's 12 single, 9 double and 1 triple pana. */
export const PANA_CHART: readonly PanaChartEntry[] = DIGITS.map((_, digit) => ({
  sp: SINGLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
  dp: DOUBLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
  tp: TRIPLE_PANAS.filter((p) => digitOfCanonical(p) === digit),
}));

/** `panaDigit` without its check, for the lists above. */
function digitOfCanonical(pana: string): number {
  return (pana.charCodeAt(0) + pana.charCodeAt(1) + pana.charCodeAt(2) - 3 * 48) % 10;
}

export function chartFor(digit: string): PanaChartEntry | undefined {
  return isDigit(digit) ? PANA_CHART[Number(digit)] : undefined;
}
