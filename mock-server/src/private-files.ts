import fs from 'node:fs';

/**
 * Folders and files of this user alone (SECURITY.md, "Control token file and database"): the data
 * folder holds the database (players' session tokens) and the control token. A folder another user
 * owns or may write in lets them plant files there (a temp file the token is written into, a link)
 * or read what is written, so it is refused, never repaired. File modes mean nothing on Windows:
 * not checked there.
 */

/** A folder the mock will not keep its files in; the message is one line saying what to do. */
export class PrivateFolderError extends Error {
  override readonly name = 'PrivateFolderError';
}

const checksModes = process.platform !== 'win32';
/** The file is neither followed if it is a symbolic link, nor opened if it exists. */
const EXCLUSIVE_CREATE =
  fs.constants.O_WRONLY |
  fs.constants.O_CREAT |
  fs.constants.O_EXCL |
  (fs.constants.O_NOFOLLOW ?? 0);

/**
 * Makes sure `folder` is this user's alone, creating it (and its missing parents) with mode 0700.
 * An existing one must be a folder this user owns that no other may write in; with `link: 'refuse'`
 * it must not be a symbolic link either (`link: 'follow'` checks the folder a link leads to).
 */
export function ensurePrivateFolder(folder: string, link: 'follow' | 'refuse'): void {
  const stat = () => (link === 'follow' ? fs.statSync(folder) : fs.lstatSync(folder));
  let found: fs.Stats;
  try {
    found = stat();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    found = stat();
  }
  if (found.isSymbolicLink())
    throw new PrivateFolderError(
      `${folder} is a symbolic link: the mock follows none there; remove it to have the folder made again`,
    );
  if (!found.isDirectory()) throw new PrivateFolderError(`${folder} is not a folder`);
  if (!checksModes) return;
  const uid = process.getuid?.();
  if (uid !== undefined && found.uid !== uid)
    throw new PrivateFolderError(
      `${folder} belongs to another user (uid ${found.uid}), who could read the control token or the database there: set MOCK_DATA_DIR to a folder of yours`,
    );
  if ((found.mode & 0o022) !== 0)
    throw new PrivateFolderError(
      `${folder} may be written by other users, who could read the control token or replace the database there: chmod 700 ${folder}, or set MOCK_DATA_DIR to a folder of yours`,
    );
}

/** Whether `folder` passes `ensurePrivateFolder` as it is (nothing is created). */
export function isPrivateFolder(folder: string, link: 'follow' | 'refuse'): boolean {
  try {
    if (!fs.existsSync(folder)) return false;
    ensurePrivateFolder(folder, link);
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a new file of mode 0600 with `content`: created exclusively, never through a symbolic
 * link; throws EEXIST when something is there already.
 */
export function writePrivateFile(file: string, content: string): void {
  const fd = fs.openSync(file, EXCLUSIVE_CREATE, 0o600);
  try {
    fs.writeFileSync(fd, content);
  } finally {
    fs.closeSync(fd);
  }
}
