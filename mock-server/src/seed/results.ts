import { ALL_PANAS, DIGITS } from '@matka/shared/rules';
import { parseClockTime } from '@matka/shared/time';
import type { MarketRow } from '../repositories/markets-repository';
import { hashText, pick, prng } from './random';
import type { Scenario } from './scenario-schema';
import { marketDayBefore, marketOf, pastInstant, type SeedRun } from './seed-run';

interface Declaration {
  market: MarketRow;
  daysAgo: number;
  open: string | null;
  close: string | null;
}

type ScenarioMarket = Scenario['markets'][number];

/**
 * Random results for the `history_days` before today that the scenario does not spell out. The
 * generator is seeded by the market's key and draws an open and a close for every day, spelled out
 * or not, so a market's history does not change when another day is spelled out.
 */
function historyDeclarations(market: MarketRow, m: ScenarioMarket): Declaration[] {
  const explicit = new Set(m.results.map((r) => r.days_ago));
  const random = prng(hashText(m.key));
  const declarations: Declaration[] = [];
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
  return declarations;
}

/** The results the scenario spells out: panas for main and Starline, a two-digit jodi for Gali. */
function explicitDeclarations(market: MarketRow, m: ScenarioMarket): Declaration[] {
  return m.results.map((r) => {
    if (market.kind === 'gali') {
      if (r.jodi === undefined) throw new Error(`Gali result of ${m.key} needs 'jodi'`);
      return { market, daysAgo: r.days_ago, open: r.jodi[0] ?? null, close: r.jodi[1] ?? null };
    }
    return {
      market,
      daysAgo: r.days_ago,
      open: r.open ?? null,
      close: market.kind === 'main' ? (r.close ?? null) : null,
    };
  });
}

/**
 * Results last, oldest first, each at its day's close time, through the settlement service: the
 * seeded bids settle as they would in play. Markets closed today are closed before any result.
 */
export function seedResults(run: SeedRun, markets: Scenario['markets']): void {
  const { ctx } = run;
  const declarations: Declaration[] = [];
  for (const m of markets) {
    const market = marketOf(run, m.key);
    declarations.push(...historyDeclarations(market, m), ...explicitDeclarations(market, m));
    if (m.closed_today) ctx.repos.markets.closeForDay(market.id, marketDayBefore(run, market, 0));
  }
  declarations.sort((a, b) => b.daysAgo - a.daysAgo);
  for (const d of declarations) {
    const closeMinutes = parseClockTime(d.market.close_time) ?? 0;
    ctx.settlement.declare(
      d.market,
      marketDayBefore(run, d.market, d.daysAgo),
      { open: d.open, close: d.close },
      pastInstant(run, d.daysAgo, closeMinutes),
    );
    run.summary.results += 1;
  }
  ctx.markets.invalidate();
}
