import type { ServerContext } from '../context';
import { seedBids } from './bids';
import { seedGenerated } from './generated';
import { seedMarkets } from './markets';
import { seedFundRequests, seedWithdrawals } from './money';
import { seedPlayers } from './players';
import { seedResults } from './results';
import type { Scenario, ScenarioSnapshot } from './scenario-schema';
import { startSeedRun, type SeedRun, type SeedSummary } from './seed-run';
import { seedSettings } from './settings';
import { SNAPSHOT_PASSWORD, restoreTables, schemaVersion, upgradeTables } from './snapshot';

/**
 * Writes a scenario into an empty database, in the order play would have made it: settings,
 * players, markets, money requests, bids, bulk data, and results last so the bids settle. An
 * exported state (`snapshot`) is written back row for row instead.
 */
export function applyScenario(ctx: ServerContext, scenario: Scenario, now: number): SeedSummary {
  const run = startSeedRun(ctx, now);
  if (scenario.snapshot !== undefined) return restoreSnapshot(run, scenario.snapshot);
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

function restoreSnapshot(run: SeedRun, snapshot: ScenarioSnapshot): SeedSummary {
  const { ctx } = run;
  const version = schemaVersion(ctx.db);
  if (snapshot.schema_version > version)
    throw new Error(
      `The snapshot was exported at schema version ${snapshot.schema_version}; this mock is at ${version}: update it first`,
    );
  const counts = restoreTables(ctx.db, upgradeTables(snapshot.tables), run.today);
  ctx.repos.content.settingsReplaced();
  ctx.markets.invalidate();
  ctx.repos.sessions.forgetAll();
  const users = snapshot.tables['users'];
  const passwordsReset = users !== undefined && !users.columns.includes('password_hash');
  return {
    users: counts['users'] ?? 0,
    markets: counts['markets'] ?? 0,
    bids: counts['bids'] ?? 0,
    results: counts['results'] ?? 0,
    ...(snapshot.clock === undefined ? {} : { exportedClock: snapshot.clock }),
    ...(passwordsReset ? { playersPassword: SNAPSHOT_PASSWORD } : {}),
  };
}
