import { describe, expect, it } from 'vitest';
import { failOpen, memoryRateCounter, type RateCounter } from './rate-counter.ts';
import { clientKey, createBudget } from './rate-limits.ts';

describe('the memory rate counter', () => {
  it('counts hits per key in a window opened by the first hit, then starts again', async () => {
    let time = 1_000;
    const counter = memoryRateCounter(() => time);
    try {
      expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      time += 20_000;
      expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
      expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      time += 40_000;
      expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    } finally {
      counter.close();
    }
  });
});

describe('a counter that fails open', () => {
  const broken: RateCounter = {
    hit: async () => {
      throw new Error('relation "rate_limits" does not exist');
    },
    peek: async () => {
      throw new Error('relation "rate_limits" does not exist');
    },
    close: () => {},
  };

  it('lets every request through uncounted and logs at most every 10 s', async () => {
    let time = 0;
    const lines: object[] = [];
    const counter = failOpen(broken, { warn: (object) => lines.push(object) }, () => time);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 0, resetInMs: 60_000 });
    time += 5_000;
    await counter.hit('a', 60_000);
    await counter.hit('a', 60_000);
    expect(lines).toHaveLength(1);
    time += 5_000;
    await counter.hit('a', 60_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ failures: 3 });
  });

  it('passes a working counter through', async () => {
    const counter = failOpen(memoryRateCounter(), { warn: () => {} });
    await counter.hit('a', 1_000);
    expect((await counter.hit('a', 1_000)).count).toBe(2);
    counter.close();
  });
});

describe('budgets', () => {
  it('allows max uses per key and window, and says when it is whole again', async () => {
    let time = 0;
    const counter = memoryRateCounter(() => time);
    const budget = createBudget(counter, 'sends', 2, 3_600_000);
    expect(await budget.take('ada@example.com')).toEqual({ allowed: true, retryAfterSeconds: 3600 });
    time += 600_000;
    expect((await budget.take('ada@example.com')).allowed).toBe(true);
    expect(await budget.take('ada@example.com')).toEqual({ allowed: false, retryAfterSeconds: 3000 });
    expect((await budget.take('bob@example.com')).allowed).toBe(true);
    expect((await createBudget(counter, 'other', 2, 3_600_000).take('ada@example.com')).allowed).toBe(true);
    counter.close();
  });
});

describe('the client key of the per-IP limits', () => {
  it('groups IPv6 clients by /64 and keeps IPv4 clients apart', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe(clientKey('203.0.113.7'));
  });
});
