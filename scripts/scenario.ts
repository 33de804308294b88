import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine } from '../mock-server/src/lib/command-line';
import * as prettier from 'prettier';
import { CONTROL_TOKEN_HEADER, controlEndpoints } from '@matka/shared/contract';
import { loadConfig } from '../mock-server/src/config';
import { dataDir } from '../mock-server/src/data-dir';
import { ensurePrivateFolder, writePrivateFile } from '../mock-server/src/private-files';
import { openDatabaseToRead } from '../mock-server/src/db/database';
import { exportScenario } from '../mock-server/src/seed/scenario-desk';
import { controlAccess, refusedLine, typedIn, unreachableLine } from './lib/control-access';
import { SNAPSHOT_PASSWORD } from '../mock-server/src/seed/snapshot';

// `npm run scenario -- export <name> [--db FILE | --url URL [--token TOKEN]] [--out FILE] [--force]`:
// writes the state of a mock database as a scenario file (<data folder>/scenarios/<name>.json unless --out,
// so the repository's fixtures/scenarios change only when someone means it) that `npm run seed --
// <file>` or the console's Reseed brings back, times relative to the seeding day
// (docs/for-testers.md). --db reads the file (default MOCK_DB), its times relative to today; --url
// asks a running mock, relative to its clock, which it keeps; a mock on this machine needs no
// --token (scripts/lib/control-access.ts).

/** Where an export goes unless --out: the mock's own data folder, kept to this user (it holds players). */
function exportsFolder(): string {
  ensurePrivateFolder(dataDir(), 'follow');
  const folder = path.join(dataDir(), 'scenarios');
  ensurePrivateFolder(folder, 'refuse');
  return folder;
}

const USAGE =
  'Usage: npm run scenario -- export <name> [--db FILE | --url URL [--token TOKEN]] [--out FILE] [--force] [--description TEXT] [--full]';

const { values, positionals } = parseCommandLine({
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
  const baseUrl = url.replace(/\/$/, '');
  const access = controlAccess(baseUrl, values.token);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${controlEndpoints.exportState.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(access.token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: access.token }),
      },
      body: JSON.stringify({
        ...(values.description === undefined ? {} : { description: values.description }),
        ...(values.full ? { full: true } : {}),
      }),
    });
  } catch (error) {
    throw new Error(unreachableLine(baseUrl, error));
  }
  if (response.status === 401) throw new Error(refusedLine(baseUrl, access));
  const text = await response.text();
  let answer: { scenario?: unknown; msg?: string } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not the mock: said below with the status.
  }
  if (!response.ok || answer.scenario === undefined)
    throw new Error(
      `${baseUrl} refused the export (HTTP ${response.status}): ${answer.msg ?? text.slice(0, 120)}`,
    );
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
  const out =
    values.out === undefined
      ? path.join(exportsFolder(), `${name}.json`)
      : path.resolve(typedIn(), values.out);
  if (fs.existsSync(out) && !values.force)
    throw new Error(`${out} exists: choose another name, or --force to replace it`);
  const scenario =
    values.url !== undefined
      ? await fromServer(values.url)
      : fromDatabase(
          values.db === undefined ? loadConfig().dbFile : path.resolve(typedIn(), values.db),
        );
  // Formatted as the repository formats JSON, so an exported state can be committed as it is.
  const options = (await prettier.resolveConfig(out)) ?? {};
  const text = await prettier.format(JSON.stringify(scenario), { ...options, parser: 'json' });
  fs.mkdirSync(path.dirname(out), { recursive: true });
  if (values.force) fs.rmSync(out, { force: true });
  // Mode 0600 wherever it goes: an export names players, and with --full holds their password hashes.
  writePrivateFile(out, text);
  // npm run seed takes a path (it ends in .json) from where the command is typed, as here.
  const shown = path.relative(typedIn(), out);
  const passwords = values.full
    ? "with the players' password hashes: share it as you would the passwords"
    : `without sessions, OTPs or password hashes: seeded, every player's password is ${SNAPSHOT_PASSWORD}`;
  console.log(
    `Wrote ${shown} (${Math.round(text.length / 1024)} KB), ${passwords}. Seed it back with: npm run seed -- ${shown}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
