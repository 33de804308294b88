import type { ServerContext } from '../context';
import { seedBids } from './bids';
import { seedGenerated } from './generated';
import { seedMarkets } from './markets';
import { seedFundRequests, seedWithdrawals } from './money';
import { seedPlayers } from './players';
import { seedResults } from './results';
import type { Scenario } from './scenario-schema';
import { startSeedRun, type SeedSummary } from './seed-run';
import { seedSettings } from './settings';

/**
 * Writes a scenario into an empty database, in the order play would have made it: settings,
 * players, markets, money requests, bids, bulk data, and results last so the bids settle.
 */
export function applyScenario(ctx: ServerContext, scenario: Scenario, now: number): SeedSummary {
  const run = startSeedRun(ctx, now);
  seedSettings(run, scenario);
  seedPlayers(run, scenario.users);
  seedMarkets(run, scenario.markets);
  seedFundRequests(run, scenario.fund_requests);
  seedBids(run, scenario.bids);
  seedWithdrawals(run, scenario.withdrawals);
  seedGenerated(run, scenario.generate);
  seedResults(run, scenario.markets);
  return run.summary;
}
