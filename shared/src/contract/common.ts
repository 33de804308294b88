import { z } from 'zod/mini';
import { ENV_TYPE } from './request';
import { lazySchema } from './lazy-schema';
import { PHONE_PATTERN } from '../rules/phone';
import { MONTH_NAMES, parseHistoryDate, parseLongDate } from '../time/date-format';

/**
 * The request side of the contract. Requests are strict: an unknown key, a wrong type or an
 * out-of-range value is a bad request.
 */

/** So a 3 MB string is a bad request, not a row. */
const MAX_TEXT_LENGTH = 200;
const MAX_SECRET_LENGTH = 512;
const MAX_REQUEST_POINTS = 1_000_000_000;
export const MAX_BID_LINES = 500;

const SecretSchema = z.string().check(z.minLength(1), z.maxLength(MAX_SECRET_LENGTH));
export const TokenSchema = SecretSchema;
/** The spec sets no rule beyond "required". */
export const PasswordSchema = SecretSchema;
export const NameSchema = z.string().check(z.minLength(1), z.maxLength(MAX_TEXT_LENGTH));
export const NoteSchema = z.string().check(z.maxLength(MAX_TEXT_LENGTH));

export const PhoneSchema = z.string().check(z.regex(PHONE_PATTERN));

/** `''`: a withdraw number not saved. */
export const OptionalPhoneSchema = lazySchema(() => z.union([z.literal(''), PhoneSchema]));

/** `''`: the register screen has no email field. */
export const EmailSchema = lazySchema(() =>
  z.union([z.literal(''), z.email().check(z.maxLength(254))]),
);

export const WithdrawMethodSchema = z.enum(['2', '3', '4']);

export const IdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));

/** Request amounts are never fractional or negative. */
export const PointsSchema = z.int().check(z.positive(), z.lte(MAX_REQUEST_POINTS));

/** '3/7/2026': month/day/year without zero padding, a real date. */
export const HistoryDateSchema = z.string().check(
  z.regex(/^([1-9]|1[0-2])\/([1-9]|[12]\d|3[01])\/(\d{4})$/),
  z.refine((value) => parseHistoryDate(value) !== undefined, 'Not a calendar date'),
);

/** '22-November-2026', '5-March-2026': a real date. */
export const BidDateSchema = z.string().check(
  z.regex(new RegExp(`^([1-9]|[12]\\d|3[01])-(${MONTH_NAMES.join('|')})-(\\d{4})$`)),
  z.refine((value) => parseLongDate(value) !== undefined, 'Not a calendar date'),
);

const CommonRequestShape = {
  env_type: z.literal(ENV_TYPE),
  app_key: SecretSchema,
};

const TokenRequestShape = { ...CommonRequestShape, unique_token: TokenSchema };

export function requestSchema<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject({ ...CommonRequestShape, ...shape });
}

export function tokenRequestSchema<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject({ ...TokenRequestShape, ...shape });
}

/**
 * The body of every refusal (docs/architecture.md#the-contract): a response whose status is not
 * true is a failure.
 */
export const ProviderErrorBodySchema = z.object({
  status: z.literal(false),
  msg: z.string(),
});
export type ProviderErrorBody = z.infer<typeof ProviderErrorBodySchema>;

function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * The main and Starline submit-bid bodies carry the token inside `new_result` only. Takes any
 * parsed JSON.
 */
export function requestToken(body: unknown): string | undefined {
  const direct = stringField(body, 'unique_token');
  if (direct !== undefined) return direct;
  if (typeof body !== 'object' || body === null) return undefined;
  return stringField((body as Record<string, unknown>)['new_result'], 'unique_token');
}
