import { describe, expect, it } from 'vitest';
import { atZoomLimit, canZoom, nextZoom } from './zoom';

describe('camera zoom', () => {
  const range = { min: 1, max: 10 };

  it('steps by a third of the range, from one end to the other in three presses', () => {
    expect(nextZoom(1, 1, range)).toBe(4);
    expect(nextZoom(4, 1, range)).toBe(7);
    expect(nextZoom(7, 1, range)).toBe(10);
    expect(nextZoom(10, -1, range)).toBe(7);
  });

  it('stays within the range', () => {
    expect(nextZoom(9, 1, range)).toBe(10);
    expect(nextZoom(2, -1, range)).toBe(1);
    expect(atZoomLimit(10, 1, range)).toBe(true);
    expect(atZoomLimit(1, -1, range)).toBe(true);
    expect(atZoomLimit(1 + 3 * (9 / 3) - 1e-9, 1, range)).toBe(true);
    expect(atZoomLimit(4, 1, range)).toBe(false);
  });

  it('offers no zoom for a camera without a range', () => {
    expect(canZoom(undefined)).toBe(false);
    expect(canZoom({ min: 1, max: 1 })).toBe(false);
    expect(canZoom({ min: 1, max: 8 })).toBe(true);
  });
});
