import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ScenarioSchema, type Scenario } from './scenario-schema';

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

/** Reads and validates a scenario file by its path (an exported state attached to a bug report). */
export function loadScenarioFile(file: string): Scenario {
  if (!fs.existsSync(file)) throw new Error(`No scenario file ${file}`);
  return parseScenario(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown, file);
}

/** A scenario name of fixtures/scenarios, or else a path to a scenario file ('./bug.json'). */
export function isScenarioPath(nameOrPath: string): boolean {
  return nameOrPath.endsWith('.json') || nameOrPath.includes('/') || nameOrPath.includes(path.sep);
}

export function parseScenario(raw: unknown, label = 'scenario'): Scenario {
  const parsed = ScenarioSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid ${label}: ${problems}`);
  }
  return parsed.data;
}
