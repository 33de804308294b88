import path from 'node:path';
import { seedScenario } from './index';
import { loadConfig } from '../config';

/** `npm run seed -- <scenario> [--db FILE]`: rebuilds a database from fixtures/scenarios/<scenario>.json. */
async function main(argv: string[]): Promise<void> {
  const args = [...argv];
  let dbFile: string | undefined;
  const dbIndex = args.indexOf('--db');
  if (dbIndex >= 0) {
    dbFile = args[dbIndex + 1];
    if (dbFile === undefined) throw new Error('--db needs a file');
    args.splice(dbIndex, 2);
  }
  const scenario = args[0] ?? 'default';
  // npm runs workspace scripts in the package folder; a relative --db is meant from where npm was called.
  const base = process.env['INIT_CWD'] ?? process.cwd();
  const target = dbFile === undefined ? loadConfig().dbFile : path.resolve(base, dbFile);
  const started = performance.now();
  const summary = await seedScenario({ dbFile: target, scenario });
  const ms = Math.round(performance.now() - started);
  console.log(
    `Seeded '${scenario}' into ${target}: ${summary.users} users, ${summary.markets} markets, ${summary.bids} bids, ${summary.results} results (${ms} ms)`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
