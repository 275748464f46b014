import { describe, expect, it } from 'vitest';
import { endOfLocalDay, laterDay, noonOfLocalDay, startOfLocalDay, toDayInput } from './local-date';

describe('toDayInput', () => {
  it('gives the local calendar day', () => {
    expect(toDayInput(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toDayInput(new Date(2026, 11, 31, 0, 0).toISOString())).toBe('2026-12-31');
  });

  it('is empty for missing or invalid values', () => {
    expect(toDayInput(null)).toBe('');
    expect(toDayInput('')).toBe('');
    expect(toDayInput('not a date')).toBe('');
  });
});

describe('local day instants', () => {
  it('starts at midnight, ends just before the next one, and puts exhibits at noon', () => {
    expect(startOfLocalDay('2026-03-09')).toEqual(new Date(2026, 2, 9, 0, 0, 0, 0));
    expect(endOfLocalDay('2026-03-09')).toEqual(new Date(2026, 2, 9, 23, 59, 59, 999));
    expect(noonOfLocalDay('2026-03-09')).toEqual(new Date(2026, 2, 9, 12, 0, 0, 0));
  });

  it('round-trips through toDayInput', () => {
    const start = startOfLocalDay('2026-10-25');
    const end = endOfLocalDay('2026-10-25');
    expect(toDayInput(start)).toBe('2026-10-25');
    expect(toDayInput(end)).toBe('2026-10-25');
  });

  it('refuses text that is not a real day', () => {
    expect(startOfLocalDay('')).toBeNull();
    expect(startOfLocalDay('2026-02-30')).toBeNull();
    expect(endOfLocalDay('26-1-1')).toBeNull();
    expect(noonOfLocalDay('2026-13-01')).toBeNull();
  });
});

describe('laterDay', () => {
  it('picks the later day and tolerates blanks', () => {
    expect(laterDay('2026-01-02', '2025-12-31')).toBe('2026-01-02');
    expect(laterDay('', '2025-12-31')).toBe('2025-12-31');
    expect(laterDay('2026-01-02', '')).toBe('2026-01-02');
  });
});
