import { pbkdf2Async } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';

/**
 * @noble/hashes, not WebCrypto: `crypto.subtle` is missing on the plain-http LAN origins testers
 * use, while `crypto.getRandomValues` is available everywhere.
 */
const DEFAULT_ITERATIONS = 60_000;

export async function hashPassword(password: string, iterations = DEFAULT_ITERATIONS) {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2Async(sha256, password, salt, { c: iterations, dkLen: 32 });
  return `pbkdf2-sha256$${iterations}$${bytesToHex(salt)}$${bytesToHex(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltHex, hashHex] = stored.split('$');
  const iterations = Number(iterationsText);
  if (scheme !== 'pbkdf2-sha256' || !Number.isSafeInteger(iterations) || iterations < 1)
    return false;
  if (!saltHex || !hashHex) return false;
  const expected = hexToBytes(hashHex);
  const actual = await pbkdf2Async(sha256, password, hexToBytes(saltHex), {
    c: iterations,
    dkLen: expected.length,
  });
  let difference = actual.length ^ expected.length;
  for (let i = 0; i < actual.length; i += 1) difference |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return difference === 0;
}
