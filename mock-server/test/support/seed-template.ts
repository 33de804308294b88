import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Clock } from '@matka/shared/time';
import { checkDatabaseFile } from '../../src/db/database-file';
import { seedScenario, type ScenarioInput } from '../../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded template databases (`seed-templates-setup.ts`). */
    seedTemplateDir: string;
  }
}

/**
 * Seeding a scenario takes a few hundred milliseconds of CPU (every player, bid and result through
 * the services); copying the file it leaves takes a fraction of one. Tests that want a freshly
 * seeded database therefore seed each (scenario, "now") once per test run into `templateDir` and
 * copy that file: the copy holds exactly what `seedScenario` wrote, in a file of its own.
 *
 * `templateDir` belongs to one test run (a Vitest global setup makes it and deletes it after), so a
 * template never outlives the seed code that wrote it. Two workers may build the same template at
 * once: each seeds a file of its own and renames it into place; either is a whole seed of it.
 */
export async function seedFromTemplate(options: {
  dbFile: string;
  scenario: string | ScenarioInput;
  clock: Clock;
  templateDir: string;
}): Promise<void> {
  const { dbFile, scenario, clock, templateDir } = options;
  const template = path.join(templateDir, `${templateKey(scenario, clock.now())}.db`);
  if (!fs.existsSync(template)) {
    const building = `${template}.${process.pid}-${randomBytes(4).toString('hex')}.building`;
    await seedScenario({ dbFile: building, scenario, clock });
    // The seed closes its file with the WAL checkpointed: the one file holds every row, and it is
    // a file the mock's start-up check accepts.
    if (fs.existsSync(`${building}-wal`)) throw new Error(`the seed left a WAL beside ${building}`);
    checkDatabaseFile(building);
    fs.renameSync(building, template);
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true });
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  fs.copyFileSync(template, dbFile);
}

/** The scenario (its name, or the whole object) and the seeding instant, as a file name. */
function templateKey(scenario: string | ScenarioInput, nowMs: number): string {
  return createHash('sha256')
    .update(JSON.stringify({ scenario, nowMs }))
    .digest('hex')
    .slice(0, 24);
}
