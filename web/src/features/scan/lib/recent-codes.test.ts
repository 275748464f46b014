import { describe, expect, it } from 'vitest';
import { RecentCodes } from './recent-codes';

describe('RecentCodes', () => {
  it('handles a code once while it keeps being seen, and again after a quiet interval', () => {
    const recent = new RecentCodes(3000);
    expect(recent.see('A', 0)).toBe(true);
    expect(recent.see('A', 500)).toBe(false);
    expect(recent.see('A', 3400)).toBe(false); // seen at 500, so still within the interval
    expect(recent.see('A', 6400)).toBe(true);
  });

  it('treats different codes independently', () => {
    const recent = new RecentCodes(3000);
    expect(recent.see('A', 0)).toBe(true);
    expect(recent.see('B', 100)).toBe(true);
    expect(recent.see('A', 200)).toBe(false);
  });

  it('keeps a just-finished pass quiet when the camera comes back to it', () => {
    const recent = new RecentCodes(3000);
    recent.see('A', 0);
    recent.touch('A', 60_000);
    expect(recent.see('A', 62_000)).toBe(false);
    expect(recent.see('A', 70_000)).toBe(true);
  });
});
