import { z } from 'zod/mini';

/**
 * The mock provider's control API, for testers and the browser tests (not part of the provider):
 * `POST /control/<path>` with a JSON body and the control token in the `x-control-token` header,
 * enabled unless `MOCK_CONTROL=0`. No app key is needed.
 * Every success is `{ status: true, ... }`; every refusal HTTP 4xx `{ status: false, msg }`.
 * Money in control bodies is whole points; in answers both points and integer minor units.
 */

const Id = z.string().check(z.regex(/^\d{1,12}$/));
const Mobile = z.string().check(z.regex(/^[6-9]\d{9}$/));
/** An IST calendar day 'YYYY-MM-DD'; omitted: the market's current day. */
const DayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/**
 * A declared pana: bare (`'123'`, the digit derived), or in the forms the provider writes it, open
 * `'123-6'` and close `'6-123'`; the server checks the digit against the pana (and the form against
 * the session).
 */
const Pana = z.string().check(z.regex(/^(\d{3}|\d{3}-\d|\d-\d{3})$/));
/** Whole points; the server refuses an amount above the wallet maximum with a message naming it. */
const WholePoints = z.int().check(z.gte(0));

const ControlOkSchema = z.object({ status: z.literal(true), msg: z.optional(z.string()) });

/** What a declared result did: lines settled now, and (for a correction) lines reversed first. */
const SettlementSummarySchema = z.object({
  status: z.literal(true),
  day: z.string(),
  open_result: z.string(),
  close_result: z.string(),
  won: z.number(),
  lost: z.number(),
  paid_minor: z.number(),
  reversed: z.number(),
  reversed_minor: z.number(),
});

export const controlEndpoints = {
  /** Declare (or correct) a main market's open or close result by its pana; the digit is derived. */
  resultMain: {
    path: 'control/result/main',
    request: z.strictObject({
      game_id: Id,
      session: z.enum(['open', 'close']),
      pana: Pana,
      day: z.optional(DayKey),
    }),
    response: SettlementSummarySchema,
  },
  /** Declare (or correct) a Starline slot's result by its pana. */
  resultStarline: {
    path: 'control/result/starline',
    request: z.strictObject({ game_id: Id, pana: Pana, day: z.optional(DayKey) }),
    response: SettlementSummarySchema,
  },
  /** Declare (or correct) a Gali game's two-digit result ('47': left 4, right 7). */
  resultGali: {
    path: 'control/result/gali',
    request: z.strictObject({
      game_id: Id,
      result: z.string().check(z.regex(/^\d{2}$/)),
      day: z.optional(DayKey),
    }),
    response: SettlementSummarySchema,
  },
  /** Approve (status '2') or cancel (status '1', refunded) a pending withdrawal. */
  withdrawal: {
    path: 'control/withdrawal',
    request: z.strictObject({ request_id: Id, action: z.enum(['approve', 'cancel']) }),
    response: ControlOkSchema,
  },
  /** Approve (credits the wallet, status '2') or reject (status '1') a pending fund request. */
  fundRequest: {
    path: 'control/fund-request',
    request: z.strictObject({ request_id: Id, action: z.enum(['approve', 'reject']) }),
    response: ControlOkSchema,
  },
  /** Set a player's betting_status. */
  userBettingStatus: {
    path: 'control/user/betting-status',
    request: z.strictObject({ mobile: Mobile, betting_status: z.enum(['0', '1']) }),
    response: ControlOkSchema,
  },
  /** Set a player's wallet to `wallet_amt` points; the difference is one 'adjustment' ledger row. */
  userWallet: {
    path: 'control/user/wallet',
    request: z.strictObject({
      mobile: Mobile,
      wallet_amt: WholePoints,
      note: z.optional(z.string().check(z.maxLength(200))),
    }),
    response: ControlOkSchema,
  },
  /** End every session of a player: their tokens stop working at once (401 on the next call). */
  userExpireSessions: {
    path: 'control/user/expire-sessions',
    request: z.strictObject({ mobile: Mobile }),
    response: z.object({ status: z.literal(true), expired: z.number() }),
  },
  /** A player's state, for assertions. */
  user: {
    path: 'control/user',
    request: z.strictObject({ mobile: Mobile }),
    response: z.object({
      status: z.literal(true),
      user_id: z.string(),
      name: z.string(),
      mobile: z.string(),
      betting_status: z.string(),
      wallet_amt: z.number(),
      balance_minor: z.number(),
      ledger_sum_minor: z.number(),
      ledger_rows: z.number(),
      pending_bids: z.number(),
    }),
  },
  /** A player's fund requests, newest first. */
  userFundRequests: {
    path: 'control/user/fund-requests',
    request: z.strictObject({ mobile: Mobile }),
    response: z.object({
      status: z.literal(true),
      fund_requests: z.array(
        z.object({
          request_id: z.string(),
          amount_minor: z.number(),
          status: z.string(),
          insert_date: z.string(),
        }),
      ),
    }),
  },
  /** A player's withdrawal requests, newest first. */
  userWithdrawals: {
    path: 'control/user/withdrawals',
    request: z.strictObject({ mobile: Mobile }),
    response: z.object({
      status: z.literal(true),
      withdrawals: z.array(
        z.object({
          request_id: z.string(),
          amount_minor: z.number(),
          status: z.string(),
          payment_method: z.string(),
          insert_date: z.string(),
        }),
      ),
    }),
  },
  /** The latest OTP sent to a number (registration or forgot password). */
  otp: {
    path: 'control/otp',
    request: z.strictObject({ mobile: Mobile, purpose: z.enum(['register', 'forgot']) }),
    response: z.object({ status: z.literal(true), otp: z.string() }),
  },
  /** Set the payment gateway status ('1' UPI and QR, '2' UPI, '3' QR, other: none). */
  gatewayStatus: {
    path: 'control/gateway-status',
    request: z.strictObject({ getaway_status: z.enum(['0', '1', '2', '3']) }),
    response: ControlOkSchema,
  },
  /** Set a headline (id 1 home, 2 add funds, 3 other); status '1' shows it. */
  headline: {
    path: 'control/headline',
    request: z.strictObject({
      id: z.int().check(z.gte(1), z.lte(99)),
      status: z.enum(['0', '1']),
      notes: z.string().check(z.maxLength(1000)),
    }),
    response: ControlOkSchema,
  },
  /** Mark a market closed (or open again) for its current day. */
  marketClosed: {
    path: 'control/market/closed',
    request: z.strictObject({ game_id: Id, closed: z.boolean() }),
    response: ControlOkSchema,
  },
  /**
   * Set the server clock to an IST instant: 'YYYY-MM-DD HH:mm' or a time today 'hh:mm AM/PM'.
   * `frozen` (default true) stops it there; false lets it run on from there.
   */
  clock: {
    path: 'control/clock',
    request: z.strictObject({
      ist: z.string().check(z.maxLength(40)),
      frozen: z.optional(z.boolean()),
    }),
    response: z.object({
      status: z.literal(true),
      now: z.number(),
      ist: z.string(),
      overridden: z.boolean(),
    }),
  },
  /** Back to the real time (the injected base clock). */
  clockReset: {
    path: 'control/clock/reset',
    request: z.strictObject({}),
    response: z.object({
      status: z.literal(true),
      now: z.number(),
      ist: z.string(),
      overridden: z.boolean(),
    }),
  },
  /** Inject a fault on one provider path (e.g. 'api-get-dashboard-data'). */
  faults: {
    path: 'control/faults',
    request: z.strictObject({
      path: z.string().check(z.regex(/^[A-Za-z-]{3,64}$/)),
      latency_ms: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
      http_500: z.optional(z.boolean()),
      malformed: z.optional(z.boolean()),
      text_wrapped: z.optional(z.boolean()),
      /** Applies to this many requests, then clears itself; omitted: until cleared. */
      times: z.optional(z.int().check(z.gte(1), z.lte(1_000_000))),
    }),
    response: ControlOkSchema,
  },
  /** Clear the fault of one path, or all faults. */
  faultsClear: {
    path: 'control/faults/clear',
    request: z.strictObject({ path: z.optional(z.string().check(z.maxLength(64))) }),
    response: ControlOkSchema,
  },
} as const;

export type ControlEndpointName = keyof typeof controlEndpoints;
