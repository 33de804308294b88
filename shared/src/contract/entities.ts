import { z } from 'zod/mini';
import { BID_TYPES_BY_MARKET, RATE_KEYS } from '../rules/bid-types';
import type { MarketKind, Rate, RateKey, Rates } from '../rules/bid-types';
import {
  BidDateSchema,
  IdSchema,
  MAX_BID_LINES,
  NameSchema,
  PointsSchema,
  TokenSchema,
} from './common';
import {
  wireFlag,
  wireFlagOr,
  wireId,
  wireMoney,
  wireNullableString,
  wireNumber,
  wireString,
  wireText,
} from './wire';
import { lazySchema } from './lazy-schema';

/**
 * Entities as responses carry them (lenient, `wire.ts`); the bid payload as requests carry it
 * (strict).
 */

/** Real providers send 2 and their clients test `=== 2` (docs/lenient-profile.md). */
export const MSG_STATUS = { running: 1, closed: 2 } as const;

/** Results are `''` until declared (docs/game-rules.md#results). */
export const MarketSchema = lazySchema(() =>
  z.object({
    game_id: wireId,
    game_name: wireString,
    open_time: wireText,
    close_time: wireText,
    open_result: wireText,
    close_result: wireText,
    msg_status: wireNumber,
    web_chart_url: wireText,
  }),
);
export type Market = z.infer<ReturnType<typeof MarketSchema>>;

export const SliderImageSchema = lazySchema(() =>
  z.object({
    slider_image: wireString,
    image_id: wireId,
  }),
);

/** Every field is optional: Starline and Gali send a subset. */
export const GameRatesSchema = lazySchema(() =>
  z.object({
    single_digit_val_1: z.optional(wireNumber),
    single_digit_val_2: z.optional(wireNumber),
    jodi_digit_val_1: z.optional(wireNumber),
    jodi_digit_val_2: z.optional(wireNumber),
    single_pana_val_1: z.optional(wireNumber),
    single_pana_val_2: z.optional(wireNumber),
    double_pana_val_1: z.optional(wireNumber),
    double_pana_val_2: z.optional(wireNumber),
    tripple_pana_val_1: z.optional(wireNumber),
    tripple_pana_val_2: z.optional(wireNumber),
    half_sangam_val_1: z.optional(wireNumber),
    half_sangam_val_2: z.optional(wireNumber),
    full_sangam_val_1: z.optional(wireNumber),
    full_sangam_val_2: z.optional(wireNumber),
  }),
);
export type GameRates = z.infer<ReturnType<typeof GameRatesSchema>>;

/** A pair with a value missing or `val_1` not positive (a division by zero) is left out. */
export function ratesFromEntry(entry: GameRates): Partial<Record<RateKey, Rate>> {
  const rates: Partial<Record<RateKey, Rate>> = {};
  for (const key of RATE_KEYS) {
    const val1 = entry[`${key}_val_1`];
    const val2 = entry[`${key}_val_2`];
    if (val1 !== undefined && val2 !== undefined && val1 > 0) rates[key] = { val1, val2 };
  }
  return rates;
}

/** Undefined when any pair is missing. */
export function fullRatesFromEntry(entry: GameRates): Rates | undefined {
  const rates = ratesFromEntry(entry);
  return RATE_KEYS.every((key) => rates[key] !== undefined) ? (rates as Rates) : undefined;
}

/**
 * Real providers send `null` for a win without its bid
 * (docs/decisions/009-lenient-provider-client.md).
 */
export const WinRecordSchema = lazySchema(() =>
  z.object({
    pana: wireNullableString,
    game_name: wireNullableString,
    session: wireText,
    digits: wireNullableString,
    closedigits: wireText,
    wining_date: wireText,
    amount: wireMoney,
  }),
);

export const BidRecordSchema = lazySchema(() =>
  z.object({
    pana: wireString,
    game_name: wireString,
    session: wireText,
    digits: wireString,
    closedigits: wireText,
    bid_date: wireText,
    points: wireMoney,
  }),
);

/**
 * `'0'` and `'2'` are ours (the spec names only `'1'`), so a passbook tells a withdrawal's states
 * apart.
 */
export const AMOUNT_STATUS = { pending: '0', approved: '1', cancelled: '2' } as const;

/** `amount_status` missing means approved. */
export const WalletTransactionSchema = lazySchema(() =>
  z.object({
    transaction_id: wireId,
    transaction_type: wireFlag,
    transaction_note: wireText,
    amount: wireMoney,
    insert_date: wireText,
    amount_status: wireFlagOr('1'),
  }),
);

export const WITHDRAW_REQUEST_STATUS = { pending: '0', cancelled: '1', approved: '2' } as const;

export const WithdrawRequestSchema = lazySchema(() =>
  z.object({
    request_number: wireId,
    request_status: wireFlag,
    request_amount: wireMoney,
    insert_date: wireText,
    payment_receipt: wireText,
    google_pay_number: wireText,
    phone_pay_number: wireText,
    paytm_number: wireText,
  }),
);
export type WithdrawRequest = z.infer<ReturnType<typeof WithdrawRequestSchema>>;

/** Listed by `api-fund-request-history`, an endpoint of ours. */
export const FundRequestSchema = lazySchema(() =>
  z.object({
    request_id: wireId,
    request_amount: wireMoney,
    // '0' pending, '1' rejected, '2' approved, as withdraw requests number theirs.
    request_status: wireFlag,
    insert_date: wireText,
  }),
);

export const FundRequestHistoryRowSchema = lazySchema(() =>
  z.pipe(
    z.object({
      fund_request_id: wireId,
      request_amount: wireMoney,
      request_status: wireFlag,
      insert_date: wireText,
    }),
    z.transform(({ fund_request_id, ...row }) => ({ request_id: fund_request_id, ...row })),
  ),
);

export const PaymentDetailsSchema = lazySchema(() =>
  z.object({
    google_pay_number: wireText,
    paytm_number: wireText,
    phone_pay_number: wireText,
  }),
);
export type PaymentDetails = z.infer<ReturnType<typeof PaymentDetailsSchema>>;

export const PaymentMethodSchema = lazySchema(() =>
  z.object({
    type: wireFlag,
    value: wireText,
    name: wireText,
  }),
);
export type PaymentMethod = z.infer<ReturnType<typeof PaymentMethodSchema>>;

/** Real providers' list of a player's deposits (docs/lenient-profile.md). */
export const AutoDepositSchema = lazySchema(() =>
  z.object({
    id: wireId,
    amount: wireMoney,
    tx_request_number: wireText,
    payment_method: wireText,
    fund_status: wireFlag,
    insert_date: wireText,
  }),
);

export const AUTO_DEPOSIT_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;

/** The spec lists no fields: `upi_payment_id` is the payee of every UPI method (decided here). */
export const BankDetailsSchema = lazySchema(() =>
  z.object({
    upi_payment_id: wireText,
    bank_name: wireText,
    account_holder_name: wireText,
    account_number: wireText,
    ifsc_code: wireText,
  }),
);

export const HeadlineSchema = lazySchema(() =>
  z.object({
    status: wireFlag,
    notes: wireText,
  }),
);

export const HowToPlayContentSchema = lazySchema(() =>
  z.object({
    video_link: wireText,
    how_to_play_content: wireText,
  }),
);

export const RulesContentSchema = lazySchema(() =>
  z.object({
    withdrawal_rule: wireText,
    deposit_rule: wireText,
  }),
);

export const QrDataSchema = lazySchema(() =>
  z.object({
    upi_id: wireText,
    qr_image: wireText,
  }),
);

/** 1 to 3 digits; the rules check which values are valid. */
const BidDigitsSchema = z.string().check(z.regex(/^\d{1,3}$/));
const OptionalBidDigitsSchema = z.string().check(z.regex(/^(\d{1,3})?$/));

function bidTypeSchema(kind: MarketKind) {
  const [first, ...rest] = BID_TYPES_BY_MARKET[kind];
  if (first === undefined) throw new Error(`No bid types for ${kind}`);
  return z.enum([first, ...rest]);
}

/** `closepana` is `''` unless the line carries a close pana. */
function bidLineSchema(kind: MarketKind) {
  return z.strictObject({
    digits: BidDigitsSchema,
    closedigits: OptionalBidDigitsSchema,
    points: PointsSchema,
    session: kind === 'main' ? z.enum(['Open', 'Close']) : z.enum(['Open']),
    pana: bidTypeSchema(kind),
    closepana: OptionalBidDigitsSchema,
  });
}

/** Shape only: totals, digits, balance and windows are the server's rules. */
function newResultSchema<K extends MarketKind>(kind: K) {
  return z.strictObject({
    unique_token: TokenSchema,
    Gamename: NameSchema,
    totalbit: PointsSchema,
    gameid: IdSchema,
    pana: bidTypeSchema(kind),
    gametype: z.literal(kind),
    bid_date: BidDateSchema,
    session: kind === 'main' ? z.enum(['Open', 'Close']) : z.enum(['Open']),
    result: z.array(bidLineSchema(kind)).check(z.minLength(1), z.maxLength(MAX_BID_LINES)),
  });
}

export const MainNewResultSchema = lazySchema(() => newResultSchema('main'));
export type MainNewResult = z.infer<ReturnType<typeof MainNewResultSchema>>;
export const StarlineNewResultSchema = lazySchema(() => newResultSchema('starline'));
export type StarlineNewResult = z.infer<ReturnType<typeof StarlineNewResultSchema>>;
export const GaliNewResultSchema = lazySchema(() => newResultSchema('gali'));
export type GaliNewResult = z.infer<ReturnType<typeof GaliNewResultSchema>>;
