import {
  ALL_PANAS,
  checkBidLine,
  decidingResult,
  DIGITS,
  minor,
  MINOR_PER_POINT,
  type MarketKind,
} from '@matka/shared/rules';
import type { MarketRow } from '../repositories/markets-repository';
import { hashPasswordSync } from '../services/passwords';
import type { Scenario } from './scenario-schema';
import { currentMarketDay, type SeedRun } from './seed-run';

type GenerateSpec = NonNullable<Scenario['generate']>;
type PlayersSpec = NonNullable<GenerateSpec['players']>;
type MarketsSpec = NonNullable<GenerateSpec['markets']>;
type BidsSpec = NonNullable<GenerateSpec['bids']>;

/** The `generate` block (bulk data for load runs): players, then markets, then bids. */
export function seedGenerated(run: SeedRun, spec: GenerateSpec | undefined): void {
  if (spec === undefined) return;
  const players = spec.players === undefined ? [] : generatePlayers(run, spec.players);
  if (spec.markets !== undefined) generateMarkets(run, spec.markets);
  if (spec.bids !== undefined && players.length > 0) generateBids(run, spec.bids, players);
}

/** Players with consecutive phone numbers and an opening balance; returns their ids in order. */
function generatePlayers(run: SeedRun, p: PlayersSpec): number[] {
  const { repos, ledger } = run.ctx;
  const first = Number(p.first_mobile);
  // Generated players share one password, so they share one salted hash: hashing 10,000 times
  // would dominate the seeding time and prove nothing.
  const { salt, hash } = hashPasswordSync(p.password, p.scrypt_cost);
  const players: number[] = [];
  for (let i = 0; i < p.count; i += 1) {
    const id = repos.users.insert({
      name: `${p.name_prefix} ${i + 1}`,
      mobile: String(first + i),
      email: '',
      passwordSalt: salt,
      passwordHash: hash,
      bettingStatus: '1',
      createdAt: run.now,
    });
    if (p.opening_balance > 0) {
      ledger.credit({
        userId: id,
        amountMinor: minor(p.opening_balance * MINOR_PER_POINT),
        kind: 'opening',
        note: 'Opening balance',
        at: run.now,
      });
    }
    players.push(id);
  }
  run.summary.users += p.count;
  return players;
}

/** Markets `<name_prefix> 1..count`, keyed `generated-<n>`, listed after the scenario's own. */
function generateMarkets(run: SeedRun, m: MarketsSpec): void {
  for (let i = 0; i < m.count; i += 1) {
    const row = {
      kind: m.kind as MarketKind,
      name: `${m.name_prefix} ${i + 1}`,
      open_time: m.open_time,
      close_time: m.close_time,
      sort: 1000 + i,
    };
    run.markets.set(`generated-${i + 1}`, { id: run.ctx.repos.markets.insert(row), ...row });
  }
  run.summary.markets += m.count;
}

/** Every number a line of this bid type may carry, ascending (the settlement index's order). */
function bidValues(bidType: BidsSpec['bid_type']): string[] {
  const values =
    bidType === 'Single Digit'
      ? DIGITS
      : bidType === 'Jodi Digit'
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
  return [...values].sort();
}

/**
 * Each player submits their share as one bid of many lines: one debit, many bid rows. Line n goes
 * to player (n + seed) mod players, so every player gets an even spread of the digits.
 */
function debitShares(
  run: SeedRun,
  b: BidsSpec,
  players: number[],
  market: MarketRow,
  day: string,
): void {
  const amount = minor(b.points * MINOR_PER_POINT);
  const base = Math.floor(b.count / players.length);
  const extra = b.count % players.length;
  players.forEach((userId, p) => {
    const slot = (((p - b.seed) % players.length) + players.length) % players.length;
    const lines = base + (slot < extra ? 1 : 0);
    if (lines === 0) return;
    const debited = run.ctx.ledger.debit({
      userId,
      amountMinor: minor(amount * lines),
      kind: 'bid',
      note: `Bid: ${market.name} ${b.bid_type} (${lines})`,
      ref: `market:${market.id}:${day}`,
      at: run.now,
    });
    if (!debited) throw new Error(`generate.bids: player ${userId} cannot cover ${lines} lines`);
  });
}

/**
 * The lines in one set-based INSERT in the order of the settlement index (digits ascending, so
 * that index only ever appends); the bids table's other indexes are dropped first and built once
 * afterwards, which is far faster than maintaining them row by row.
 */
function insertLines(
  run: SeedRun,
  b: BidsSpec,
  players: number[],
  market: MarketRow,
  day: string,
): void {
  const { db } = run.ctx;
  const values = bidValues(b.bid_type);
  const session = b.bid_type === 'Jodi Digit' ? 'Close' : b.session;
  const first = players[0] as number;
  const indexes = db
    .prepare<[], { sql: string; name: string }>(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'bids' AND name <> 'bids_settle' AND sql IS NOT NULL",
    )
    .all();
  for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
  db.prepare(
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
      values: JSON.stringify(values),
      valueCount: BigInt(values.length),
      seed: BigInt(b.seed),
      points: minor(b.points * MINOR_PER_POINT),
      settlesOn: decidingResult(market.kind, b.bid_type, session),
      at: run.now,
    });
  for (const index of indexes) db.exec(index.sql);
}

/** `count` bids of `points` today on one market, spread over the generated players. */
function generateBids(run: SeedRun, b: BidsSpec, players: number[]): void {
  const market = run.markets.get(b.market);
  if (market === undefined) throw new Error(`generate.bids names an unknown market ${b.market}`);
  const day = currentMarketDay(run, market);
  // The INSERT numbers players from the first id.
  if (players.some((id, i) => id !== (players[0] as number) + i))
    throw new Error('generate.bids expects the generated players to have consecutive ids');
  debitShares(run, b, players, market, day);
  insertLines(run, b, players, market, day);
  run.summary.bids += b.count;
}
