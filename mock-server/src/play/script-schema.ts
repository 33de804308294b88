import { z } from 'zod';
import { BID_TYPES } from '@matka/shared/rules';
import {
  providerMessages,
  withdrawMethodLabels,
  type WithdrawMethodLabel,
} from '@matka/shared/messages';

/**
 * A play script (docs/for-testers.md#play-scripts): checked here before anything runs; a problem
 * names its step.
 */

const Mobile = z.string().regex(/^[6-9]\d{9}$/, 'a 10-digit mobile starting 6-9');
const ClockTime = z.string().regex(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "'hh:mm AM/PM' (IST)");
const Points = z.number().int().min(1);
const DaysAgo = z.number().int().min(0).max(3650);
const MarketKind = z.enum(['main', 'starline', 'gali']);
const Pana = z.string().regex(/^\d{3}$/, 'three digits');
/** One rule for bids, declarations and expectations: `open` or `close` in any case. */
const Session = z
  .string()
  .regex(/^(open|close)$/i, "'open' or 'close' (any case)")
  .transform((text) => text.toLowerCase() as 'open' | 'close');

/** Never retyped. */
type MessageKey = keyof typeof providerMessages;
const MessageKeySchema = z
  .string()
  .refine((key) => key in providerMessages, { message: 'not a key of providerMessages' });
const takesArguments = (key: string) =>
  typeof (providerMessages as Record<string, unknown>)[key] === 'function';
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

const controlActions = {
  reseed: z.union([
    z.string().regex(/^[a-z0-9-]+$/, 'a scenario name'),
    z.strictObject({ file: z.string().min(1) }),
  ]),
  clock: z.union([ClockTime, z.strictObject({ at: ClockTime, frozen: z.boolean().optional() })]),
  advance: z.union([ClockTime, z.strictObject({ minutes: z.number().int().min(1) })]),
  real_time: z.literal(true),
  /** For the market's current day, or `days_ago` before it; Gali takes `jodi` ('47'). */
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
  withdrawal: z.strictObject({ player: Mobile, action: z.enum(['approve', 'cancel']) }),
  fund_request: z.strictObject({ player: Mobile, action: z.enum(['approve', 'reject']) }),
  set_wallet: z.strictObject({ player: Mobile, points: z.number().int().min(0) }),
  betting: z.strictObject({ player: Mobile, enabled: z.boolean() }),
  expire_sessions: Mobile,
  market_closed: z.strictObject({ ...MarketRef, closed: z.boolean() }),
  fault: z.strictObject({
    path: z.string().regex(/^([A-Za-z-]{3,64}|\*)$/),
    latency_ms: z.number().int().min(0).max(60_000).optional(),
    unreachable: z.boolean().optional(),
    http_500: z.boolean().optional(),
    malformed: z.boolean().optional(),
    text_wrapped: z.boolean().optional(),
    times: z.number().int().min(1).optional(),
  }),
  clear_faults: z.union([z.literal(true), z.string().min(1)]),
} as const;

const BidLine = z.strictObject({
  digits: z.string().regex(/^\d{1,3}$/, 'one to three digits'),
  closedigits: z
    .string()
    .regex(/^\d{1,3}$/)
    .optional(),
  points: z.number().int().min(10),
});

const WithdrawMethod = z.enum(
  Object.values(withdrawMethodLabels) as [WithdrawMethodLabel, ...WithdrawMethodLabel[]],
);

const playerActions = {
  /** Done on the first player action anyway; with `refused`, a login that must fail. */
  login: z.literal(true),
  /** Main: `session` unless Jodi or Full Sangam. */
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

const HistoryLine = z.strictObject({
  market: z.string().optional(),
  type: z.enum(BID_TYPES).optional(),
  session: Session.optional(),
  digits: z.string().optional(),
  closedigits: z.string().optional(),
  /** Two decimals at most. */
  points: z.number().optional(),
});

const HistoryCheck = z.strictObject({
  player: Mobile,
  kind: MarketKind.default('main'),
  days_ago: DaysAgo.default(0),
  to_days_ago: DaysAgo.optional(),
  market: z.string().optional(),
  /** In any order; each names the fields it checks. */
  lines: z.array(HistoryLine).optional(),
  count: z.number().int().min(0).optional(),
  total_points: z.number().optional(),
});

const expectations = z
  .strictObject({
    /** As the player's app shows it, and equal to the player's ledger. */
    wallet: z.strictObject({ player: Mobile, points: z.number() }),
    win_history: HistoryCheck,
    bid_history: HistoryCheck,
    market: z.strictObject({
      ...MarketRef,
      /** Main markets are read from a player's dashboard. */
      player: Mobile.optional(),
      result: z.string().optional(),
      takes_bids: z.boolean().optional(),
    }),
    withdrawals: z.strictObject({
      player: Mobile,
      latest: z.enum(['pending', 'approved', 'cancelled']).optional(),
      count: z.number().int().min(0).optional(),
    }),
    passbook: z.strictObject({
      player: Mobile,
      credit: z.number().optional(),
      debit: z.number().optional(),
      note: z.string().optional(),
    }),
    ledger: z.literal('balanced'),
  })
  .partial()
  .refine((e) => Object.keys(e).length > 0, { message: 'names nothing to check' });

const ACTIONS = { ...controlActions, ...playerActions, expect: expectations } as const;
type ActionName = keyof typeof ACTIONS;
const ACTION_NAMES = Object.keys(ACTIONS) as ActionName[];
const PLAYER_ACTIONS = new Set<string>(Object.keys(playerActions));

const modifiers = {
  note: z.string().optional(),
  refused: Refusal.optional(),
};

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

export function parseScript(raw: unknown, label: string): PlayScript {
  const file = ScriptFileSchema.safeParse(raw);
  if (!file.success) throw new Error(`${label}: ${problems(file.error)}`);
  try {
    return { description: file.data.description, steps: file.data.steps.map(parseStep) };
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

export function refusalMessage(spec: RefusalSpec): string | undefined {
  if (spec === true) return undefined;
  const key = (typeof spec === 'string' ? spec : spec.message) as MessageKey;
  const message = providerMessages[key] as string | ((...args: string[]) => string);
  if (typeof message === 'string') return message;
  return message(...(typeof spec === 'string' ? [] : spec.args));
}
