import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the mock keeps its local state, read alike by the mock, the commands that find a running
 * mock's token, and the dev server that checks the mock beside it (no dependencies, so all may import it).
 */

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The repository's git-ignored folder of local state: the development database, the control token file. */
const DATA_DIR = path.join(repositoryRoot, '.data');

/**
 * The mock's own folder (MOCK_DATA_DIR, else DATA_DIR): its database unless MOCK_DB names another,
 * and the control token files. A relative MOCK_DATA_DIR is taken from where the command was typed.
 */
export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  const given = env['MOCK_DATA_DIR'];
  return given === undefined || given === ''
    ? DATA_DIR
    : path.resolve(env['INIT_CWD'] ?? process.cwd(), given);
}

/** The control token file of the mock listening on `port`, in the data folder `dir`. */
export function controlTokenPath(port: number, dir: string = dataDir()): string {
  return path.join(dir, 'control-tokens', String(port));
}
