import { describe, expect, it } from 'vitest';
import { memoryRateCounter } from '../../platform/http/rate-counter.ts';
import { ACCOUNT_FAILURE_WINDOW_MS, accountWaitMessage, createAccountLockout } from './account-lockout.ts';

describe('failed sign-ins per account', () => {
  it('makes the account wait after 10 failures in 15 minutes, until the window closes', async () => {
    let time = 0;
    const counter = memoryRateCounter(() => time);
    const lockout = createAccountLockout(counter);
    for (let attempt = 0; attempt < 9; attempt++) await lockout.failed('Ann');
    expect(await lockout.waitMinutes('ann')).toBe(0);
    await lockout.failed('ann ');
    expect(await lockout.waitMinutes('ANN')).toBe(15);
    expect(await lockout.waitMinutes('bob')).toBe(0);
    time = ACCOUNT_FAILURE_WINDOW_MS - 60_000;
    expect(await lockout.waitMinutes('ann')).toBe(1);
    time = ACCOUNT_FAILURE_WINDOW_MS;
    expect(await lockout.waitMinutes('ann')).toBe(0);
    counter.close();
  });

  it('says how long to wait', () => {
    expect(accountWaitMessage(1)).toBe('Too many failed sign-ins for this account. Try again in 1 minute.');
    expect(accountWaitMessage(15)).toBe('Too many failed sign-ins for this account. Try again in 15 minutes.');
  });
});
