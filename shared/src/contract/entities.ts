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
 * The entities of spec section 3 as they travel in responses (lenient, see `wire.ts`), and the bid
 * payload `new_result` as it travels in requests (strict).
 */

/**
 * `msg_status` of a market row: 1 takes bids (spec section 3), 2 closed. The spec reads anything
 * but 1 as closed; real providers send 2 and their clients test `=== 2` (docs/lenient-profile.md).
 */
export const MSG_STATUS = { running: 1, closed: 2 } as const;

/**
 * A market: main market, Starline slot or Gali Disawar game (spec section 3 "Market"). Times are
 * `hh:mm AM/PM` IST. Results are `''` until declared: main `open_result` `'123-6'` and
 * `close_result` `'8-350'`; Starline `open_result` `'123-6'`; Gali `open_result` the left digit and
 * `close_result` the right digit (../shared/domain/matka-rules.md "Results"). `msg_status` see
 * `MSG_STATUS`. `web_chart_url` is `''` when absent (Starline and Gali lists carry one chart URL
 * for the whole list instead).
 */
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

/** A home slider image (spec section 3 "Dashboard/user data": sliderdata). */
export const SliderImageSchema = lazySchema(() =>
  z.object({
    slider_image: wireString,
    image_id: wireId,
  }),
);

/**
 * One `game_rates` entry (spec section 3 "Game rates"): `{type}_val_1` points staked win
 * `{type}_val_2` points. Every field is optional: Starline and Gali send a subset (the Gali panel reads
 * Left, Right and Jodi from `single_digit`, `single_pana` and `double_pana`).
 */
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

/**
 * The rate pairs a `game_rates` entry carries, by rate key. A pair is left out when either value is
 * missing or `val_1` is not positive (a rate `0-95` would divide by zero).
 */
export function ratesFromEntry(entry: GameRates): Partial<Record<RateKey, Rate>> {
  const rates: Partial<Record<RateKey, Rate>> = {};
  for (const key of RATE_KEYS) {
    const val1 = entry[`${key}_val_1`];
    const val2 = entry[`${key}_val_2`];
    if (val1 !== undefined && val2 !== undefined && val1 > 0) rates[key] = { val1, val2 };
  }
  return rates;
}

/** The full `Rates` of an entry (main markets), or undefined when any pair is missing. */
export function fullRatesFromEntry(entry: GameRates): Rates | undefined {
  const rates = ratesFromEntry(entry);
  return RATE_KEYS.every((key) => rates[key] !== undefined) ? (rates as Rates) : undefined;
}

/**
 * A win (spec section 3 "Win record"). `pana` is the bid type label, `amount` the win. Real providers
 * join the bid to the win and send `null` when it has none (docs/decisions/009).
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

/** A bid (spec section 3 "Bid record"). `pana` is the bid type label, `points` the stake. */
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
 * The states of a ledger row's money (`amount_status`). The spec names only `'1'` approved; `'0'`
 * pending (a withdrawal not yet paid out) and `'2'` cancelled (a withdrawal cancelled and refunded)
 * are this project's, so a passbook can tell them apart. Anything else shows as Unknown.
 */
export const AMOUNT_STATUS = { pending: '0', approved: '1', cancelled: '2' } as const;

/**
 * A ledger row (spec section 3 "Wallet transaction"): `transaction_type` `'1'` credit, else debit;
 * `amount_status` see `AMOUNT_STATUS` (`'1'` approved, also when missing).
 */
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

/** The withdraw request states (spec section 4): anything else shows as Unknown. */
export const WITHDRAW_REQUEST_STATUS = { pending: '0', cancelled: '1', approved: '2' } as const;

/** A withdraw request (spec section 3 "Withdraw request"); `request_status` see `WITHDRAW_REQUEST_STATUS`. */
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

/** A fund (deposit) request, listed by `api-fund-request-history` (added by this project). */
export const FundRequestSchema = lazySchema(() =>
  z.object({
    request_id: wireId,
    request_amount: wireMoney,
    // '0' pending, '1' rejected, '2' approved: not in the spec; mirrors the withdraw request states.
    request_status: wireFlag,
    insert_date: wireText,
  }),
);

/** A fund request as real providers list it (`fund_req_history`, id `fund_request_id`), read as a `FundRequestSchema` row. */
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

/** The player's saved withdraw numbers (spec section 3 "User payment details"); `''` when not saved. */
export const PaymentDetailsSchema = lazySchema(() =>
  z.object({
    google_pay_number: wireText,
    paytm_number: wireText,
    phone_pay_number: wireText,
  }),
);
export type PaymentDetails = z.infer<ReturnType<typeof PaymentDetailsSchema>>;

/**
 * A withdraw method of `api-user-payment-method-list` (real providers, docs/decisions/009): its
 * `payment_method` code, the saved number and the provider's name for it.
 */
export const PaymentMethodSchema = lazySchema(() =>
  z.object({
    type: wireFlag,
    value: wireText,
    name: wireText,
  }),
);
export type PaymentMethod = z.infer<ReturnType<typeof PaymentMethodSchema>>;

/**
 * A deposit of `api-get-auto-deposit-list` (real providers' list of a player's deposits, not in the
 * spec; docs/lenient-profile.md): `fund_status` see `AUTO_DEPOSIT_STATUS`.
 */
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

/** The states of an auto deposit (`fund_status`), as real providers number them. */
export const AUTO_DEPOSIT_STATUS = { pending: '0', approved: '1', rejected: '2' } as const;

/**
 * An admin bank details entry (spec section 3: "bank_details (first used)"). The spec does not list
 * its fields; this project decides `upi_payment_id` (the one payee address used for every UPI
 * method, spec section 7) plus the usual bank fields, all `''` when absent.
 */
export const BankDetailsSchema = lazySchema(() =>
  z.object({
    upi_payment_id: wireText,
    bank_name: wireText,
    account_holder_name: wireText,
    account_number: wireText,
    ifsc_code: wireText,
  }),
);

/** A headline entry: shown when `status` is `'1'` (spec section 7 `api-get-headline`). */
export const HeadlineSchema = lazySchema(() =>
  z.object({
    status: wireFlag,
    notes: wireText,
  }),
);

/** How-to-play content (spec section 3: content[0].video_link). */
export const HowToPlayContentSchema = lazySchema(() =>
  z.object({
    video_link: wireText,
    how_to_play_content: wireText,
  }),
);

/** Deposit and withdrawal rule texts, lines split on newlines by the screens (spec section 3 "Rules content"). */
export const RulesContentSchema = lazySchema(() =>
  z.object({
    withdrawal_rule: wireText,
    deposit_rule: wireText,
  }),
);

/** QR payment data (spec section 3: qrdata[0] with upi_id, qr_image). */
export const QrDataSchema = lazySchema(() =>
  z.object({
    upi_id: wireText,
    qr_image: wireText,
  }),
);

// ---- Bid payload (requests) ----

/** Digits of a bid line: 1 to 3 digits (digit, jodi or pana); the rules check which ones are valid. */
const BidDigitsSchema = z.string().check(z.regex(/^\d{1,3}$/));
/** `closedigits` / `closepana`: `''` when unused, else 1 to 3 digits. */
const OptionalBidDigitsSchema = z.string().check(z.regex(/^(\d{1,3})?$/));

function bidTypeSchema(kind: MarketKind) {
  const [first, ...rest] = BID_TYPES_BY_MARKET[kind];
  if (first === undefined) throw new Error(`No bid types for ${kind}`);
  return z.enum([first, ...rest]);
}

/**
 * One line of `new_result.result` (spec section 7): `digits`, `closedigits` (`''` if unused), whole
 * `points`, `session`, the line's bid type label `pana`, and `closepana` (`''` unless the line
 * carries a close pana). Starline and Gali lines are always session `Open` (spec section 4).
 */
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

/**
 * `new_result` of the submit-bid bodies (spec section 7). `totalbit` is the total in whole points,
 * `pana` the bid type label, `gametype` the market kind, `bid_date` `D-MonthName-YYYY`. The schema
 * checks the shape only (1 to `MAX_BID_LINES` lines); totals, digits, balance and open times are the
 * server's business rules.
 */
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
