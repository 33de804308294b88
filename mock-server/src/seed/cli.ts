import fs from 'node:fs';
import path from 'node:path';
import { seedScenario } from './index';
import { isScenarioPath } from './scenario-file';
import { loadConfig } from '../config';
import { readControlTokenFile } from '../control-token-file';
import { runningHolder, type DatabaseHolder } from '../database-holder';
import { parseCommandLine } from '../lib/command-line';
import { CONTROL_TOKEN_HEADER, controlEndpoints } from '@matka/shared/contract';
import { count } from '@matka/shared/messages';

/**
 * `npm run seed -- <scenario> [--db FILE]`: rebuilds a database from fixtures/scenarios/<scenario>.json,
 * or from a scenario file given by its path (an exported state: `npm run seed -- ./bug-123.json`).
 * A database a running mock holds is reseeded through that mock's control API (two writers never
 * share one file), or refused in one line when it cannot be.
 */

/** What a seed did, in the words of its summary line. */
interface Seeded {
  users: number;
  markets: number;
  bids: number;
  results: number;
}

const counts = (s: Seeded) =>
  [
    count(s.users, 'player'),
    count(s.markets, 'market'),
    count(s.bids, 'bid'),
    count(s.results, 'result'),
  ].join(', ');

/** A seed that cannot be done as asked: one line, exit 1. */
class SeedRefused extends Error {
  override readonly name = 'SeedRefused';
}

/** Reseeds the database `holder` runs on, through its control API. */
async function throughMock(
  holder: DatabaseHolder,
  scenario: string,
  target: string,
  named: string,
): Promise<void> {
  const stopFirst = `stop it (Ctrl+C in its terminal) and run npm run seed -- ${named} again`;
  if (!holder.control)
    throw new SeedRefused(
      `The mock at ${holder.url} runs on ${target} with its control API off (MOCK_CONTROL=0): ${stopFirst}`,
    );
  const token = process.env['MOCK_CONTROL_TOKEN'] || readControlTokenFile(holder.url)?.token;
  const body = isScenarioPath(scenario)
    ? { file: JSON.parse(fs.readFileSync(scenario, 'utf8')) as Record<string, unknown> }
    : { scenario };
  const response = await fetch(`${holder.url}/${controlEndpoints.reseed.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: token }),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status === 401)
    throw new SeedRefused(
      `The mock at ${holder.url} runs on ${target} and refused the control token: set MOCK_CONTROL_TOKEN to the token its start-up line prints, or ${stopFirst}`,
    );
  const parsed = controlEndpoints.reseed.response.safeParse(answer);
  if (!parsed.success)
    throw new SeedRefused(
      `The mock at ${holder.url} refused the reseed: ${typeof answer['msg'] === 'string' ? answer['msg'] : `HTTP ${response.status}`}`,
    );
  const seeded = parsed.data;
  console.log(
    `Seeded '${named}' through the mock at ${holder.url}, which runs on ${target}: ${counts(seeded)}; every session ended, its clock reads ${seeded.clock.ist} IST${seeded.clock.frozen ? ' (frozen)' : ''}`,
  );
}

async function main(): Promise<void> {
  const { values, positionals } = parseCommandLine({
    allowPositionals: true,
    options: { db: { type: 'string' } },
  });
  if (positionals.length > 1)
    throw new SeedRefused(
      `One scenario at a time (given: ${positionals.join(' ')}): npm run seed -- <scenario> [--db FILE]`,
    );
  // npm runs workspace scripts in the package folder; relative paths are meant from where npm was called.
  const base = process.env['INIT_CWD'] ?? process.cwd();
  const named = positionals[0] ?? 'default';
  const scenario = isScenarioPath(named) ? path.resolve(base, named) : named;
  const target = values.db === undefined ? loadConfig().dbFile : path.resolve(base, values.db);

  const holder = await runningHolder(target);
  if (holder !== undefined) return throughMock(holder, scenario, target, named);

  const started = performance.now();
  const summary = await seedScenario({ dbFile: target, scenario });
  const ms = Math.round(performance.now() - started);
  console.log(`Seeded '${named}' into ${target}: ${counts(summary)} (${ms} ms)`);
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
