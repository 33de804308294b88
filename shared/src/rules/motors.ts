/**
 * Motor and SP DP TP expansions (`../shared/domain/matka-rules.md`, "Motor bids"; spec section 5).
 * Each function turns what the player typed into the pana lines that are submitted.
 */
import type { Minor } from './money';
import { minor } from './money';
import { canonicalPana, chartFor, isCanonicalPana, panaKind } from './panas';

/**
 * The distinct digits of a motor input in the order first typed ('1231' -> ['1', '2', '3']).
 * Undefined when the input holds anything but digits (or nothing).
 */
export function motorDigits(input: string): string[] | undefined {
  if (!/^[0-9]+$/.test(input)) return undefined;
  return [...new Set(input)];
}

function numericOrder(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => Number(a) - Number(b));
}

/**
 * SP Motor: every 3-digit subset of the distinct typed digits, as a single pana in canonical form,
 * sorted numerically (C(n,3) panas; '1234' -> 123 124 134 234). Empty when fewer than 3 distinct
 * digits or the input is not all digits.
 */
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
 * DP Motor: for each ordered pair (a, b) of different typed digits the candidates aab, abb, baa and
 * bba, keeping those that are canonical double panas; so each unordered pair yields the two double
 * panas made of both digits ('12' -> 112 122; '05' -> 500 550). Sorted numerically. The spec's
 * "allowed list of 82 values" is not given; the 90 canonical double panas are used (rules page).
 * Empty when fewer than 2 distinct digits or the input is not all digits.
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

/** Which SP DP TP checkboxes are ticked. */
export interface SpDpTpChoice {
  readonly sp: boolean;
  readonly dp: boolean;
  readonly tp: boolean;
}

/** The chosen chart lists of one digit; an unticked type has an empty list. */
export interface SpDpTpLists {
  readonly sp: readonly string[];
  readonly dp: readonly string[];
  readonly tp: readonly string[];
}

/**
 * SP DP TP: the digit's chart lists for the ticked types (12 SP, 9 DP, 1 TP). Undefined when
 * `digit` is not a single digit '0'..'9'.
 */
export function expandSpDpTp(digit: string, chosen: SpDpTpChoice): SpDpTpLists | undefined {
  const chart = chartFor(digit);
  if (chart === undefined) return undefined;
  return {
    sp: chosen.sp ? chart.sp : [],
    dp: chosen.dp ? chart.dp : [],
    tp: chosen.tp ? chart.tp : [],
  };
}

/** Number of panas in SP DP TP lists. */
export function spDpTpCount(lists: SpDpTpLists): number {
  return lists.sp.length + lists.dp.length + lists.tp.length;
}

/** SP DP TP total: points x number of panas chosen (spec section 5). */
export function spDpTpTotalMinor(pointsMinor: Minor, lists: SpDpTpLists): Minor {
  return minor(pointsMinor * spDpTpCount(lists));
}
