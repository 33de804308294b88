import { PAYMENT_METHOD } from '@matka/shared/contract';
import { lenientProviderMessages } from '@matka/shared/messages';
import { Refusal } from '../../lib/refusal';
import { BANK_WITHDRAW_METHOD, LENIENT_WITHDRAW_METHODS } from '../../lib/lenient-provider-section';

/**
 * A request as the lenient profile reads it: the fields its schema names, nothing else (a real
 * provider reads named properties and never looks at the others), with the provider's withdraw
 * method code turned into the spec's, so that the services see the request a spec client sends.
 */

/** The parts of a zod schema's definition this walk reads (zod's `_zod.def`, stable across zod 4). */
interface SchemaDef {
  readonly type: string;
  readonly shape?: Record<string, SchemaLike>;
  readonly in?: SchemaLike;
  readonly innerType?: SchemaLike;
  readonly element?: SchemaLike;
}
interface SchemaLike {
  readonly _zod: { readonly def: SchemaDef };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` without the object keys `schema` does not name, at every depth. */
export function withoutUnknownFields(schema: SchemaLike, value: unknown): unknown {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object': {
      if (!isRecord(value) || def.shape === undefined) return value;
      const shape = def.shape;
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => Object.hasOwn(shape, key))
          .map(([key, field]) => [key, withoutUnknownFields(shape[key] as SchemaLike, field)]),
      );
    }
    case 'array':
      return Array.isArray(value) && def.element !== undefined
        ? value.map((item) => withoutUnknownFields(def.element as SchemaLike, item))
        : value;
    case 'pipe':
      return def.in === undefined ? value : withoutUnknownFields(def.in, value);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return def.innerType === undefined ? value : withoutUnknownFields(def.innerType, value);
    default:
      return value;
  }
}

const SPEC_CODE_OF_LENIENT: Record<string, string> = Object.fromEntries(
  (Object.keys(LENIENT_WITHDRAW_METHODS) as (keyof typeof LENIENT_WITHDRAW_METHODS)[]).map(
    (method) => [LENIENT_WITHDRAW_METHODS[method], PAYMENT_METHOD[method]],
  ),
);

/**
 * A withdraw request's `payment_method` (a string or a number, as the provider's list hands out) in
 * the spec's code; the bank's code is refused, and an unknown code is left for the schema to refuse.
 */
export function withSpecWithdrawMethod(body: Record<string, unknown>): Record<string, unknown> {
  const code = body['payment_method'];
  if (typeof code !== 'string' && typeof code !== 'number') return body;
  const text = String(code);
  if (text === BANK_WITHDRAW_METHOD)
    throw new Refusal(422, lenientProviderMessages.bankWithdrawUnavailable);
  const spec = SPEC_CODE_OF_LENIENT[text];
  return spec === undefined ? body : { ...body, payment_method: spec };
}

/** The lenient provider's code of a spec withdraw method code. */
export function lenientWithdrawCode(specCode: string): string | undefined {
  const method = (Object.keys(PAYMENT_METHOD) as (keyof typeof PAYMENT_METHOD)[]).find(
    (name) => PAYMENT_METHOD[name] === specCode,
  );
  return method === undefined ? undefined : LENIENT_WITHDRAW_METHODS[method];
}
