import type { Scenario } from './scenario-schema';
import type { SeedRun } from './seed-run';

/** The markets in scenario order (their list order); a slot without a close time closes at its open. */
export function seedMarkets(run: SeedRun, markets: Scenario['markets']): void {
  markets.forEach((m, index) => {
    const row = {
      kind: m.kind,
      name: m.name,
      open_time: m.open_time,
      close_time: m.close_time ?? m.open_time,
      sort: index,
    };
    run.markets.set(m.key, { id: run.ctx.repos.markets.insert(row), ...row });
    run.summary.markets += 1;
  });
}
