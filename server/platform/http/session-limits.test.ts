import { describe, expect, it } from 'vitest';
import {
  ADMIN_WRITES_PER_MINUTE,
  DOOR_SYNC_ADMISSIONS_PER_MINUTE,
  memorySessionLimit,
  sessionLimits,
  takeFromWindow,
} from './session-limits.ts';

describe('takeFromWindow', () => {
  it('opens a window at the first use and allows up to max in it', () => {
    let { window, use } = takeFromWindow(undefined, 1, 3, 60_000, 1000);
    expect(use).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(window).toEqual({ used: 1, endsAt: 61_000 });
    ({ window, use } = takeFromWindow(window, 2, 3, 60_000, 2000));
    expect(use.allowed).toBe(true);
    ({ window, use } = takeFromWindow(window, 1, 3, 60_000, 31_500));
    expect(use).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(window.used).toBe(3);
  });

  it('does not count a refused amount: a smaller one can still fit', () => {
    const { window, use } = takeFromWindow({ used: 600, endsAt: 60_000 }, 500, 1000, 60_000, 0);
    expect(use.allowed).toBe(false);
    expect(window.used).toBe(600);
    expect(takeFromWindow(window, 400, 1000, 60_000, 0).use.allowed).toBe(true);
  });

  it('starts a new window once the last one has closed', () => {
    const { window, use } = takeFromWindow({ used: 1000, endsAt: 60_000 }, 500, 1000, 60_000, 60_000);
    expect(use.allowed).toBe(true);
    expect(window).toEqual({ used: 500, endsAt: 120_000 });
  });

  it('says at least one second to wait', () => {
    expect(takeFromWindow({ used: 1, endsAt: 10_001 }, 1, 1, 60_000, 10_000).use.retryAfterSeconds).toBe(1);
  });
});

describe('memorySessionLimit', () => {
  it('counts each session apart', async () => {
    let time = 0;
    const limit = memorySessionLimit(2, 60_000, () => time);
    expect((await limit.take('a')).allowed).toBe(true);
    expect((await limit.take('a')).allowed).toBe(true);
    expect((await limit.take('a')).allowed).toBe(false);
    expect((await limit.take('b')).allowed).toBe(true);
    time = 60_000;
    expect((await limit.take('a')).allowed).toBe(true);
  });

  it('takes an amount at a time (a sync batch)', async () => {
    const limit = memorySessionLimit(1000, 60_000, () => 0);
    expect((await limit.take('door', 500)).allowed).toBe(true);
    expect((await limit.take('door', 500)).allowed).toBe(true);
    expect((await limit.take('door', 1)).allowed).toBe(false);
  });
});

describe('sessionLimits', () => {
  it('are off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const { adminWrites, doorSync } = sessionLimits(false);
    for (let i = 0; i <= ADMIN_WRITES_PER_MINUTE; i++) expect((await adminWrites.take('s')).allowed).toBe(true);
    expect((await doorSync.take('s', DOOR_SYNC_ADMISSIONS_PER_MINUTE + 1)).allowed).toBe(true);
  });

  it('let a door sync its largest batch twice a minute, and admit faster than the fastest door measured', () => {
    expect(DOOR_SYNC_ADMISSIONS_PER_MINUTE).toBeGreaterThanOrEqual(2 * 500);
    // bench: one door admits 588 visitors a minute hands-free (README, "Performance").
    expect(ADMIN_WRITES_PER_MINUTE).toBeGreaterThanOrEqual(2 * 588);
  });
});
