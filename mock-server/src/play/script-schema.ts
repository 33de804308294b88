import { z } from 'zod';
import { BID_TYPES } from '@matka/shared/rules';
import {
  providerMessages,
  withdrawMethodLabels,
  type WithdrawMethodLabel,
} from '@matka/shared/messages';

/**
 * A play script (`fixtures/scripts/*.json`): what a tester does, step by step, and what they expect
 * to see (docs/for-testers.md, "Play scripts"). Each step is one action, named by its key: a control
 * action (`reseed`, `clock`, `declare` ...), a player action done `as` a player through the
 * provider API (`bid`, `withdraw` ...), or `expect`. Checked here before anything runs; a problem
 * names its step.
 */

const Mobile = z.string().regex(/^[6-9]\d{9}$/, 'a 10-digit mobile starting 6-9');
const ClockTime = z.string().regex(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "'hh:mm AM/PM' (IST)");
const Points = z.number().int().min(1);
/** Days before the server clock's IST date (0 = today, 1 = yesterday). */
const DaysAgo = z.number().int().min(0).max(3650);
const MarketKind = z.enum(['main', 'starline', 'gali']);
const Pana = z.string().regex(/^\d{3}$/, 'three digits');
/**
 * A main market's session, one rule for bids, declarations and expectations alike: `open` or
 * `close` in any case (`Open`, `OPEN`), read as lower case.
 */
const Session = z
  .string()
  .regex(/^(open|close)$/i, "'open' or 'close' (any case)")
  .transform((text) => text.toLowerCase() as 'open' | 'close');

/** A provider message by its key in `providerMessages` (shared/src/messages), never retyped. */
type MessageKey = keyof typeof providerMessages;
const MessageKeySchema = z
  .string()
  .refine((key) => key in providerMessages, { message: 'not a key of providerMessages' });
const takesArguments = (key: string) =>
  typeof (providerMessages as Record<string, unknown>)[key] === 'function';
/** The refusal an action must meet: any (`true`), a message, or a message made of arguments. */
const Refusal = z.union([
  z.literal(true),
  MessageKeySchema.refine((key) => !takesArguments(key), {
    message: 'this message takes arguments: write { message, args: [...] }',
  }),
  z.strictObject({
    message: MessageKeySchema.refine(takesArguments, {
      message: 'this message takes no arguments: write its key alone',
    }),
    args: z.array(z.string()).min(1),
  }),
]);

const MarketRef = { market: z.string().min(1), kind: MarketKind.optional() };

// ---- Control actions ----

const controlActions = {
  /** Replace the database: a scenario of fixtures/scenarios, or a scenario file beside the script. */
  reseed: z.union([
    z.string().regex(/^[a-z0-9-]+$/, 'a scenario name'),
    z.strictObject({ file: z.string().min(1) }),
  ]),
  /** Set the server clock today (IST), frozen unless `frozen: false`. */
  clock: z.union([ClockTime, z.strictObject({ at: ClockTime, frozen: z.boolean().optional() })]),
  /** Move the clock on: to the next 'hh:mm AM/PM' (across midnight if need be), or by minutes. */
  advance: z.union([ClockTime, z.strictObject({ minutes: z.number().int().min(1) })]),
  /** Back to the real time. */
  real_time: z.literal(true),
  /**
   * Declare (or correct) a result for the market's current day, or `days_ago` before today: main
   * `session` and `pana`, Starline `pana`, Gali `jodi` ('47').
   */
  declare: z.strictObject({
    ...MarketRef,
    session: Session.optional(),
    pana: Pana.optional(),
    jodi: z
      .string()
      .regex(/^\d{2}$/, 'two digits')
      .optional(),
    days_ago: DaysAgo.optional(),
  }),
  /** Decide the player's latest pending withdrawal. */
  withdrawal: z.strictObject({ player: Mobile, action: z.enum(['approve', 'cancel']) }),
  /** Decide the player's latest pending fund request. */
  fund_request: z.strictObject({ player: Mobile, action: z.enum(['approve', 'reject']) }),
  /** Set a wallet; the difference is one adjustment ledger row. */
  set_wallet: z.strictObject({ player: Mobile, points: z.number().int().min(0) }),
  /** Turn a player's betting on or off (off: charts only). */
  betting: z.strictObject({ player: Mobile, enabled: z.boolean() }),
  /** End every session of a player. */
  expire_sessions: Mobile,
  /** Close a market for its current day, or open it again. */
  market_closed: z.strictObject({ ...MarketRef, closed: z.boolean() }),
  /** Inject a fault on one provider path, or on every one (`*`; `unreachable`: the provider down). */
  fault: z.strictObject({
    path: z.string().regex(/^([A-Za-z-]{3,64}|\*)$/),
    latency_ms: z.number().int().min(0).max(60_000).optional(),
    unreachable: z.boolean().optional(),
    http_500: z.boolean().optional(),
    malformed: z.boolean().optional(),
    text_wrapped: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  }),
  /** Clear every fault (`true`) or one path's. */
  clear_faults: z.union([z.literal(true), z.string().min(1)]),
} as const;

// ---- Player actions (with `as`) ----

const BidLine = z.strictObject({
  digits: z.string().regex(/^\d{1,3}$/, 'one to three digits'),
  closedigits: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  points: z.number().int().min(10),
});

/** A withdraw method by the name the player reads (shared `withdrawMethodLabels`). */
const WithdrawMethod = z.enum(
  Object.values(withdrawMethodLabels) as [WithdrawMethodLabel, ...WithdrawMethodLabel[]],
);

const playerActions = {
  /** Sign in (done on the first player action anyway; with `refused`, a login that must fail). */
  login: z.literal(true),
  /** Submit one bid of lines of one type (main: `session` unless Jodi or Full Sangam). */
  bid: z.strictObject({
    ...MarketRef,
    type: z.enum(BID_TYPES),
    session: Session.optional(),
    lines: z.array(BidLine).min(1).max(500),
  }),
  withdraw: z.strictObject({ points: Points, method: WithdrawMethod }),
  deposit: z.strictObject({ points: Points }),
  transfer: z.strictObject({ to: Mobile, points: Points, note: z.string().max(200).optional() }),
} as const;

// ---- Expectations ----

const HistoryLine = z.strictObject({
  market: z.string().optional(),
  type: z.enum(BID_TYPES).optional(),
  session: Session.optional(),
  digits: z.string().optional(),
  closedigits: z.string().optional(),
  /** Points won (win history) or staked (bid history); two decimals at most. */
  points: z.number().optional(),
});

const HistoryCheck = z.strictObject({
  player: Mobile,
  kind: MarketKind.default('main'),
  /** The market days to list: `days_ago` alone, or from `days_ago` to `to_days_ago`. */
  days_ago: DaysAgo.default(0),
  to_days_ago: DaysAgo.optional(),
  /** Only the lines of this market. */
  market: z.string().optional(),
  /** Exactly these lines, in any order; each names the fields it checks. */
  lines: z.array(HistoryLine).optional(),
  count: z.number().int().min(0).optional(),
  total_points: z.number().optional(),
});

const expectations = z
  .strictObject({
    /** The wallet as the player's app shows it (and equal to the sum of the player's ledger). */
    wallet: z.strictObject({ player: Mobile, points: z.number() }),
    win_history: HistoryCheck,
    bid_history: HistoryCheck,
    /** A market as the player's list shows it: its result and whether it takes bids. */
    market: z.strictObject({
      ...MarketRef,
      /** Main markets are read from a player's dashboard. */
      player: Mobile.optional(),
      result: z.string().optional(),
      takes_bids: z.boolean().optional(),
    }),
    /** The player's withdraw history: the newest request's state, and how many. */
    withdrawals: z.strictObject({
      player: Mobile,
      latest: z.enum(['pending', 'approved', 'cancelled']).optional(),
      count: z.number().int().min(0).optional(),
    }),
    /** The newest passbook row of the player: a credit or debit of so many points, its note. */
    passbook: z.strictObject({
      player: Mobile,
      credit: z.number().optional(),
      debit: z.number().optional(),
      note: z.string().optional(),
    }),
    /** The money invariants of the whole database (`npm run check:ledger`) hold. */
    ledger: z.literal('balanced'),
  })
  .partial()
  .refine((e) => Object.keys(e).length > 0, { message: 'names nothing to check' });

const ACTIONS = { ...controlActions, ...playerActions, expect: expectations } as const;
type ActionName = keyof typeof ACTIONS;
const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];
const PLAYER_ACTIONS = new Set<string>(Object.keys(playerActions));

/** What every step may carry besides its action. */
const modifiers = {
  /** Shown beside the step when it runs. */
  note: z.string().optional(),
  /** The action must be refused (player actions, declare, withdrawal ...), with this message. */
  refused: Refusal.optional(),
};

/** What a declaration must have settled (`declare` only). */
const Settles = z.strictObject({
  won: z.number().int().min(0).optional(),
  lost: z.number().int().min(0).optional(),
  paid_points: z.number().optional(),
  reversed: z.number().int().min(0).optional(),
});

function stepSchema(action: ActionName) {
  const extra = PLAYER_ACTIONS.has(action)
    ? { as: Mobile, password: z.string().min(1).default('demo1234') }
    : action === 'declare'
      ? { settles: Settles.optional() }
      : {};
  return z.strictObject({ [action]: ACTIONS[action], ...modifiers, ...extra });
}

type Infer<A extends ActionName> = z.infer<(typeof ACTIONS)[A]>;
export type Step = {
  [A in ActionName]: {
    action: A;
    value: Infer<A>;
    note?: string;
    refused?: RefusalSpec;
  } & (A extends keyof typeof playerActions
    ? { as: string; password: string }
    : A extends 'declare'
      ? { settles?: z.infer<typeof Settles> }
      : object);
}[ActionName];
export type RefusalSpec = z.infer<typeof Refusal>;
export type Expectations = z.infer<typeof expectations>;
export type HistoryCheckSpec = z.infer<typeof HistoryCheck>;
export type BidSpec = Infer<'bid'>;
export type DeclareSpec = Infer<'declare'>;

export interface PlayScript {
  description: string;
  steps: Step[];
}

/** The problems of one value against a schema, `path: message; ...`. */
function problems(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
}

function parseStep(raw: unknown, index: number): Step {
  const label = `step ${index + 1}`;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new Error(`${label}: not an object`);
  const named = ACTION_NAMES.filter((name) => name in raw);
  if (named.length !== 1)
    throw new Error(
      `${label}: needs exactly one action of ${ACTION_NAMES.join(', ')}; found ${named.length === 0 ? 'none' : named.join(', ')}`,
    );
  const action = named[0] as ActionName;
  const parsed = stepSchema(action).safeParse(raw);
  if (!parsed.success) throw new Error(`${label} (${action}): ${problems(parsed.error)}`);
  const { [action]: value, ...rest } = parsed.data as Record<string, unknown>;
  return { action, value, ...rest } as Step;
}

const ScriptFileSchema = z.strictObject({
  description: z.string().min(1),
  steps: z.array(z.unknown()).min(1),
});

/** Checks a script file's content; throws naming the file and the first bad step. */
export function parseScript(raw: unknown, label: string): PlayScript {
  const file = ScriptFileSchema.safeParse(raw);
  if (!file.success) throw new Error(`${label}: ${problems(file.error)}`);
  try {
    return { description: file.data.description, steps: file.data.steps.map(parseStep) };
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

/** The message a refusal spec names, or undefined for "any refusal". */
export function refusalMessage(spec: RefusalSpec): string | undefined {
  if (spec === true) return undefined;
  const key = (typeof spec === 'string' ? spec : spec.message) as MessageKey;
  const message = providerMessages[key] as string | ((...args: string[]) => string);
  if (typeof message === 'string') return message;
  return message(...(typeof spec === 'string' ? [] : spec.args));
}
