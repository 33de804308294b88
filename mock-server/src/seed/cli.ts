import path from 'node:path';
import { seedScenario } from './index';
import { isScenarioPath } from './scenario-file';
import { loadConfig } from '../config';

/**
 * `npm run seed -- <scenario> [--db FILE]`: rebuilds a database from fixtures/scenarios/<scenario>.json,
 * or from a scenario file given by its path (an exported state: `npm run seed -- ./bug-123.json`).
 */
async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  let dbFile: string | undefined;
  const dbIndex = args.indexOf('--db');
  if (dbIndex >= 0) {
    dbFile = args[dbIndex + 1];
    if (dbFile === undefined) throw new Error('--db needs a file');
    args.splice(dbIndex, 2);
  }
  // npm runs workspace scripts in the package folder; relative paths are meant from where npm was called.
  const base = process.env['INIT_CWD'] ?? process.cwd();
  const named = args[0] ?? 'default';
  const scenario = isScenarioPath(named) ? path.resolve(base, named) : named;
  const target = dbFile === undefined ? loadConfig().dbFile : path.resolve(base, dbFile);
  const started = performance.now();
  const summary = await seedScenario({ dbFile: target, scenario });
  const ms = Math.round(performance.now() - started);
  console.log(
    `Seeded '${named}' into ${target}: ${summary.users} users, ${summary.markets} markets, ${summary.bids} bids, ${summary.results} results (${ms} ms)`,
  );
  if (summary.playersPassword !== undefined)
    console.log(
      `The state was exported without password hashes: every player's password is ${summary.playersPassword}.`,
    );
  if (summary.exportedClock !== undefined) {
    const time = summary.exportedClock.at.slice(summary.exportedClock.at.indexOf(' ') + 1, -7);
    console.log(
      `It was exported with the server clock at ${time} IST${summary.exportedClock.frozen ? ' (frozen)' : ''}: set the clock there (the console's Clock, or POST /control/clock) to stand where it was, or reseed it through the console, which does so.`,
    );
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
