import { describe, expect, it } from 'vitest';
import { isCalendarDay, laterDay, toDayInput } from './local-date';

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

describe('isCalendarDay', () => {
  it('accepts a real day, as a date input gives it', () => {
    expect(isCalendarDay('2026-03-09')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-10-25')).toBe(true);
  });

  it('refuses text that is not a real day', () => {
    expect(isCalendarDay('')).toBe(false);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('26-1-1')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});

describe('laterDay', () => {
  it('picks the later day and tolerates blanks', () => {
    expect(laterDay('2026-01-02', '2025-12-31')).toBe('2026-01-02');
    expect(laterDay('', '2025-12-31')).toBe('2025-12-31');
    expect(laterDay('2026-01-02', '')).toBe('2026-01-02');
  });
});
