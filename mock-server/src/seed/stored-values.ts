import { z } from 'zod';
import {
  controlEndpoints,
  EmailSchema,
  OptionalPhoneSchema,
  WithdrawMethodSchema,
} from '@matka/shared/contract';
import {
  BID_TYPES,
  BID_TYPES_BY_MARKET,
  MAX_RATE_VALUE,
  PHONE_PATTERN,
  RATE_KEYS,
  checkBidLine,
  checkPlayerName,
  type BidType,
  type MarketKind,
} from '@matka/shared/rules';
import { ProviderSettingsSchema } from '../services/settings';

/**
 * What each stored value may be, as the API checks it: a seeded snapshot (a file of unknown origin)
 * holds nothing the API would refuse to store (SECURITY.md#what-the-mock-provider-does).
 */

export const Mobile = z.string().regex(PHONE_PATTERN, 'a 10-digit mobile starting 6-9');
export const ClockTime = z
  .string()
  .regex(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "'hh:mm AM/PM' (IST)");
export const PlayerName = z.string().superRefine((name, ctx) => {
  const problem = checkPlayerName(name);
  if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem });
});
export const WithdrawNumber = z.string().pipe(OptionalPhoneSchema());
export const MarketName = z.string().min(1).max(200);
/** Whole points in INTEGER columns: decimals are refused here, not at the first insert. */
export const RateValue = z
  .number()
  .int(`a whole number of points (rates have no decimals)`)
  .min(1, 'at least 1')
  .max(MAX_RATE_VALUE, `a whole number of points up to ${MAX_RATE_VALUE}`);
const headlineRequest = controlEndpoints.headline.request.shape;
export const HeadlineSeed = z.object({
  id: headlineRequest.id,
  status: headlineRequest.status,
  notes: headlineRequest.notes,
});

/**
 * A cost the server can compute within Node's scrypt memory: a planted 2^20 would fail every
 * sign-in of that player.
 */
const PasswordSalt = z.string().regex(/^[0-9a-f]{32}$/, 'a salt of 32 hex digits');
const PasswordHash = z
  .string()
  .regex(/^scrypt:\d{1,5}:[0-9a-f]{64}$/, "'scrypt:<cost>:<64 hex digits>'")
  .refine((hash) => {
    const cost = Number(hash.split(':')[1]);
    return cost >= 2 && cost <= 16_384 && (cost & (cost - 1)) === 0;
  }, 'a scrypt cost that is a power of two from 2 to 16384');

const Receipt = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]);

type Cell = string | number | null;
interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
}

/** The rest is the server's bookkeeping, checked by SQLite's constraints and the money rules. */
const COLUMN_SCHEMAS: Readonly<Record<string, Readonly<Record<string, z.core.$ZodType>>>> = {
  users: {
    name: PlayerName,
    mobile: Mobile,
    email: z.string().pipe(EmailSchema()),
    password_salt: PasswordSalt,
    password_hash: PasswordHash,
    paytm_no: WithdrawNumber,
    google_pay_no: WithdrawNumber,
    phon_pay_no: WithdrawNumber,
  },
  withdrawals: {
    payment_method: WithdrawMethodSchema,
    paytm_no: WithdrawNumber,
    google_pay_no: WithdrawNumber,
    phon_pay_no: WithdrawNumber,
    payment_receipt: Receipt,
  },
  markets: { name: MarketName, open_time: ClockTime, close_time: ClockTime },
  game_rates: { rate_key: z.enum(RATE_KEYS), val_1: RateValue, val_2: RateValue },
  headlines: HeadlineSeed.shape,
};

export interface StoredValueProblem {
  readonly path: (string | number)[];
  readonly message: string;
}

type AddProblem = (table: string, row: number, column: string | undefined, message: string) => void;

/** A file of a million bad rows gets a short answer. */
const MAX_PROBLEMS = 5;

const SETTING_SCHEMAS: Readonly<Record<string, z.ZodType>> = ProviderSettingsSchema.shape;

function settingProblem(key: Cell, value: Cell): { column: string; message: string } | undefined {
  const schema =
    typeof key === 'string' && Object.hasOwn(SETTING_SCHEMAS, key)
      ? SETTING_SCHEMAS[key]
      : undefined;
  if (schema === undefined)
    return {
      column: 'key',
      message: `no such setting (one of ${Object.keys(SETTING_SCHEMAS).join(', ')})`,
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    return { column: 'value', message: `${key}: not a JSON value` };
  }
  const checked = schema.safeParse(parsed);
  return checked.success
    ? undefined
    : { column: 'value', message: `${key}: ${checked.error.issues[0]?.message ?? 'not valid'}` };
}

export function storedValueProblems(tables: Readonly<Record<string, Table>>): StoredValueProblem[] {
  const problems: StoredValueProblem[] = [];
  const add: AddProblem = (table, row, column, message) => {
    if (problems.length < MAX_PROBLEMS)
      problems.push({
        path: ['tables', table, 'rows', row, ...(column === undefined ? [] : [column])],
        message,
      });
  };
  for (const [table, { columns, rows }] of Object.entries(tables)) {
    const schemas = COLUMN_SCHEMAS[table] ?? {};
    const checked = columns.flatMap((column, i) => {
      const schema = schemas[column];
      return schema === undefined ? [] : [{ column, i, schema }];
    });
    rows.forEach((row, r) => {
      for (const { column, i, schema } of checked) {
        const result = z.safeParse(schema, row[i]);
        if (!result.success) add(table, r, column, result.error.issues[0]?.message ?? 'not valid');
      }
    });
  }
  const settings = tables['settings'];
  if (settings !== undefined) {
    const [key, value] = ['key', 'value'].map((c) => settings.columns.indexOf(c)) as [
      number,
      number,
    ];
    settings.rows.forEach((row, r) => {
      const problem = settingProblem(row[key] ?? null, row[value] ?? null);
      if (problem !== undefined) add('settings', r, problem.column, problem.message);
    });
  }
  bidLineProblems(tables, add);
  return problems;
}

function bidLineProblems(tables: Readonly<Record<string, Table>>, add: AddProblem): void {
  const bids = tables['bids'];
  const markets = tables['markets'];
  if (bids === undefined || markets === undefined) return;
  const [id, kindColumn] = ['id', 'kind'].map((c) => markets.columns.indexOf(c)) as [
    number,
    number,
  ];
  const kindOf = new Map<Cell, MarketKind>(
    markets.rows.map((row) => [row[id] ?? null, row[kindColumn] as MarketKind]),
  );
  const at = (name: string) => bids.columns.indexOf(name);
  const [market, type, digits, closedigits, session, points] = [
    'market_id',
    'bid_type',
    'digits',
    'closedigits',
    'session',
    'points_minor',
  ].map(at) as [number, number, number, number, number, number];
  bids.rows.forEach((row, r) => {
    const kind = kindOf.get(row[market] ?? null);
    const bidType = row[type];
    // A line of no market is refused by its foreign key, a market of no kind by its CHECK.
    if (kind === undefined || !Object.hasOwn(BID_TYPES_BY_MARKET, kind)) return;
    if (!BID_TYPES.includes(bidType as BidType)) {
      add('bids', r, 'bid_type', `not a bid type (${String(bidType)})`);
      return;
    }
    const check = checkBidLine(
      bidType as BidType,
      {
        digits: String(row[digits] ?? ''),
        closedigits: closedigits < 0 ? '' : String(row[closedigits] ?? ''),
        session: String(row[session] ?? ''),
        points: Number(row[points]) / 100,
      },
      kind,
    );
    if (!check.ok) add('bids', r, undefined, check.message);
  });
}
