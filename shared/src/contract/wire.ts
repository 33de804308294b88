import { z } from 'zod/mini';
import { pointsToMinor } from '../rules/money';
import type { Minor } from '../rules/money';

/**
 * Lenient primitives for responses: providers write numbers as strings, booleans as 'true' or 1 and
 * leave out empty lists. The input is the wire form, the output one normal form
 * (docs/architecture.md#the-contract).
 */

function parseNumber(value: number | string): number | undefined {
  const parsed = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  return Number.isFinite(parsed) ? parsed : undefined;
}

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

export function isTrueLike(value: unknown): boolean {
  return TRUE_VALUES.has(value);
}

export const wireBoolean = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((value) => TRUE_VALUES.has(value)),
);

/** The field keeps its wire name; the unit is in the type (`Minor`). */
export const wireMoney = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx): Minor => {
    const amount = pointsToMinor(value);
    if (amount !== undefined) return amount;
    ctx.issues.push({ code: 'custom', message: 'Expected an amount of points', input: value });
    return z.NEVER;
  }),
);

/** Ids, texts and flags share the wire form, not the meaning. */
const stringOrNumber = () =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value)),
  );

export const wireId = stringOrNumber();

export const wireString = stringOrNumber();

export const wireNullableString = z.pipe(
  z.union([z.string(), z.number(), z.null()]),
  z.transform((value) => (value === null ? '' : String(value))),
);

export const wireText = z.prefault(wireNullableString, '');

export const wireFlag = stringOrNumber();

export function wireFlagOr(fallback: string) {
  return z.prefault(wireFlag, fallback);
}

export function wireList<T extends z.core.SomeType>(item: T) {
  return z.pipe(
    z.optional(z.nullable(z.array(item))),
    z.transform((value): z.output<T>[] => value ?? []),
  );
}
