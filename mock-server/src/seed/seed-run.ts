import { marketOffer } from '@matka/shared/rules';
import { addDays, istDateKey, istTimeOnDate, type DateKey } from '@matka/shared/time';
import type { ServerContext } from '../context';
import type { MarketRow } from '../repositories/markets-repository';

export interface SeedSummary {
  users: number;
  markets: number;
  bids: number;
  results: number;
  /** An exported state's clock ('D+0 11:50:00.000'), for the seeding tool to mention. */
  exportedClock?: { at: string; frozen: boolean };
  /** The password every player got: a snapshot exported without password hashes. */
  playersPassword?: string;
}

/** What every step of one seeding shares: the server context, "now", and the rows made so far. */
export interface SeedRun {
  readonly ctx: ServerContext;
  readonly now: number;
  /** The IST date of `now`: `days_ago` count back from it. */
  readonly today: DateKey;
  readonly summary: SeedSummary;
  /** Player ids by phone number. */
  readonly playerIds: Map<string, number>;
  /** Markets by scenario key (`generated-<n>` for generated ones). */
  readonly markets: Map<string, MarketRow>;
}

export function startSeedRun(ctx: ServerContext, now: number): SeedRun {
  return {
    ctx,
    now,
    today: istDateKey(now),
    summary: { users: 0, markets: 0, bids: 0, results: 0 },
    playerIds: new Map(),
    markets: new Map(),
  };
}

/** An instant `minutes` after IST midnight `daysAgo` days before today, never later than now. */
export function pastInstant(run: SeedRun, daysAgo: number, minutes: number): number {
  return Math.min(run.now, istTimeOnDate(addDays(run.today, -daysAgo), minutes));
}

export function playerIdOf(run: SeedRun, mobile: string): number {
  const id = run.playerIds.get(mobile);
  if (id === undefined) throw new Error(`Scenario names an unknown user ${mobile}`);
  return id;
}

export function marketOf(run: SeedRun, key: string): MarketRow {
  const market = run.markets.get(key);
  if (market === undefined) throw new Error(`Scenario names an unknown market ${key}`);
  return market;
}

/** The market's day now: a main market's may be yesterday's until its close (night markets). */
export function currentMarketDay(run: SeedRun, market: MarketRow): DateKey {
  return marketOffer(market.kind, market.open_time, market.close_time, run.now).day;
}

/** The market day `daysAgo` days before the market's current one. */
export function marketDayBefore(run: SeedRun, market: MarketRow, daysAgo: number): DateKey {
  return addDays(currentMarketDay(run, market), -daysAgo);
}
