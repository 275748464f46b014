import { describe, expect, it } from 'vitest';
import { backoffMs, type Clock, createRequestWindow, nextStart, retryAfterMs, WaitTooLong } from './sheets-pacer.ts';

/** A clock that moves only when someone sleeps. */
function fakeClock(start = 1_000_000): Clock & { slept: number[] } {
  let now = start;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  };
}

describe('nextStart', () => {
  it('lets requests go until the minute holds perMinute of them', () => {
    expect(nextStart([], 5000, 3, 0)).toBe(5000);
    expect(nextStart([1000, 2000], 5000, 3, 0)).toBe(5000);
    expect(nextStart([1000, 2000, 3000], 5000, 3, 0)).toBe(61_000);
  });

  it('waits while Google asked to', () => {
    expect(nextStart([], 5000, 3, 9000)).toBe(9000);
  });
});

describe('createRequestWindow', () => {
  it('starts at most perMinute requests in any minute', async () => {
    const clock = fakeClock();
    const window = createRequestWindow(60, clock);
    const starts: number[] = [];
    for (let index = 0; index < 150; index++) {
      await window.take();
      starts.push(clock.now());
    }
    for (let index = 60; index < starts.length; index++) {
      expect(starts[index]! - starts[index - 60]!).toBeGreaterThanOrEqual(60_000);
    }
    // 60 at once, 60 more when the first minute has passed, the last 30 a minute later.
    expect(starts.at(-1)! - starts[0]!).toBe(120_000);
  });

  it('honours a pause, and refuses to wait past a deadline', async () => {
    const clock = fakeClock();
    const window = createRequestWindow(60, clock);
    window.pauseFor(30_000);
    await expect(window.take(clock.now() + 10_000)).rejects.toEqual(new WaitTooLong(30_000));
    await window.take(clock.now() + 40_000);
    expect(clock.slept).toEqual([30_000]);
  });

  it('refuses at once, not after the callers ahead, when the pause outlasts the deadline', async () => {
    const clock = fakeClock();
    const window = createRequestWindow(60, { now: clock.now, sleep: () => new Promise<void>(() => undefined) });
    window.pauseFor(30_000);
    // A sync sleeps through the pause (a sleep that never ends here); a check may not wait behind it.
    void window.take(clock.now() + 60_000);
    await expect(window.take(clock.now() + 10_000)).rejects.toEqual(new WaitTooLong(30_000));
  });
});

describe('retryAfterMs', () => {
  it('reads seconds or a date, and nothing else', () => {
    expect(retryAfterMs('2', 0)).toBe(2000);
    expect(retryAfterMs(' 1.5 ', 0)).toBe(1500);
    expect(retryAfterMs(new Date(65_000).toUTCString(), 5000)).toBe(60_000);
    expect(retryAfterMs(undefined, 0)).toBeNull();
    expect(retryAfterMs('soon', 0)).toBeNull();
  });

  it('never asks to wait more than ten minutes', () => {
    expect(retryAfterMs('86400', 0)).toBe(600_000);
  });
});

describe('backoffMs', () => {
  it('doubles from a second up to 64 s, plus up to a second at random', () => {
    expect([0, 1, 2, 6, 7, 12].map((attempt) => backoffMs(attempt, () => 0))).toEqual([
      1000, 2000, 4000, 64_000, 64_000, 64_000,
    ]);
    expect(backoffMs(0, () => 0.999)).toBe(1999);
  });
});
