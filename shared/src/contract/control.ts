import { z } from 'zod/mini';

/**
 * The mock provider's control API, for testers and the browser tests (not part of the provider):
 * `POST /control/<path>` with a JSON body and the control token in the `x-control-token` header,
 * enabled unless `MOCK_CONTROL=0`. No app key is needed.
 * Every success is `{ status: true, ... }`; every refusal HTTP 4xx `{ status: false, msg }`.
 * Money in control bodies is whole points; in answers both points and integer minor units.
 */

/**
 * The header every control call carries the control secret in (`MOCK_CONTROL_TOKEN`, or the one the
 * mock prints at start): the testers' console and the play scripts send it.
 */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

const Id = z.string().check(z.regex(/^\d{1,12}$/, "digits as a string, e.g. '3'"));
const Mobile = z
  .string()
  .check(z.regex(/^[6-9]\d{9}$/, "a 10-digit mobile number starting 6-9, e.g. '9876543210'"));
/** An IST calendar day 'YYYY-MM-DD'; omitted: the market's current day. */
const DayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "a day 'YYYY-MM-DD'"));
/**
 * A declared pana: bare (`'123'`, the digit derived), or in the forms the provider writes it, open
 * `'123-6'` and close `'6-123'`; the server checks the digit against the pana (and the form against
 * the session).
 */
const Pana = z
  .string()
  .check(
    z.regex(
      /^(\d{3}|\d{3}-\d|\d-\d{3})$/,
      "a pana of three digits ('123'), or as the provider writes it ('123-6' open, '6-123' close)",
    ),
  );
/** Whole points; the server refuses an amount above the wallet maximum with a message naming it. */
const WholePoints = z.int().check(z.gte(0));

/**
 * Words the scripts take in any case (`"session": "OPEN"`), and so does the control API: a choice
 * of lower-case values, read trimmed and lower-cased.
 */
function anyCase<const T extends readonly [string, ...string[]]>(values: T) {
  const takes = `${values.map((value) => `'${value}'`).join(' or ')} (any case)`;
  return z.pipe(
    z.string({ error: takes }).check(z.trim(), z.toLowerCase()),
    z.enum(values, { error: takes }),
  );
}

/** What a body of either form takes, for the refusal of a body of neither. */
const UNION_TAKES = {
  reseed: 'the body takes { "scenario": a scenario name } or { "file": an exported scenario }',
  clockAdvance:
    'the body takes { "minutes": 1 or more } or { "to": \'hh:mm AM/PM\' }, each with "frozen" optional',
} as const;

/** The default message of a zod issue that gives none of its own. */
const NO_MESSAGE = 'Invalid input';

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** One issue of a refused control body as "field takes what". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length === 0 ? 'the body' : issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys')
    return `${issue.keys.map((key) => `'${key}'`).join(', ')}: no such field`;
  if (issue.code === 'invalid_union' && issue.message !== NO_MESSAGE) return issue.message;
  if (issue.path.length === 0) return 'the body takes a JSON object';
  if (issue.message !== NO_MESSAGE) return `${field} takes ${issue.message}`;
  switch (issue.code) {
    case 'invalid_value':
      return `${field} takes ${issue.values.map(quoted).join(' or ')}`;
    case 'invalid_type':
      return `${field} takes ${issue.expected === 'int' ? 'a whole number' : `a ${issue.expected}`}`;
    case 'too_small':
      return `${field} takes at least ${issue.minimum}${issue.origin === 'string' ? ' characters' : ''}`;
    case 'too_big':
      return `${field} takes at most ${issue.maximum}${issue.origin === 'string' ? ' characters' : ''}`;
    default:
      return `${field} is not valid`;
  }
}

/**
 * Why a control body was refused, naming each field and what it takes (the control API's
 * refusals are read by testers): `session takes 'open' or 'close' (any case); pana takes ...`.
 */
export function describeControlIssues(issues: readonly z.core.$ZodIssue[]): string {
  return [...new Set(issues.map(describeIssue))].join('; ');
}

const ControlOkSchema = z.object({ status: z.literal(true), msg: z.optional(z.string()) });
const MarketKindSchema = z.enum(['main', 'starline', 'gali']);
/** A scenario of fixtures/scenarios by its file name. */
const ScenarioName = z
  .string()
  .check(
    z.regex(
      /^[a-z0-9-]{1,64}$/,
      "a scenario name of lower-case letters, digits and dashes, e.g. 'empty'",
    ),
  );
/** A year of minutes: the furthest one clock move goes. */
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

/** The server clock: epoch ms, its IST reading, and whether a tester moved it. */
const ClockReadingSchema = z.object({
  status: z.literal(true),
  now: z.number(),
  ist: z.string(),
  overridden: z.boolean(),
  /** Frozen at `now` (false: running, possibly from a moved instant). */
  frozen: z.boolean(),
});

/** A player as the console lists them. */
const ControlPlayerSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  mobile: z.string(),
  betting_status: z.string(),
  wallet_amt: z.number(),
  balance_minor: z.number(),
  /** Signed-in sessions (tokens) the player holds. */
  sessions: z.number(),
  pending_bids: z.number(),
  pending_withdrawals: z.number(),
  pending_fund_requests: z.number(),
});

/** Bid lines of one market day waiting for the result that decides them. */
const WaitingGroupSchema = z.object({
  day: z.string(),
  /** 'open' | 'close' (main), 'slot' (Starline), 'game' (Gali). */
  settles_on: z.string(),
  lines: z.number(),
  points_minor: z.number(),
});

const ControlMarketSchema = z.object({
  game_id: z.string(),
  kind: MarketKindSchema,
  name: z.string(),
  open_time: z.string(),
  close_time: z.string(),
  /** The market's current day (a night market's may be yesterday until it closes). */
  day: z.string(),
  takes_bids: z.boolean(),
  open_session: z.boolean(),
  closed_today: z.boolean(),
  /** The current day's declared parts: main open and close panas, Starline pana, Gali left and right. */
  open_value: z.nullable(z.string()),
  close_value: z.nullable(z.string()),
  /** The result as the player's list shows it ('123-68-350', '***-**-***', '47'). */
  result: z.string(),
  /** Every day with lines waiting for an undeclared result, oldest first. */
  waiting: z.array(WaitingGroupSchema),
});

/** One bid line: 'waiting' while its deciding result is not declared, then 'won' or 'lost'. */
const ControlBidLineSchema = z.object({
  bid_id: z.string(),
  mobile: z.string(),
  bid_type: z.string(),
  session: z.string(),
  digits: z.string(),
  closedigits: z.string(),
  points_minor: z.number(),
  settles_on: z.string(),
  state: z.enum(['waiting', 'won', 'lost']),
  payout_minor: z.number(),
});

/** A fund request or a withdrawal of any player ('0' pending; see the player lists for the rest). */
const ControlMoneyRequestSchema = z.object({
  request_id: z.string(),
  mobile: z.string(),
  name: z.string(),
  amount_minor: z.number(),
  status: z.string(),
  insert_date: z.string(),
  /** Withdrawals: the method ('2' Google Pay, '3' Paytm, '4' PhonePe); fund requests: ''. */
  payment_method: z.string(),
});

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
      session: anyCase(['open', 'close']),
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
      result: z.string().check(z.regex(/^\d{2}$/, "two digits, e.g. '47'")),
      day: z.optional(DayKey),
    }),
    response: SettlementSummarySchema,
  },
  /** Approve (status '2') or cancel (status '1', refunded) a pending withdrawal. */
  withdrawal: {
    path: 'control/withdrawal',
    request: z.strictObject({ request_id: Id, action: anyCase(['approve', 'cancel']) }),
    response: ControlOkSchema,
  },
  /** Approve (credits the wallet, status '2') or reject (status '1') a pending fund request. */
  fundRequest: {
    path: 'control/fund-request',
    request: z.strictObject({ request_id: Id, action: anyCase(['approve', 'reject']) }),
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
    request: z.strictObject({ mobile: Mobile, purpose: anyCase(['register', 'forgot']) }),
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
    response: ClockReadingSchema,
  },
  /** Back to the real time (the injected base clock). */
  clockReset: {
    path: 'control/clock/reset',
    request: z.strictObject({}),
    response: ClockReadingSchema,
  },
  /** Inject a fault on one provider path (e.g. 'api-get-dashboard-data'), or on every one ('*'). */
  faults: {
    path: 'control/faults',
    request: z.strictObject({
      path: z
        .string()
        .check(
          z.regex(
            /^([A-Za-z-]{3,64}|\*)$/,
            "a provider path, e.g. 'api-get-dashboard-data', or '*' for every one",
          ),
        ),
      latency_ms: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
      /** Drop the connection without an answer: the provider as a player meets it when it is down. */
      unreachable: z.optional(z.boolean()),
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

  // ---- What the testers' console and the play scripts need (docs/for-testers.md, "The console") ----

  /** The players, newest first, matching `search` (a part of the phone number or name). */
  players: {
    path: 'control/players',
    request: z.strictObject({
      search: z.optional(z.string().check(z.maxLength(40))),
      limit: z.optional(z.int().check(z.gte(1), z.lte(500))),
    }),
    response: z.object({
      status: z.literal(true),
      /** How many players match, of which `players` holds the first `limit` (default 100). */
      total: z.number(),
      players: z.array(ControlPlayerSchema),
    }),
  },
  /** Every market of a kind (or all) as the server sees it now, with the bids waiting for a result. */
  markets: {
    path: 'control/markets',
    request: z.strictObject({ kind: z.optional(anyCase(['main', 'starline', 'gali'])) }),
    response: z.object({
      status: z.literal(true),
      markets: z.array(ControlMarketSchema),
    }),
  },
  /** The bid lines of one market day (default: its current day), with the rates that pay them. */
  marketBids: {
    path: 'control/market/bids',
    request: z.strictObject({ game_id: Id, day: z.optional(DayKey) }),
    response: z.object({
      status: z.literal(true),
      game_id: z.string(),
      kind: MarketKindSchema,
      day: z.string(),
      /** What is declared for that day so far (as in `markets`). */
      open_value: z.nullable(z.string()),
      close_value: z.nullable(z.string()),
      /** How many lines the day holds, of which `lines` lists the first 500. */
      total: z.number(),
      lines: z.array(ControlBidLineSchema),
      /** The market kind's rates, `{ single_digit: [10, 95], ... }` (rules page "How much"). */
      rates: z.record(z.string(), z.tuple([z.number(), z.number()])),
    }),
  },
  /** Fund requests and withdrawals of every player, newest first; `pending` (default) or all. */
  moneyRequests: {
    path: 'control/money-requests',
    request: z.strictObject({ which: z.optional(anyCase(['pending', 'all'])) }),
    response: z.object({
      status: z.literal(true),
      fund_requests: z.array(ControlMoneyRequestSchema),
      withdrawals: z.array(ControlMoneyRequestSchema),
    }),
  },
  /** The money invariants over the whole database (`npm run check:ledger`); none broken is `[]`. */
  ledgerCheck: {
    path: 'control/ledger/check',
    request: z.strictObject({}),
    response: z.object({ status: z.literal(true), violations: z.array(z.string()) }),
  },
  /** The server clock, unchanged. */
  clockNow: {
    path: 'control/clock/now',
    request: z.strictObject({}),
    response: ClockReadingSchema,
  },
  /**
   * Moves the server clock forward by `minutes`, or to the next time `to` ('hh:mm AM/PM', IST)
   * strictly after now (so '12:10 AM' at 11:50 PM is 20 minutes on, across midnight). `frozen`
   * (default: as the clock is) stops it there.
   */
  clockAdvance: {
    path: 'control/clock/advance',
    request: z.union(
      [
        z.strictObject({
          minutes: z.int().check(z.gte(1), z.lte(MAX_ADVANCE_MINUTES)),
          frozen: z.optional(z.boolean()),
        }),
        z.strictObject({
          to: z.string().check(z.maxLength(20)),
          frozen: z.optional(z.boolean()),
        }),
      ],
      { error: UNION_TAKES.clockAdvance },
    ),
    response: ClockReadingSchema,
  },
  /** The faults injected now, by provider path. */
  faultsList: {
    path: 'control/faults/list',
    request: z.strictObject({}),
    response: z.object({
      status: z.literal(true),
      faults: z.array(
        z.object({
          path: z.string(),
          latency_ms: z.number(),
          unreachable: z.boolean(),
          http_500: z.boolean(),
          malformed: z.boolean(),
          text_wrapped: z.boolean(),
          /** Requests it still applies to; null: until cleared. */
          remaining: z.nullable(z.number()),
        }),
      ),
    }),
  },
  /**
   * The lenient profile's PHP notices (docs/lenient-profile.md "PHP notices"): without `share`,
   * read; with it, the share (0 to 1) of answers printed after a notice from now on. Above 0, an
   * answer to a request lacking a property the provider reads always has one; 0 turns them off.
   */
  phpNotices: {
    path: 'control/php-notices',
    request: z.strictObject({ share: z.optional(z.number().check(z.gte(0), z.lte(1))) }),
    response: z.object({ status: z.literal(true), share: z.number() }),
  },
  /**
   * The payment slips players uploaded (lenient profile, `api-fund-payment-slip-upload`), newest
   * first: what each was, not its bytes (docs/lenient-profile.md "Payment slips").
   */
  paymentSlips: {
    path: 'control/payment-slips',
    request: z.strictObject({}),
    response: z.object({
      status: z.literal(true),
      slips: z.array(
        z.object({
          id: z.number(),
          fund_request_id: z.string(),
          mobile: z.string(),
          file_name: z.string(),
          content_type: z.string(),
          size_bytes: z.number(),
          sha256: z.string(),
          insert_date: z.string(),
        }),
      ),
    }),
  },
  /**
   * The scenarios of fixtures/scenarios, by name; `bulk` for one generated in bulk (the `load`
   * benchmark data: slow to seed, long lists), which the console offers apart.
   */
  scenarios: {
    path: 'control/scenarios',
    request: z.strictObject({}),
    response: z.object({
      status: z.literal(true),
      scenarios: z.array(
        z.object({ name: z.string(), description: z.string(), bulk: z.boolean() }),
      ),
    }),
  },
  /**
   * Replaces the whole database with a scenario: a named one of fixtures/scenarios, or the content
   * of a scenario file (an exported state). Every session ends; the clock and faults stay, but an
   * exported state that carries its clock sets it.
   */
  reseed: {
    path: 'control/reseed',
    request: z.union(
      [
        z.strictObject({ scenario: ScenarioName }),
        z.strictObject({ file: z.record(z.string(), z.unknown()) }),
      ],
      { error: UNION_TAKES.reseed },
    ),
    response: z.object({
      status: z.literal(true),
      users: z.number(),
      markets: z.number(),
      bids: z.number(),
      results: z.number(),
      clock: ClockReadingSchema,
    }),
  },
  /**
   * The whole database as a scenario file that seeds back to the same state, its times relative to
   * the server clock's day (docs/for-testers.md, "Exporting the state you reached").
   */
  exportState: {
    path: 'control/export',
    request: z.strictObject({
      description: z.optional(z.string().check(z.maxLength(500))),
      // The players' password hashes too (SECURITY.md, "Snapshots"); sessions and OTPs never.
      full: z.optional(z.boolean()),
    }),
    response: z.object({
      status: z.literal(true),
      scenario: z.record(z.string(), z.unknown()),
    }),
  },
} as const;

export type ControlEndpointName = keyof typeof controlEndpoints;
