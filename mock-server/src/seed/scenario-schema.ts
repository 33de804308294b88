import { z } from 'zod';
import { WithdrawMethodSchema } from '@matka/shared/contract';
import { BID_TYPES, MAX_DEPOSIT_POINTS, MAX_WALLET_POINTS, RATE_KEYS } from '@matka/shared/rules';
import { ProviderSettingsSchema } from '../services/settings';
import {
  ClockTime,
  HeadlineSeed,
  MarketName,
  Mobile,
  PlayerName,
  RateValue,
  WithdrawNumber,
  storedValueProblems,
} from './stored-values';

const Points = z.number().int().min(0).max(MAX_WALLET_POINTS);
/** So scenarios stay valid on any date. */
const DaysAgo = z.number().int().min(0).max(3650);
const Key = z.string().regex(/^[a-z0-9-]+$/);

const UserSeedSchema = z.object({
  name: PlayerName,
  mobile: Mobile,
  password: z.string().min(1),
  betting_status: z.enum(['0', '1']).default('1'),
  opening_balance: Points.default(0),
  created_days_ago: DaysAgo.default(30),
  paytm_no: WithdrawNumber.default(''),
  google_pay_no: WithdrawNumber.default(''),
  phon_pay_no: WithdrawNumber.default(''),
});

/** Declared through the settlement service, so seeded bids settle as in play. */
const ResultSeedSchema = z.object({
  days_ago: DaysAgo,
  open: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  close: z
    .string()
    .regex(/^\d{3}$/)
    .optional(),
  jodi: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
});

const MarketSeedSchema = z.object({
  key: Key,
  kind: z.enum(['main', 'starline', 'gali']),
  name: MarketName,
  open_time: ClockTime,
  close_time: ClockTime.optional(),
  closed_today: z.boolean().default(false),
  /** Past results for the charts. */
  history_days: z.number().int().min(0).max(400).default(0),
  results: z.array(ResultSeedSchema).default([]),
});

const BidSeedSchema = z.object({
  user: Mobile,
  market: Key,
  days_ago: DaysAgo,
  bid_type: z.enum(BID_TYPES),
  session: z.enum(['Open', 'Close']).default('Open'),
  digits: z.string().regex(/^\d{1,3}$/),
  closedigits: z
    .string()
    .regex(/^(\d{1,3})?$/)
    .default(''),
  points: z.number().int().min(10),
});

const FundRequestSeedSchema = z.object({
  user: Mobile,
  amount: z.number().int().positive().max(MAX_DEPOSIT_POINTS),
  status: z.enum(['0', '1', '2']),
  days_ago: DaysAgo,
});

const WithdrawalSeedSchema = z.object({
  user: Mobile,
  amount: z.number().int().positive(),
  /** The user's saved number of that method is used. */
  method: WithdrawMethodSchema,
  status: z.enum(['0', '1', '2']),
  days_ago: DaysAgo,
});

/** Generated players get a cheap scrypt cost, stored with each hash. */
const GenerateSeedSchema = z.object({
  players: z
    .object({
      count: z.number().int().min(1).max(1_000_000),
      first_mobile: Mobile,
      password: z.string().min(1),
      opening_balance: Points,
      name_prefix: z.string().default('Player'),
      scrypt_cost: z.number().int().min(2).default(1024),
    })
    .optional(),
  markets: z
    .object({
      count: z.number().int().min(1).max(10_000),
      kind: z.enum(['main', 'starline', 'gali']).default('main'),
      name_prefix: z.string().default('MARKET'),
      open_time: ClockTime,
      close_time: ClockTime,
    })
    .optional(),
  bids: z
    .object({
      count: z.number().int().min(1).max(10_000_000),
      market: Key,
      bid_type: z.enum(['Single Digit', 'Single Pana', 'Jodi Digit']).default('Single Digit'),
      session: z.enum(['Open', 'Close']).default('Open'),
      points: z.number().int().min(10).default(10),
      seed: z.number().int().default(1),
    })
    .optional(),
});

const RatePair = z.tuple([RateValue, RateValue]);
const RatesSeed = z.partialRecord(z.enum(RATE_KEYS), RatePair);

const SqlName = z.string().regex(/^[a-z_][a-z0-9_]{0,63}$/, 'a table or column name');
/** No NUL (most readers cut text there), no number beyond 2^53 (arithmetic on it is wrong). */
const Cell = z.union([
  z.string().refine((text) => !text.includes('\u0000'), 'text without NUL characters'),
  z.number().refine(Number.isSafeInteger, 'a whole number between -(2^53 - 1) and 2^53 - 1'),
  z.null(),
]);

/** An exported database (seed/snapshot.ts), its times relative to the seeding day. */
const SnapshotSchema = z
  .object({
    schema_version: z.number().int().min(1),
    clock: z
      .object({
        at: z.string().regex(/^D[+-]\d{1,5} \d{2}:\d{2}:\d{2}\.\d{3}$/, "'D+0 23:50:00.000'"),
        frozen: z.boolean(),
      })
      .optional(),
    tables: z.record(
      SqlName,
      z
        .object({ columns: z.array(SqlName).min(1), rows: z.array(z.array(Cell)) })
        .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
          message: 'every row has one value per column',
        }),
    ),
  })
  .superRefine((snapshot, ctx) => {
    for (const problem of storedValueProblems(snapshot.tables))
      ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
  });

const ScenarioObjectSchema = z.object({
  description: z.string().min(1),
  settings: ProviderSettingsSchema.partial().default({}),
  /** `[val_1, val_2]` (docs/game-rules.md#rates-and-payouts). */
  rates: z
    .object({
      main: RatesSeed.optional(),
      starline: RatesSeed.optional(),
      gali: RatesSeed.optional(),
    })
    .default({}),
  headlines: z.array(HeadlineSeed).default([]),
  users: z.array(UserSeedSchema).default([]),
  markets: z.array(MarketSeedSchema).default([]),
  bids: z.array(BidSeedSchema).default([]),
  fund_requests: z.array(FundRequestSeedSchema).default([]),
  withdrawals: z.array(WithdrawalSeedSchema).default([]),
  generate: GenerateSeedSchema.optional(),
  snapshot: SnapshotSchema.optional(),
});

export const ScenarioSchema = ScenarioObjectSchema.refine(
  (s) =>
    s.snapshot === undefined ||
    (Object.keys(s.settings).length === 0 &&
      Object.keys(s.rates).length === 0 &&
      s.headlines.length === 0 &&
      s.users.length === 0 &&
      s.markets.length === 0 &&
      s.bids.length === 0 &&
      s.fund_requests.length === 0 &&
      s.withdrawals.length === 0 &&
      s.generate === undefined),
  {
    message: 'a scenario with a snapshot holds nothing else but its description',
    path: ['snapshot'],
  },
);
export type Scenario = z.infer<typeof ScenarioSchema>;
export type ScenarioSnapshot = NonNullable<Scenario['snapshot']>;
export type ScenarioInput = z.input<typeof ScenarioSchema>;
