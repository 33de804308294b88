import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './config';

/**
 * The running mock's control token, for the tester's commands on the same machine (`npm run play`,
 * `npm run scenario -- export`; SECURITY.md "Control token file"): `.data/control-tokens/<port>`,
 * readable by this user only, written at start and removed at stop. A command reads it only for a
 * mock on this machine, so the token never leaves it.
 */

const TOKEN_DIR = path.join(DATA_DIR, 'control-tokens');

/** Host names of this machine's loopback addresses, as a URL spells them. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The file of the mock listening on `port`. */
export function controlTokenFile(port: number): string {
  return path.join(TOKEN_DIR, String(port));
}

/**
 * Writes the token for the mock on `port` (the folder 0700, the file 0600, written whole before it
 * appears); answers the function that removes it again, if it still holds this token.
 */
export function writeControlTokenFile(port: number, token: string): () => void {
  fs.mkdirSync(TOKEN_DIR, { recursive: true, mode: 0o700 });
  fs.chmodSync(TOKEN_DIR, 0o700);
  const file = controlTokenFile(port);
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${token}\n`, { mode: 0o600 });
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
 * for any other address, so a remote URL is never sent a local token.
 */
export function readControlTokenFile(
  baseUrl: string,
): { file: string; token?: string } | undefined {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  const file = controlTokenFile(Number(url.port || 80));
  try {
    const token = fs.readFileSync(file, 'utf8').trim();
    return token === '' ? { file } : { file, token };
  } catch {
    return { file };
  }
}
