import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEFAULT_HASH_COST, hashPassword, setPasswordHashCost, verifyPassword } from './password.ts';

afterEach(() => setPasswordHashCost(DEFAULT_HASH_COST));

describe('password hashes', () => {
  it('are scrypt with N = 2^16 (64 MiB) unless PASSWORD_HASH_COST says otherwise, from 10 to 20', () => {
    expect(loadConfig({}).passwordHashCost).toBe(16);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost).toBe(10);
    for (const bad of ['9', '21', '12.5', 'cheap']) {
      expect(() => loadConfig({ PASSWORD_HASH_COST: bad }), bad).toThrow(/PASSWORD_HASH_COST/);
    }
  });

  it('are checked with the cost they were made with, whatever the cost of new ones', async () => {
    const strong = await hashPassword('a-long-password');
    expect(strong).toMatch(/^scrypt\$65536\$8\$1\$/);
    setPasswordHashCost(10);
    const cheap = await hashPassword('a-long-password');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('a-long-password', strong)).toBe(true);
    expect(await verifyPassword('a-long-password', cheap)).toBe(true);
    expect(await verifyPassword('another-password', cheap)).toBe(false);
    expect(await verifyPassword('a-long-password', null)).toBe(false);
  });
});
