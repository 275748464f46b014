/**
 * Memory-hard password hashes (scrypt, 64 MiB per hash), stored as `scrypt$N$r$p$salt$hash`. A hash
 * is checked with the cost it was made with; new hashes (and the check of an unknown account) use
 * PASSWORD_HASH_COST, log2 of N: 16 unless the tests lower it (a third of a second of CPU per sign-in).
 */
import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export const DEFAULT_HASH_COST = 16;
let N = 2 ** DEFAULT_HASH_COST;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

/** New hashes' cost, log2 of N (config.passwordHashCost): the app sets it as it starts. */
export function setPasswordHashCost(log2: number): void {
  N = 2 ** log2;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing account is not revealed by timing.
    await scrypt(password, randomBytes(16), KEY_LENGTH, { N, r, p, maxmem: 256 * N * r });
    return false;
  }
  const [, cost, blockSize, parallel, salt, expectedKey] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(expectedKey, 'base64url');
  const options = {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallel),
    maxmem: 256 * Number(cost) * Number(blockSize),
  };
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}
