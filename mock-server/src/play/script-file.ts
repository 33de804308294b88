import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScript, type PlayScript } from './script-schema';

/** The shipped scripts: `fixtures/scripts/<name>.json` at the repository root. */
const SCRIPTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/scripts',
);

/** The names of the shipped scripts, sorted. */
export function shippedScripts(): string[] {
  return fs
    .readdirSync(SCRIPTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -5))
    .sort();
}

/** A script by its name in fixtures/scripts or by its path (ending in .json); validated. */
export function loadScript(
  nameOrPath: string,
  base = process.cwd(),
): { script: PlayScript; file: string } {
  const file = nameOrPath.endsWith('.json')
    ? path.resolve(base, nameOrPath)
    : path.join(SCRIPTS_DIR, `${nameOrPath}.json`);
  if (!fs.existsSync(file)) throw new Error(`No script ${file}`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const relative = path.relative(base, file);
  return { script: parseScript(raw, relative.startsWith('..') ? file : relative), file };
}
