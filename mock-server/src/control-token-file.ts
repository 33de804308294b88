import fs from 'node:fs';
import path from 'node:path';
import { controlTokenPath, dataDir } from './data-dir';
import { ensurePrivateFolder, isPrivateFolder, writePrivateFile } from './private-files';

/**
 * The running mock's control token, for the tester's commands on the same machine (`npm run play`,
 * `npm run scenario -- export`; SECURITY.md "Control token file and database"):
 * `control-tokens/<port>` in the data folder (MOCK_DATA_DIR, `.data` by default), readable by this
 * user only, written at start and removed at stop. A command reads it only for a mock on this
 * machine, so the token never leaves it.
 */

/** Host names of this machine's loopback addresses, as a URL spells them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The file of the mock listening on `port`. */
export const controlTokenFile = controlTokenPath;

/**
 * Makes sure the data folder and its token folder are this user's alone, creating them with mode
 * 0700 (throws PrivateFolderError otherwise): called before the mock listens, so a folder it
 * refuses stops the start in one line.
 */
export function prepareControlTokenFolder(dir: string = dataDir()): string {
  ensurePrivateFolder(dir, 'follow');
  const folder = path.dirname(controlTokenPath(0, dir));
  ensurePrivateFolder(folder, 'refuse');
  return folder;
}

/**
 * Writes the token for the mock on `port` (mode 0600, created exclusively and whole before it
 * appears, through no symbolic link); answers the function that removes it again, if it still
 * holds this token.
 */
export function writeControlTokenFile(
  port: number,
  token: string,
  dir: string = dataDir(),
): () => void {
  const file = path.join(prepareControlTokenFolder(dir), String(port));
  const partial = `${file}.${process.pid}.tmp`;
  // Only this user writes in the folder: a file of that name is a leftover of an earlier run.
  fs.rmSync(partial, { force: true });
  writePrivateFile(partial, `${token}\n`);
  fs.renameSync(partial, file);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === token) fs.rmSync(file);
    } catch {
      // Gone already.
    }
  };
}

/**
 * The token of the mock at `baseUrl` when it runs on this machine and wrote its file; undefined
 * for any other address, so a remote URL is never sent a local token. A token folder that is not
 * this user's alone is not read.
 */
export function readControlTokenFile(
  baseUrl: string,
  dir: string = dataDir(),
): { file: string; token?: string } | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  const file = controlTokenFile(Number(url.port || 80), dir);
  if (!isPrivateFolder(dir, 'follow') || !isPrivateFolder(path.dirname(file), 'refuse'))
    return { file };
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
    const token = (() => {
      try {
        return fs.readFileSync(fd, 'utf8').trim();
      } finally {
        fs.closeSync(fd);
      }
    })();
    return token === '' ? { file } : { file, token };
  } catch {
    return { file };
  }
}
