/** What a motor or SP DP TP entry expands to (docs/game-rules.md#bid-types). */
import type { Minor } from './money';
import { minor } from './money';
import { canonicalPana, chartFor, isCanonicalPana, panaKind } from './panas';

/** '1231' -> ['1', '2', '3']; undefined unless all digits. */
export function motorDigits(input: string): string[] | undefined {
  if (!/^[0-9]+$/.test(input)) return undefined;
  return [...new Set(input)];
}

function numericOrder(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => Number(a) - Number(b));
}

/** '1234' -> 123 124 134 234; empty below three distinct digits. */
export function expandSpMotor(input: string): string[] {
  const digits = motorDigits(input);
  if (digits === undefined || digits.length < 3) return [];
  const panas: string[] = [];
  for (let i = 0; i < digits.length; i++)
    for (let j = i + 1; j < digits.length; j++)
      for (let k = j + 1; k < digits.length; k++) {
        const pana = canonicalPana(`${digits[i]}${digits[j]}${digits[k]}`);
        if (pana !== undefined) panas.push(pana);
      }
  return numericOrder(panas);
}

/**
 * '12' -> 112 122; '05' -> 500 550. The spec's list of 82 is not given, so all 90 double panas
 * count.
 */
export function expandDpMotor(input: string): string[] {
  const digits = motorDigits(input);
  if (digits === undefined || digits.length < 2) return [];
  const panas: string[] = [];
  for (const a of digits)
    for (const b of digits) {
      if (a === b) continue;
      for (const candidate of [a + a + b, a + b + b, b + a + a, b + b + a])
        if (isCanonicalPana(candidate) && panaKind(candidate) === 'double') panas.push(candidate);
    }
  return numericOrder(panas);
}

export interface SpDpTpChoice {
  readonly sp: boolean;
  readonly dp: boolean;
  readonly tp: boolean;
}

export interface SpDpTpLists {
  readonly sp: readonly string[];
  readonly dp: readonly string[];
  readonly tp: readonly string[];
}

/** Undefined unless `digit` is one digit. */
export function expandSpDpTp(digit: string, chosen: SpDpTpChoice): SpDpTpLists | undefined {
  const chart = chartFor(digit);
  if (chart === undefined) return undefined;
  return {
    sp: chosen.sp ? chart.sp : [],
    dp: chosen.dp ? chart.dp : [],
    tp: chosen.tp ? chart.tp : [],
  };
}

export function spDpTpCount(lists: SpDpTpLists): number {
  return lists.sp.length + lists.dp.length + lists.tp.length;
}

export function spDpTpTotalMinor(pointsMinor: Minor, lists: SpDpTpLists): Minor {
  return minor(pointsMinor * spDpTpCount(lists));
}
