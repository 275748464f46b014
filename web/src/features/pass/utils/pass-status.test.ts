import publicEn from '@common/locales/en/public.json';
import { describe, expect, it } from 'vitest';
import { passEventStatus, passStatusBanner, passStatusLabel } from './pass-status';

const event = { startDate: '2025-06-02T00:00:00.000Z', endDate: '2025-06-03T23:59:59.999Z' };

describe('passEventStatus', () => {
  it('is upcoming before the start', () => {
    expect(passEventStatus(event, new Date('2025-06-01T23:59:59.999Z'))).toBe('upcoming');
  });

  it('is ongoing from start to end, both included', () => {
    expect(passEventStatus(event, new Date('2025-06-02T00:00:00.000Z'))).toBe('ongoing');
    expect(passEventStatus(event, new Date('2025-06-03T12:00:00.000Z'))).toBe('ongoing');
    expect(passEventStatus(event, new Date('2025-06-03T23:59:59.999Z'))).toBe('ongoing');
  });

  it('is past after the end', () => {
    expect(passEventStatus(event, new Date('2025-06-04T00:00:00.000Z'))).toBe('past');
  });

  it('has the SPEC words', () => {
    const english = (key: string) => (publicEn as Record<string, string>)[key.slice('public:'.length)];
    expect(Object.values(passStatusLabel).map(english)).toEqual(['Ongoing', 'Upcoming', 'Past Event']);
    expect(english(passStatusBanner.ongoing)).toBe('This is your pass for the currently ongoing event');
    expect(english(passStatusBanner.upcoming)).toBe('This is your pass for the nearest upcoming event');
    expect(english(passStatusBanner.past)).toBe('This is your pass for the most recent past event');
  });
});
