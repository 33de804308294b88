import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ALL_PANAS,
  checkBidLine,
  decidingResult,
  DIGITS,
  minor,
  MINOR_PER_POINT,
  type BidType,
  type MarketKind,
  type RateKey,
} from '@matka/shared/rules';
import {
  addDays,
  istDateKey,
  istTimeOnDate,
  marketDay,
  parseClockTime,
  systemClock,
  type Clock,
  type DateKey,
} from '@matka/shared/time';
import { openDatabase } from '../db/database';
import { createServerClock } from '../lib/server-clock';
import { createFaultRegistry } from '../http/faults';
import { createContext, type ServerContext } from '../context';
import { writeSettings } from '../services/settings';
import { hashPasswordSync } from '../services/passwords';
import type { MarketRow } from '../repositories/markets-repository';
import { DEFAULT_APP_KEY } from '../config';
import { ScenarioSchema, type Scenario, type ScenarioInput } from './scenario-schema';

export { ScenarioSchema, type Scenario, type ScenarioInput } from './scenario-schema';

/** The folder of the named scenarios: `fixtures/scenarios/<name>.json` at the repository root. */
export const SCENARIOS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/scenarios',
);

/** Reads and validates a named scenario file, naming every problem. */
export function loadScenario(name: string): Scenario {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Not a scenario name: ${name}`);
  const file = path.join(SCENARIOS_DIR, `${name}.json`);
  if (!fs.existsSync(file)) throw new Error(`No scenario file ${file}`);
  return parseScenario(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, name);
}

export function parseScenario(raw: unknown, label = 'scenario'): Scenario {
  const parsed = ScenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid ${label}: ${problems}`);
  }
  return parsed.data;
}

export interface SeedOptions {
  dbFile: string;
  /** A scenario name of fixtures/scenarios, or a scenario object. */
  scenario: string | ScenarioInput;
  /** "Now" of the seeding; days_ago count back from its IST date. Default: the system clock. */
  clock?: Clock;
}

export interface SeedSummary {
  users: number;
  markets: number;
  bids: number;
  results: number;
}

/** Deterministic pseudo-random numbers (mulberry32), so generated history is the same on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)] as T;

/**
 * Rebuilds `dbFile` from a scenario: deletes the file, migrates, and writes everything in one
 * transaction through the same services the server uses (ledger rows for every balance, results
 * settled by the settlement service).
 */
export async function seedScenario(options: SeedOptions): Promise<SeedSummary> {
  const scenario =
    typeof options.scenario === 'string'
      ? loadScenario(options.scenario)
      : parseScenario(options.scenario);
  for (const suffix of ['', '-wal', '-shm'])
    fs.rmSync(`${options.dbFile}${suffix}`, { force: true });
  const db = openDatabase(options.dbFile, { bulk: true });
  try {
    const clock = createServerClock(options.clock ?? systemClock);
    const ctx = createContext({
      db,
      clock,
      faults: createFaultRegistry(),
      appKey: DEFAULT_APP_KEY,
      checkResponses: false,
    });
    const summary = db.transaction(() => applyScenario(ctx, scenario, clock.now()))();
    db.pragma('journal_mode = WAL');
    return summary;
  } finally {
    db.close();
  }
}

function applyScenario(ctx: ServerContext, scenario: Scenario, now: number): SeedSummary {
  const { repos, ledger } = ctx;
  const today = istDateKey(now);
  const summary: SeedSummary = { users: 0, markets: 0, bids: 0, results: 0 };
  /** An instant on a past day, never later than now. */
  const at = (daysAgo: number, minutes: number) =>
    Math.min(now, istTimeOnDate(addDays(today, -daysAgo), minutes));

  writeSettings(repos.content, scenario.settings);
  for (const kind of ['main', 'starline', 'gali'] as const) {
    for (const [key, pair] of Object.entries(scenario.rates[kind] ?? {})) {
      if (pair !== undefined) repos.rates.upsert(kind, key as RateKey, pair[0], pair[1]);
    }
  }
  const headlines = scenario.headlines.length > 0 ? scenario.headlines : DEFAULT_HEADLINES;
  for (const h of headlines) repos.content.putHeadline(h.id, h.status, h.notes);

  const userIds = new Map<string, number>();
  for (const u of scenario.users) {
    const created = at(u.created_days_ago, 9 * 60);
    const { salt, hash } = hashPasswordSync(u.password);
    const id = repos.users.insert({
      name: u.name,
      mobile: u.mobile,
      email: '',
      passwordSalt: salt,
      passwordHash: hash,
      bettingStatus: u.betting_status,
      createdAt: created,
    });
    repos.users.setUpi(id, {
      paytm_no: u.paytm_no,
      google_pay_no: u.google_pay_no,
      phon_pay_no: u.phon_pay_no,
    });
    if (u.opening_balance > 0) {
      ledger.credit({
        userId: id,
        amountMinor: minor(u.opening_balance * MINOR_PER_POINT),
        kind: 'opening',
        note: 'Opening balance',
        at: created,
      });
    }
    userIds.set(u.mobile, id);
    summary.users += 1;
  }
  const userId = (mobile: string) => {
    const id = userIds.get(mobile);
    if (id === undefined) throw new Error(`Scenario names an unknown user ${mobile}`);
    return id;
  };

  const markets = new Map<string, MarketRow>();
  scenario.markets.forEach((m, index) => {
    const row = {
      kind: m.kind,
      name: m.name,
      open_time: m.open_time,
      close_time: m.close_time ?? m.open_time,
      sort: index,
    };
    markets.set(m.key, { id: repos.markets.insert(row), ...row });
    summary.markets += 1;
  });
  const marketOf = (key: string) => {
    const m = markets.get(key);
    if (m === undefined) throw new Error(`Scenario names an unknown market ${key}`);
    return m;
  };
  /** The market day `daysAgo` days before the market's current one. */
  const dayOf = (market: MarketRow, daysAgo: number): DateKey => {
    const current =
      market.kind === 'main'
        ? (marketDay(market.open_time, market.close_time, now)?.dateKey ?? today)
        : today;
    return addDays(current, -daysAgo);
  };

  for (const f of scenario.fund_requests) {
    const id = repos.funds.insertFund(
      userId(f.user),
      f.amount * MINOR_PER_POINT,
      '0',
      at(f.days_ago, 10 * 60),
    );
    if (f.status !== '0')
      ctx.wallet.decideFundRequest(id, f.status === '2', at(f.days_ago, 11 * 60));
  }

  for (const b of scenario.bids) {
    const market = marketOf(b.market);
    const check = checkBidLine(b.bid_type, b, market.kind);
    if (!check.ok) throw new Error(`Scenario bid ${b.bid_type} ${b.digits}: ${check.message}`);
    const uid = userId(b.user);
    const when = at(b.days_ago, 8 * 60);
    const amount = minor(b.points * MINOR_PER_POINT);
    if (
      !ledger.debit({
        userId: uid,
        amountMinor: amount,
        kind: 'bid',
        note: `Bid: ${market.name} ${b.bid_type} (1)`,
        at: when,
      })
    ) {
      throw new Error(`Scenario bid of ${b.user} is not covered by the balance`);
    }
    repos.bids.insert({
      userId: uid,
      marketId: market.id,
      day: dayOf(market, b.days_ago),
      bidType: b.bid_type,
      session: check.line.session,
      digits: b.digits,
      closedigits: b.closedigits,
      pointsMinor: amount,
      settlesOn: decidingResult(market.kind, b.bid_type as BidType, check.line.session),
      createdAt: when,
    });
    summary.bids += 1;
  }

  for (const w of scenario.withdrawals) {
    const user = repos.users.byId(userId(w.user));
    if (user === undefined) continue;
    const field =
      w.method === '2' ? user.google_pay_no : w.method === '3' ? user.paytm_no : user.phon_pay_no;
    const amountMinor = minor(w.amount * MINOR_PER_POINT);
    const when = at(w.days_ago, 12 * 60);
    const id = repos.funds.insertWithdrawal({
      userId: user.id,
      amountMinor,
      method: w.method,
      paytm: w.method === '3' ? field : '',
      gpay: w.method === '2' ? field : '',
      phonepe: w.method === '4' ? field : '',
      status: '0',
      createdAt: when,
      decidedAt: null,
    });
    if (
      !ledger.debit({
        userId: user.id,
        amountMinor,
        kind: 'withdraw',
        note: 'Withdraw request',
        ref: `withdrawal:${id}`,
        at: when,
      })
    ) {
      throw new Error(`Scenario withdrawal of ${w.user} is not covered by the balance`);
    }
    if (w.status !== '0')
      ctx.wallet.decideWithdrawal(id, w.status === '2', at(w.days_ago, 13 * 60));
  }

  generate(ctx, scenario, now, markets, summary);

  // Results last, oldest first, each at its day's close time: the seeded bids settle as they would in play.
  const declarations: {
    market: MarketRow;
    daysAgo: number;
    open: string | null;
    close: string | null;
  }[] = [];
  for (const m of scenario.markets) {
    const market = marketOf(m.key);
    const explicit = new Set(m.results.map((r) => r.days_ago));
    const random = prng(hashText(m.key));
    for (let d = m.history_days; d >= 1; d -= 1) {
      const open = market.kind === 'gali' ? pick(DIGITS, random) : pick(ALL_PANAS, random);
      const close = market.kind === 'gali' ? pick(DIGITS, random) : pick(ALL_PANAS, random);
      if (!explicit.has(d))
        declarations.push({
          market,
          daysAgo: d,
          open,
          close: market.kind === 'starline' ? null : close,
        });
    }
    for (const r of m.results) {
      if (market.kind === 'gali') {
        if (r.jodi === undefined) throw new Error(`Gali result of ${m.key} needs 'jodi'`);
        declarations.push({
          market,
          daysAgo: r.days_ago,
          open: r.jodi[0] ?? null,
          close: r.jodi[1] ?? null,
        });
      } else {
        declarations.push({
          market,
          daysAgo: r.days_ago,
          open: r.open ?? null,
          close: market.kind === 'main' ? (r.close ?? null) : null,
        });
      }
    }
    if (m.closed_today) repos.markets.closeForDay(market.id, dayOf(market, 0));
  }
  declarations.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const d of declarations) {
    const closeMinutes = parseClockTime(d.market.close_time) ?? 0;
    ctx.settlement.declare(
      d.market,
      dayOf(d.market, d.daysAgo),
      { open: d.open, close: d.close },
      at(d.daysAgo, closeMinutes),
    );
    summary.results += 1;
  }
  ctx.markets.invalidate();
  return summary;
}

function generate(
  ctx: ServerContext,
  scenario: Scenario,
  now: number,
  markets: Map<string, MarketRow>,
  summary: SeedSummary,
): void {
  const spec = scenario.generate;
  if (spec === undefined) return;
  const { repos, ledger } = ctx;
  const players: number[] = [];
  if (spec.players !== undefined) {
    const p = spec.players;
    const first = Number(p.first_mobile);
    // Generated players share one password, so they share one salted hash: hashing 10,000 times
    // would dominate the seeding time and prove nothing.
    const { salt, hash } = hashPasswordSync(p.password, p.scrypt_cost);
    for (let i = 0; i < p.count; i += 1) {
      const id = repos.users.insert({
        name: `${p.name_prefix} ${i + 1}`,
        mobile: String(first + i),
        email: '',
        passwordSalt: salt,
        passwordHash: hash,
        bettingStatus: '1',
        createdAt: now,
      });
      if (p.opening_balance > 0) {
        ledger.credit({
          userId: id,
          amountMinor: minor(p.opening_balance * MINOR_PER_POINT),
          kind: 'opening',
          note: 'Opening balance',
          at: now,
        });
      }
      players.push(id);
    }
    summary.users += p.count;
  }
  if (spec.markets !== undefined) {
    const m = spec.markets;
    for (let i = 0; i < m.count; i += 1) {
      const row = {
        kind: m.kind as MarketKind,
        name: `${m.name_prefix} ${i + 1}`,
        open_time: m.open_time,
        close_time: m.close_time,
        sort: 1000 + i,
      };
      markets.set(`generated-${i + 1}`, { id: repos.markets.insert(row), ...row });
    }
    summary.markets += m.count;
  }
  if (spec.bids !== undefined && players.length > 0) {
    const b = spec.bids;
    const market = markets.get(b.market);
    if (market === undefined) throw new Error(`generate.bids names an unknown market ${b.market}`);
    const day =
      market.kind === 'main'
        ? (marketDay(market.open_time, market.close_time, now)?.dateKey ?? istDateKey(now))
        : istDateKey(now);
    const values =
      b.bid_type === 'Single Digit'
        ? DIGITS
        : b.bid_type === 'Jodi Digit'
          ? DIGITS.flatMap((a) => DIGITS.map((c) => a + c))
          : ALL_PANAS.filter(
              (x) =>
                checkBidLine('Single Pana', {
                  digits: x,
                  closedigits: '',
                  points: 10,
                  session: 'Open',
                }).ok,
            );
    const session = b.bid_type === 'Jodi Digit' ? 'Close' : b.session;
    const settlesOn = decidingResult(market.kind, b.bid_type, session);
    const amount = minor(b.points * MINOR_PER_POINT);
    // Each player submits their share as one bid of many lines: one debit, many bid rows. The lines
    // are written by one set-based INSERT in the order of the settlement index (digits ascending, so
    // that index only ever appends); line n goes to player (n + seed) mod players and every player
    // gets an even spread of the digits. The player index is built once afterwards, which is far
    // faster than maintaining it row by row.
    const sortedValues = [...values].sort();
    const first = players[0] as number;
    if (players.some((id, i) => id !== first + i))
      throw new Error('generate.bids expects the generated players to have consecutive ids');
    const indexes = ctx.db
      .prepare<[], { sql: string; name: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bids' AND name <> 'bids_settle' AND sql IS NOT NULL",
      )
      .all();
    for (const index of indexes) ctx.db.exec(`DROP INDEX "${index.name}"`);
    const base = Math.floor(b.count / players.length);
    const extra = b.count % players.length;
    players.forEach((uid, p) => {
      const slot = (((p - b.seed) % players.length) + players.length) % players.length;
      const lines = base + (slot < extra ? 1 : 0);
      if (lines === 0) return;
      const debited = ledger.debit({
        userId: uid,
        amountMinor: minor(amount * lines),
        kind: 'bid',
        note: `Bid: ${market.name} ${b.bid_type} (${lines})`,
        ref: `market:${market.id}:${day}`,
        at: now,
      });
      if (!debited) throw new Error(`generate.bids: player ${uid} cannot cover ${lines} lines`);
    });
    ctx.db
      .prepare(
        `WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n + 1 < @count)
         INSERT INTO bids (user_id, market_id, day, bid_type, session, digits, closedigits, points_minor, settles_on, created_at)
         SELECT @first + (n + @seed) % @players, @marketId, @day, @bidType, @session,
           json_extract(@values, '$[' || (n * @valueCount / @count) || ']'),
           '', @points, @settlesOn, @at
         FROM seq`,
      )
      // BigInt binds as INTEGER (a JS number binds as REAL), so the arithmetic above stays integral.
      .run({
        count: BigInt(b.count),
        first: BigInt(first),
        players: BigInt(players.length),
        marketId: market.id,
        day,
        bidType: b.bid_type,
        session,
        values: JSON.stringify(sortedValues),
        valueCount: BigInt(values.length),
        seed: BigInt(b.seed),
        points: amount,
        settlesOn,
        at: now,
      });
    for (const index of indexes) ctx.db.exec(index.sql);
    summary.bids += b.count;
  }
}

const DEFAULT_HEADLINES = [
  {
    id: 1,
    status: '1' as const,
    notes: 'Welcome to King Matka! Fast deposit and withdraw, 24x7 support.',
  },
  {
    id: 2,
    status: '1' as const,
    notes: 'Deposits are credited after verification. Minimum deposit 100 points.',
  },
  { id: 3, status: '0' as const, notes: '' },
];
