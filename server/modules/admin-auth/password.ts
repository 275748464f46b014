/** Memory-hard password hashes (scrypt, 64 MiB per hash), stored as `scrypt$N$r$p$salt$hash`. */
import { randomBytes, type ScryptOptions, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

const N = 2 ** 16;
const r = 8;
const p = 1;
const KEY_LENGTH = 32;
const maxmem = 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check, so a missing account is not revealed by timing.
    await scrypt(password, randomBytes(16), KEY_LENGTH, { N, r, p, maxmem });
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
