import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { CONTROL_TOKEN_HEADER, controlEndpoints } from '@matka/shared/contract';
import { loadConfig } from '../mock-server/src/config';
import { openDatabaseToRead } from '../mock-server/src/db/database';
import { SCENARIOS_DIR } from '../mock-server/src/seed/index';
import { exportScenario } from '../mock-server/src/seed/scenario-desk';
import { SNAPSHOT_PASSWORD } from '../mock-server/src/seed/snapshot';

// `npm run scenario -- export <name> [--db FILE | --url URL] [--out FILE] [--force]`: writes the
// state of a mock database as a scenario file (fixtures/scenarios/<name>.json unless --out) that
// `npm run seed -- <name>` or the console's Reseed brings back, times relative to the seeding day
// (mock-server/README.md, "Export the state you reached"). --db reads the file (default MOCK_DB),
// its times relative to today; --url asks a running mock, relative to its clock, which it keeps.

const USAGE =
  'Usage: npm run scenario -- export <name> [--db FILE | --url URL [--token TOKEN]] [--out FILE] [--force] [--description TEXT] [--full]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' },
    url: { type: 'string' },
    token: { type: 'string' },
    out: { type: 'string' },
    force: { type: 'boolean', default: false },
    description: { type: 'string' },
    // The players' password hashes too; without it, seeding the file gives every player the
    // password SNAPSHOT_PASSWORD (SECURITY.md, "Snapshots").
    full: { type: 'boolean', default: false },
  },
});

async function fromServer(url: string): Promise<unknown> {
  const token = values.token ?? process.env['MOCK_CONTROL_TOKEN'];
  const response = await fetch(`${url.replace(/\/$/, '')}/${controlEndpoints.exportState.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: token }),
    },
    body: JSON.stringify({
      ...(values.description === undefined ? {} : { description: values.description }),
      ...(values.full ? { full: true } : {}),
    }),
  });
  const answer = (await response.json()) as { scenario?: unknown; msg?: string };
  if (!response.ok || answer.scenario === undefined)
    throw new Error(`${url} refused the export (${response.status}): ${answer.msg ?? ''}`);
  return answer.scenario;
}

function fromDatabase(file: string): unknown {
  const db = openDatabaseToRead(file);
  try {
    return exportScenario(db, Date.now(), { description: values.description, full: values.full });
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const [command, name] = positionals;
  if (command !== 'export' || name === undefined || !/^[a-z0-9-]{1,64}$/.test(name))
    throw new Error(`${USAGE}\n<name>: lower-case letters, digits and dashes`);
  if (values.db !== undefined && values.url !== undefined)
    throw new Error('Give --db or --url, not both');
  const out = path.resolve(values.out ?? path.join(SCENARIOS_DIR, `${name}.json`));
  if (fs.existsSync(out) && !values.force)
    throw new Error(`${out} exists: choose another name, or --force to replace it`);
  const scenario =
    values.url !== undefined
      ? await fromServer(values.url)
      : fromDatabase(path.resolve(values.db ?? loadConfig().dbFile));
  // Formatted as the repository formats JSON, so an exported state can be committed as it is.
  const options = (await prettier.resolveConfig(out)) ?? {};
  const text = await prettier.format(JSON.stringify(scenario), { ...options, parser: 'json' });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, text);
  const seedArg = values.out === undefined ? name : path.relative(process.cwd(), out);
  const passwords = values.full
    ? "with the players' password hashes: share it as you would the passwords"
    : `without sessions, OTPs or password hashes: seeded, every player's password is ${SNAPSHOT_PASSWORD}`;
  console.log(
    `Wrote ${path.relative(process.cwd(), out)} (${Math.round(text.length / 1024)} KB), ${passwords}. Seed it back with: npm run seed -- ${seedArg}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
