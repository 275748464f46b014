import { describe, expect, it } from 'vitest';
import { memoryRateCounter } from '../../platform/http/rate-counter.ts';
import {
  accountDelayMs,
  addressWaitMessage,
  addressWaitMinutes,
  createPasswordAttempts,
  FAILURE_WINDOW_MS,
} from './password-attempts.ts';

describe('the delay of an account with recent failures', () => {
  it('starts at the 5th failure with 0.25 s, doubles, and stops at 3 s', () => {
    expect([0, 1, 4].map(accountDelayMs)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 1000, 1e9].map(accountDelayMs)).toEqual([250, 500, 1000, 2000, 3000, 3000, 3000, 3000]);
  });
});

describe("an address's failures for an account", () => {
  it('refuses from the 10th failure until the window closes, in whole minutes', () => {
    expect(addressWaitMinutes({ count: 9, resetInMs: FAILURE_WINDOW_MS })).toBe(0);
    expect(addressWaitMinutes({ count: 10, resetInMs: FAILURE_WINDOW_MS })).toBe(15);
    expect(addressWaitMinutes({ count: 12, resetInMs: 1 })).toBe(1);
  });

  it('says how long to wait', () => {
    expect(addressWaitMessage(1)).toBe(
      'Too many failed sign-ins for this account from this address. Try again in 1 minute.',
    );
    expect(addressWaitMessage(15)).toBe(
      'Too many failed sign-ins for this account from this address. Try again in 15 minutes.',
    );
  });
});

describe('password attempts', () => {
  const setUp = () => {
    let time = 0;
    const counter = memoryRateCounter(() => time);
    const slept: number[] = [];
    const attempts = createPasswordAttempts(counter, async (ms) => {
      slept.push(ms);
    });
    const refusal = async (username: string, ip: string) => {
      const error = await attempts.before(username, ip);
      return error && { status: error.statusCode, message: error.message, headers: error.headers };
    };
    return { counter, attempts, slept, refusal, setTime: (ms: number) => (time = ms) };
  };

  it('refuses only the address that failed 10 times, and makes every address wait a little', async () => {
    const { counter, attempts, slept, refusal, setTime } = setUp();
    for (let i = 0; i < 10; i++) await attempts.failed('Ann', '10.0.0.1');
    expect(await refusal('ann ', '10.0.0.1')).toEqual({
      status: 429,
      message: addressWaitMessage(15),
      headers: { 'retry-after': '900' },
    });
    // Refused before any wait: the refusal costs nothing.
    expect(slept).toEqual([]);
    // Another address is let through, after the account's delay; another account is not held up.
    expect(await refusal('ANN', '10.0.0.2')).toBeNull();
    expect(await refusal('bob', '10.0.0.1')).toBeNull();
    expect(slept).toEqual([3000]);
    // The window closes: the address may try again, without a delay.
    setTime(FAILURE_WINDOW_MS);
    expect(await refusal('ann', '10.0.0.1')).toBeNull();
    expect(slept).toEqual([3000]);
    counter.close();
  });

  it('counts the failures from many addresses for the account, not for any one of them', async () => {
    const { counter, attempts, slept, refusal } = setUp();
    for (let i = 0; i < 10; i++) await attempts.failed('admin', `10.0.1.${i}`);
    for (let i = 0; i < 10; i++) expect(await refusal('admin', `10.0.1.${i}`)).toBeNull();
    expect(slept).toEqual(Array(10).fill(3000));
    counter.close();
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { counter, attempts, refusal } = setUp();
    for (let i = 0; i < 10; i++) await attempts.failed('ann', `2001:db8::${i + 1}`);
    expect((await refusal('ann', '2001:db8::ffff'))?.status).toBe(429);
    expect(await refusal('ann', '2001:db8:0:1::1')).toBeNull();
    counter.close();
  });
});
