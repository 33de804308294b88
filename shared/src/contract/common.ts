import { z } from 'zod/mini';
import { ENV_TYPE } from './request';
import { lazySchema } from './lazy-schema';
import { PHONE_PATTERN } from '../rules/phone';
import { MONTH_NAMES, parseHistoryDate, parseLongDate } from '../time/date-format';

/**
 * The request side of the contract: the fields every body carries, the builders that add them, and
 * the canonical primitives a correct client sends (spec section 7). Requests are strict: an unknown
 * key, a wrong type or an out-of-range value is a bad request.
 */

/** Upper bound for free text in a request, so a 3 MB string is a bad request, not a row. */
const MAX_TEXT_LENGTH = 200;
/** Upper bound for tokens, keys and passwords. */
const MAX_SECRET_LENGTH = 512;
/** Upper bound for whole points in one request field (10 crore points). */
const MAX_REQUEST_POINTS = 1_000_000_000;
/** Upper bound for the lines of one submitted bid (`new_result.result`). */
export const MAX_BID_LINES = 500;

/** A non-empty opaque secret: app key, `unique_token`, password. */
const SecretSchema = z.string().check(z.minLength(1), z.maxLength(MAX_SECRET_LENGTH));
/** The session token the provider returns at login and registration. */
export const TokenSchema = SecretSchema;
/** A password as typed (spec section 5 shows no rule beyond "required"). */
export const PasswordSchema = SecretSchema;
/** Non-empty free text such as a name. */
export const NameSchema = z.string().check(z.minLength(1), z.maxLength(MAX_TEXT_LENGTH));
/** Free text that may be empty (e.g. `transfer_note`). */
export const NoteSchema = z.string().check(z.maxLength(MAX_TEXT_LENGTH));

/** Indian mobile number: 10 digits, first 6-9 (spec section 9 "Phone pattern"). */
export const PhoneSchema = z.string().check(z.regex(PHONE_PATTERN));

/** A phone number or `''`: a withdraw number not saved (`api-add-user-upi-details`). */
export const OptionalPhoneSchema = lazySchema(() => z.union([z.literal(''), PhoneSchema]));

/** `''` (the register screen has no email field) or an address (`api-user-registration`). */
export const EmailSchema = lazySchema(() =>
  z.union([z.literal(''), z.email().check(z.maxLength(254))]),
);

/** A withdraw method code: 2 Google Pay, 3 Paytm, 4 PhonePe (spec section 9). */
export const WithdrawMethodSchema = z.enum(['2', '3', '4']);

/** An id in a request (game id): a string of letters, digits, `_` or `-`. */
export const IdSchema = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/));

/** Whole points as a JSON integer, at least 1 (request amounts are never fractional or negative). */
export const PointsSchema = z.int().check(z.positive(), z.lte(MAX_REQUEST_POINTS));

/**
 * History dates, month/day/year without zero padding (spec section 7: "History dates are sent as
 * month/day/year without zero padding"), e.g. `3/7/2026`; must be a real calendar date.
 */
export const HistoryDateSchema = z.string().check(
  z.regex(/^([1-9]|1[0-2])\/([1-9]|[12]\d|3[01])\/(\d{4})$/),
  z.refine((value) => parseHistoryDate(value) !== undefined, 'Not a calendar date'),
);

/**
 * Bid dates, day-MonthName-year with the day not padded (spec section 7 and section 9 "Date
 * display D-MonthName-YYYY"), e.g. `22-November-2026`, `5-March-2026`; must be a real calendar date.
 */
export const BidDateSchema = z.string().check(
  z.regex(new RegExp(`^([1-9]|[12]\\d|3[01])-(${MONTH_NAMES.join('|')})-(\\d{4})$`)),
  z.refine((value) => parseLongDate(value) !== undefined, 'Not a calendar date'),
);

/** The fields of every body (spec section 7: "JSON bodies carrying env_type ('Prod') and an app key"). */
const CommonRequestShape = {
  env_type: z.literal(ENV_TYPE),
  app_key: SecretSchema,
};

/** The common fields of a body that identifies the player. */
const TokenRequestShape = { ...CommonRequestShape, unique_token: TokenSchema };

/** A strict body schema: the common fields plus `shape`. */
export function requestSchema<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject({ ...CommonRequestShape, ...shape });
}

/** A strict body schema: the common fields, `unique_token` and `shape`. */
export function tokenRequestSchema<const S extends z.core.$ZodLooseShape>(shape: S) {
  return z.strictObject({ ...TokenRequestShape, ...shape });
}

/**
 * The body of every refusal the provider sends, with an HTTP 4xx status (docs/architecture.md "The
 * contract"). Spec section 8 shows that a response with status not true is a failure.
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
 * The session token of a body: its `unique_token`, or `new_result.unique_token` for the main and
 * Starline submit-bid bodies, which carry it only there (spec section 7). Takes any parsed JSON.
 */
export function requestToken(body: unknown): string | undefined {
  const direct = stringField(body, 'unique_token');
  if (direct !== undefined) return direct;
  if (typeof body !== 'object' || body === null) return undefined;
  return stringField((body as Record<string, unknown>)['new_result'], 'unique_token');
}
