import fs from 'node:fs';
import path from 'node:path';
import { formatClockTime, istDateKey, istMinutesOfDay } from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../context';
import { Refusal } from '../lib/refusal';
import { applyScenario } from './apply-scenario';
import { SCENARIOS_DIR } from './scenario-file';
import { ScenarioSchema, type Scenario, type ScenarioInput } from './scenario-schema';
import type { SeedSummary } from './seed-run';
import {
  absoluteInstant,
  exportTables,
  relativeInstant,
  schemaVersion,
  tableNames,
} from './snapshot';
import type { Db } from '../db/database';

/** A scenario checked and ready to replace the database, and the clock it brings (an exported state's). */
export interface PreparedReseed {
  readonly clock: { readonly at: number; readonly frozen: boolean } | undefined;
  /** Replaces every row of the database with the scenario, seeded at `now`. */
  seed(now: number): SeedSummary;
}

const isScenarioName = (name: string) => /^[a-z0-9-]{1,64}$/.test(name);

function parseOrRefuse(raw: unknown): Scenario {
  const parsed = ScenarioSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Refusal(400, providerMessages.scenarioNotValid(problems));
}

function readScenarioFile(name: string): unknown {
  const file = path.join(SCENARIOS_DIR, `${name}.json`);
  if (!isScenarioName(name) || !fs.existsSync(file))
    throw new Refusal(404, providerMessages.scenarioNotFound(name));
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Refusal(400, providerMessages.scenarioNotValid(String(error)));
  }
}

/** Deletes every row and seeds the scenario, in one transaction: a refused scenario changes nothing. */
function replaceDatabase(ctx: ServerContext, scenario: Scenario, now: number): SeedSummary {
  // Bids queued for the group commit are committed first, so they are not lost in the middle.
  ctx.writes.flush();
  try {
    return ctx.db.transaction(() => {
      ctx.db.pragma('defer_foreign_keys = ON');
      for (const table of tableNames(ctx.db).reverse()) ctx.db.exec(`DELETE FROM "${table}"`);
      return applyScenario(ctx, scenario, now);
    })();
  } catch (error) {
    if (error instanceof Refusal) throw error;
    // A scenario that passes its schema can still name an unknown player or overdraw a balance.
    throw new Refusal(400, providerMessages.scenarioNotValid(String((error as Error).message)));
  } finally {
    ctx.repos.content.settingsReplaced();
    ctx.markets.invalidate();
    // Every token and player went (or a refused scenario rolled back what the kept ones read).
    ctx.repos.sessions.forgetAll();
  }
}

/** The whole database as a scenario that seeds back to it, times relative to the IST day of `now`. */
export function exportScenario(
  db: Db,
  now: number,
  options: { frozen?: boolean; description?: string; full?: boolean } = {},
): ScenarioInput {
  const today = istDateKey(now);
  const when = `${today} ${formatClockTime(istMinutesOfDay(now))} IST`;
  return {
    description: options.description?.trim() || `State exported from the mock at ${when}`,
    snapshot: {
      schema_version: schemaVersion(db),
      ...(options.frozen === undefined
        ? {}
        : { clock: { at: relativeInstant(now, today), frozen: options.frozen } }),
      tables: exportTables(db, today, { full: options.full === true }),
    },
  };
}

/**
 * The scenarios of a running mock: listing fixtures/scenarios, reseeding the live database from
 * one of them or from a file's content, exporting the state (the control API's reseed and export).
 */
export function createScenarioDesk(ctx: ServerContext) {
  return {
    list(): { name: string; description: string; bulk: boolean }[] {
      return fs
        .readdirSync(SCENARIOS_DIR)
        .filter((file) => file.endsWith('.json') && isScenarioName(file.slice(0, -5)))
        .sort()
        .map((file) => {
          const name = file.slice(0, -5);
          try {
            const raw = JSON.parse(fs.readFileSync(path.join(SCENARIOS_DIR, file), 'utf8')) as {
              description?: unknown;
              generate?: unknown;
            };
            return {
              name,
              description: typeof raw.description === 'string' ? raw.description : '',
              // Players, markets and bids made in bulk: benchmark data, not a state to test in.
              bulk: raw.generate !== undefined,
            };
          } catch {
            return { name, description: '', bulk: false };
          }
        });
    },

    prepare(
      source: { scenario: string } | { file: Record<string, unknown> },
      now: number,
    ): PreparedReseed {
      const scenario = parseOrRefuse(
        'scenario' in source ? readScenarioFile(source.scenario) : source.file,
      );
      const saved = scenario.snapshot?.clock;
      const at = saved === undefined ? undefined : absoluteInstant(saved.at, istDateKey(now));
      return {
        clock: at === undefined || saved === undefined ? undefined : { at, frozen: saved.frozen },
        seed: (seedNow) => replaceDatabase(ctx, scenario, seedNow),
      };
    },

    exportState(
      now: number,
      frozen: boolean,
      options: { description?: string | undefined; full?: boolean | undefined } = {},
    ): ScenarioInput {
      ctx.writes.flush();
      return exportScenario(ctx.db, now, {
        frozen,
        full: options.full === true,
        ...(options.description === undefined ? {} : { description: options.description }),
      });
    },
  };
}
