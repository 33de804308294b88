import fs from 'node:fs';
import { systemClock, type Clock } from '@matka/shared/time';
import { openDatabase } from '../db/database';
import { createServerClock } from '../lib/server-clock';
import { createFaultRegistry } from '../http/faults';
import { createContext } from '../context';
import { DEFAULT_APP_KEY } from '../config';
import { applyScenario } from './apply-scenario';
import { isScenarioPath, loadScenario, loadScenarioFile, parseScenario } from './scenario-file';
import type { ScenarioInput } from './scenario-schema';
import type { SeedSummary } from './seed-run';

export type { ScenarioInput } from './scenario-schema';
export { loadScenario, SCENARIOS_DIR } from './scenario-file';
export type { SeedSummary } from './seed-run';

export interface SeedOptions {
  dbFile: string;
  /** A scenario name of fixtures/scenarios, a path to a scenario file ('x.json'), or a scenario object. */
  scenario: string | ScenarioInput;
  /** "Now" of the seeding; days_ago count back from its IST date. Default: the system clock. */
  clock?: Clock;
}

/**
 * Rebuilds `dbFile` from a scenario: deletes the file, migrates, and writes everything in one
 * transaction through the same services the server uses (ledger rows for every balance, results
 * settled by the settlement service).
 */
export async function seedScenario(options: SeedOptions): Promise<SeedSummary> {
  const scenario =
    typeof options.scenario !== 'string'
      ? parseScenario(options.scenario)
      : isScenarioPath(options.scenario)
        ? loadScenarioFile(options.scenario)
        : loadScenario(options.scenario);
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
