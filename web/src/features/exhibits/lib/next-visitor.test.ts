import { describe, expect, it } from 'vitest';
import { NEXT_VISITOR_AFTER_MS, secondsLeft } from './next-visitor';

describe('secondsLeft', () => {
  const shownAt = 1_000_000;

  it('starts at 8 seconds', () => {
    expect(NEXT_VISITOR_AFTER_MS).toBe(8_000);
    expect(secondsLeft(shownAt, shownAt)).toBe(8);
  });

  it('counts whole seconds, rounded up, so it never says 0 before it is time', () => {
    expect(secondsLeft(shownAt, shownAt + 1)).toBe(8);
    expect(secondsLeft(shownAt, shownAt + 999)).toBe(8);
    expect(secondsLeft(shownAt, shownAt + 1_000)).toBe(7);
    expect(secondsLeft(shownAt, shownAt + 7_001)).toBe(1);
    expect(secondsLeft(shownAt, shownAt + 7_999)).toBe(1);
  });

  it('is 0 once the time is up, and stays 0 for a late timer', () => {
    expect(secondsLeft(shownAt, shownAt + 8_000)).toBe(0);
    expect(secondsLeft(shownAt, shownAt + 60_000)).toBe(0);
  });

  it('takes another length', () => {
    expect(secondsLeft(shownAt, shownAt, 3_000)).toBe(3);
    expect(secondsLeft(shownAt, shownAt + 2_500, 3_000)).toBe(1);
  });
});
