import { z } from 'zod/mini';

/**
 * The mock's control API for testers and tests, not part of the provider
 * (docs/for-testers.md#the-control-api). Money in bodies is whole points; answers carry points and
 * minor units.
 */

export const CONTROL_TOKEN_HEADER = 'x-control-token';

const Id = z.string().check(z.regex(/^\d{1,12}$/, "digits as a string, e.g. '3'"));
const Mobile = z
  .string()
  .check(z.regex(/^[6-9]\d{9}$/, "a 10-digit mobile number starting 6-9, e.g. '9876543210'"));
/** Omitted: the market's current day. */
const DayKey = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "a day 'YYYY-MM-DD'"));
/** The server checks the digit against the pana, and the form against the session. */
const Pana = z
  .string()
  .check(
    z.regex(
      /^(\d{3}|\d{3}-\d|\d-\d{3})$/,
      "a pana of three digits ('123'), or as the provider writes it ('123-6' open, '6-123' close)",
    ),
  );
const WholePoints = z.int().check(z.gte(0));

/** Words the scripts take in any case (`"session": "OPEN"`), and so does the control API. */
function anyCase<const T extends readonly [string, ...string[]]>(values: T) {
  const takes = `${values.map((value) => `'${value}'`).join(' or ')} (any case)`;
  return z.pipe(
    z.string({ error: takes }).check(z.trim(), z.toLowerCase()),
    z.enum(values, { error: takes }),
  );
}

const UNION_TAKES = {
  reseed: 'the body takes { "scenario": a scenario name } or { "file": an exported scenario }',
  clockAdvance:
    'the body takes { "minutes": 1 or more } or { "to": \'hh:mm AM/PM\' }, each with "frozen" optional',
} as const;

const NO_MESSAGE = 'Invalid input';

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

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

/** Testers read these refusals: each field is named with what it takes. */
export function describeControlIssues(issues: readonly z.core.$ZodIssue[]): string {
  return [...new Set(issues.map(describeIssue))].join('; ');
}

const ControlOkSchema = z.object({ status: z.literal(true), msg: z.optional(z.string()) });
const MarketKindSchema = z.enum(['main', 'starline', 'gali']);
const ScenarioName = z
  .string()
  .check(
    z.regex(
      /^[a-z0-9-]{1,64}$/,
      "a scenario name of lower-case letters, digits and dashes, e.g. 'empty'",
    ),
  );
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

const ClockReadingSchema = z.object({
  status: z.literal(true),
  now: z.number(),
  ist: z.string(),
  overridden: z.boolean(),
  /** false: running, possibly from a moved instant. */
  frozen: z.boolean(),
});

const ControlPlayerSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  mobile: z.string(),
  betting_status: z.string(),
  wallet_amt: z.number(),
  balance_minor: z.number(),
  sessions: z.number(),
  pending_bids: z.number(),
  pending_withdrawals: z.number(),
  pending_fund_requests: z.number(),
});

const WaitingGroupSchema = z.object({
  day: z.string(),
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
  /** A night market's may be yesterday until it closes. */
  day: z.string(),
  takes_bids: z.boolean(),
  open_session: z.boolean(),
  closed_today: z.boolean(),
  open_value: z.nullable(z.string()),
  close_value: z.nullable(z.string()),
  result: z.string(),
  waiting: z.array(WaitingGroupSchema),
});

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

const ControlMoneyRequestSchema = z.object({
  request_id: z.string(),
  mobile: z.string(),
  name: z.string(),
  amount_minor: z.number(),
  status: z.string(),
  insert_date: z.string(),
  payment_method: z.string(),
});

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
  resultStarline: {
    path: 'control/result/starline',
    request: z.strictObject({ game_id: Id, pana: Pana, day: z.optional(DayKey) }),
    response: SettlementSummarySchema,
  },
  resultGali: {
    path: 'control/result/gali',
    request: z.strictObject({
      game_id: Id,
      result: z.string().check(z.regex(/^\d{2}$/, "two digits, e.g. '47'")),
      day: z.optional(DayKey),
    }),
    response: SettlementSummarySchema,
  },
  /** Cancel refunds. */
  withdrawal: {
    path: 'control/withdrawal',
    request: z.strictObject({ request_id: Id, action: anyCase(['approve', 'cancel']) }),
    response: ControlOkSchema,
  },
  /** Approve credits the wallet. */
  fundRequest: {
    path: 'control/fund-request',
    request: z.strictObject({ request_id: Id, action: anyCase(['approve', 'reject']) }),
    response: ControlOkSchema,
  },
  userBettingStatus: {
    path: 'control/user/betting-status',
    request: z.strictObject({ mobile: Mobile, betting_status: z.enum(['0', '1']) }),
    response: ControlOkSchema,
  },
  /** The difference is one 'adjustment' ledger row. */
  userWallet: {
    path: 'control/user/wallet',
    request: z.strictObject({
      mobile: Mobile,
      wallet_amt: WholePoints,
      note: z.optional(z.string().check(z.maxLength(200))),
    }),
    response: ControlOkSchema,
  },
  userExpireSessions: {
    path: 'control/user/expire-sessions',
    request: z.strictObject({ mobile: Mobile }),
    response: z.object({ status: z.literal(true), expired: z.number() }),
  },
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
  otp: {
    path: 'control/otp',
    request: z.strictObject({ mobile: Mobile, purpose: anyCase(['register', 'forgot']) }),
    response: z.object({ status: z.literal(true), otp: z.string() }),
  },
  gatewayStatus: {
    path: 'control/gateway-status',
    request: z.strictObject({ getaway_status: z.enum(['0', '1', '2', '3']) }),
    response: ControlOkSchema,
  },
  headline: {
    path: 'control/headline',
    request: z.strictObject({
      id: z.int().check(z.gte(1), z.lte(99)),
      status: z.enum(['0', '1']),
      notes: z.string().check(z.maxLength(1000)),
    }),
    response: ControlOkSchema,
  },
  marketClosed: {
    path: 'control/market/closed',
    request: z.strictObject({ game_id: Id, closed: z.boolean() }),
    response: ControlOkSchema,
  },
  /**
   * 'YYYY-MM-DD HH:mm' or a time today 'hh:mm AM/PM', IST; `frozen` (default true) stops it there.
   */
  clock: {
    path: 'control/clock',
    request: z.strictObject({
      ist: z.string().check(z.maxLength(40)),
      frozen: z.optional(z.boolean()),
    }),
    response: ClockReadingSchema,
  },
  clockReset: {
    path: 'control/clock/reset',
    request: z.strictObject({}),
    response: ClockReadingSchema,
  },
  /** One provider path, or every one ('*'). */
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
      /** The provider as a player meets it when it is down. */
      unreachable: z.optional(z.boolean()),
      http_500: z.optional(z.boolean()),
      malformed: z.optional(z.boolean()),
      text_wrapped: z.optional(z.boolean()),
      /** Omitted: until cleared. */
      times: z.optional(z.int().check(z.gte(1), z.lte(1_000_000))),
    }),
    response: ControlOkSchema,
  },
  faultsClear: {
    path: 'control/faults/clear',
    request: z.strictObject({ path: z.optional(z.string().check(z.maxLength(64))) }),
    response: ControlOkSchema,
  },

  players: {
    path: 'control/players',
    request: z.strictObject({
      search: z.optional(z.string().check(z.maxLength(40))),
      limit: z.optional(z.int().check(z.gte(1), z.lte(500))),
    }),
    response: z.object({
      status: z.literal(true),
      total: z.number(),
      players: z.array(ControlPlayerSchema),
    }),
  },
  markets: {
    path: 'control/markets',
    request: z.strictObject({ kind: z.optional(anyCase(['main', 'starline', 'gali'])) }),
    response: z.object({
      status: z.literal(true),
      markets: z.array(ControlMarketSchema),
    }),
  },
  marketBids: {
    path: 'control/market/bids',
    request: z.strictObject({ game_id: Id, day: z.optional(DayKey) }),
    response: z.object({
      status: z.literal(true),
      game_id: z.string(),
      kind: MarketKindSchema,
      day: z.string(),
      open_value: z.nullable(z.string()),
      close_value: z.nullable(z.string()),
      /** `lines` lists the first 500. */
      total: z.number(),
      lines: z.array(ControlBidLineSchema),
      rates: z.record(z.string(), z.tuple([z.number(), z.number()])),
    }),
  },
  moneyRequests: {
    path: 'control/money-requests',
    request: z.strictObject({ which: z.optional(anyCase(['pending', 'all'])) }),
    response: z.object({
      status: z.literal(true),
      fund_requests: z.array(ControlMoneyRequestSchema),
      withdrawals: z.array(ControlMoneyRequestSchema),
    }),
  },
  ledgerCheck: {
    path: 'control/ledger/check',
    request: z.strictObject({}),
    response: z.object({ status: z.literal(true), violations: z.array(z.string()) }),
  },
  clockNow: {
    path: 'control/clock/now',
    request: z.strictObject({}),
    response: ClockReadingSchema,
  },
  /** `to` is the next such time strictly after now, across midnight if need be. */
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
          /** null: until cleared. */
          remaining: z.nullable(z.number()),
        }),
      ),
    }),
  },
  /**
   * The lenient profile's PHP notices (docs/lenient-profile.md): read, or set the share
   * of answers after a notice.
   */
  phpNotices: {
    path: 'control/php-notices',
    request: z.strictObject({ share: z.optional(z.number().check(z.gte(0), z.lte(1))) }),
    response: z.object({ status: z.literal(true), share: z.number() }),
  },
  /** What each slip was, not its bytes (docs/lenient-profile.md#payment-slips). */
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
  /** `bulk`: generated in bulk (the `load` benchmark data), which the console offers apart. */
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
  /** Every session ends; the clock and faults stay, unless an exported state carries its clock. */
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
  /** Its times relative to the server clock's day. */
  exportState: {
    path: 'control/export',
    request: z.strictObject({
      description: z.optional(z.string().check(z.maxLength(500))),
      // Sessions and OTPs never (SECURITY.md#what-the-mock-provider-does).
      full: z.optional(z.boolean()),
    }),
    response: z.object({
      status: z.literal(true),
      scenario: z.record(z.string(), z.unknown()),
    }),
  },
} as const;

export type ControlEndpointName = keyof typeof controlEndpoints;
