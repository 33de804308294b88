import { z } from 'zod/mini';
import { pointsToMinor } from '../rules/money';
import type { Minor } from '../rules/money';

/**
 * Lenient primitives for responses. A real provider writes numbers as numeric strings, booleans as
 * `'true'` or `1`, ids as numbers or strings, and leaves out empty lists; the schema input accepts
 * all of that (it is the wire form the mock server writes) and the output is one normal form
 * (docs/architecture.md "The contract").
 */

function parseNumber(value: number | string): number | undefined {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A number, or a numeric string (`'12'`, `'142.50'`), to a number. */
export const wireNumber = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const parsed = parseNumber(value);
    if (parsed !== undefined) return parsed;
    ctx.issues.push({ code: 'custom', message: 'Expected a number', input: value });
    return z.NEVER;
  }),
);

const TRUE_VALUES: ReadonlySet<unknown> = new Set([true, 'true', 1, '1']);

/** True for the boolean-like values a provider writes for yes: `true`, `'true'`, `1`, `'1'`. */
export function isTrueLike(value: unknown): boolean {
  return TRUE_VALUES.has(value);
}

/** A boolean-like value to a boolean: `true`, `'true'`, `1`, `'1'` are true, anything else false. */
export const wireBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((value) => TRUE_VALUES.has(value)),
);

/**
 * Money in points (a number or a numeric string, up to two decimals) to integer minor units. The
 * field keeps its wire name; the unit is in the type (`Minor`).
 */
export const wireMoney = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx): Minor => {
    const amount = pointsToMinor(value);
    if (amount !== undefined) return amount;
    ctx.issues.push({ code: 'custom', message: 'Expected an amount of points', input: value });
    return z.NEVER;
  }),
);

/** A string or a number, to a string: ids, texts and flags share the wire form, not the meaning. */
const stringOrNumber = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  );

/** An id written as a number or a string, to a string. */
export const wireId = stringOrNumber();

/** A required text field; a number is accepted and written as a string. */
export const wireString = stringOrNumber();

/** A required text field that may be null, to a string (`''` for null). */
export const wireNullableString = z.pipe(
  z.union([z.string(), z.number(), z.null()]),
  z.transform((value) => (value === null ? '' : String(value))),
);

/** A text field that may be missing or null, to a string (`''` when absent). */
export const wireText = z.prefault(wireNullableString, '');

/**
 * A flag such as `betting_status`, `getaway_status`, `request_status`, `transaction_type`,
 * `amount_status` (`'1'`, `'0'` ...), written as a string or a number, to a string.
 */
export const wireFlag = stringOrNumber();

/** A flag that may be missing, to `fallback` when absent (e.g. `betting_status` missing means `'0'`). */
export function wireFlagOr(fallback: string) {
  return z.prefault(wireFlag, fallback);
}

/** A list that may be missing or null, to an array (`[]` when absent). */
export function wireList<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value): z.output<T>[] => value ?? []),
  );
}
