import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
/** Interactive cost (N=2^14). The bulk seeding of many players may pass a lower one; it is stored with the hash. */
const DEFAULT_SCRYPT_COST = 16384;

export interface PasswordHash {
  salt: string;
  /** `scrypt:N:hex`, so the cost travels with the hash. */
  hash: string;
}

export function hashPasswordSync(password: string, cost = DEFAULT_SCRYPT_COST): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  const key = scryptSync(password, salt, KEY_LENGTH, { N: cost });
  return { salt, hash: `scrypt:${cost}:${key.toString('hex')}` };
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await scryptAsync(password, salt, DEFAULT_SCRYPT_COST);
  return { salt, hash: `scrypt:${DEFAULT_SCRYPT_COST}:${key.toString('hex')}` };
}

/** Timing-safe comparison against a stored hash; false for a malformed stored value. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const [scheme, costText, hex] = stored.hash.split(':');
  const cost = Number(costText);
  if (scheme !== 'scrypt' || !Number.isInteger(cost) || hex === undefined) return false;
  const expected = Buffer.from(hex, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await scryptAsync(password, stored.salt, cost);
  return timingSafeEqual(actual, expected);
}

function scryptAsync(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A fresh session token: 32 random bytes as hex. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

/**
 * A 4-digit OTP from 1000 to 9999: no leading zero, as the real
 * providers draw theirs, because they send it as a number ('0123' would arrive as 123).
 */
export function newOtp(): string {
  return String(1000 + (randomBytes(2).readUInt16BE(0) % 9000));
}
