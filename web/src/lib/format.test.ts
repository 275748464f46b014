import { describe, expect, it } from 'vitest';
import { formatEventDays, formatLongDate, formatMediumDate, formatTime12h, isOneDay, placesLeftText } from './format';

describe('formatTime12h', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['13:45', '1:45 PM'],
    ['23:59', '11:59 PM'],
  ])('shows %s as %s', (input, expected) => {
    expect(formatTime12h(input)).toBe(expected);
  });

  it('returns text that is not a time unchanged', () => {
    expect(formatTime12h('soon')).toBe('soon');
    expect(formatTime12h('25:00')).toBe('25:00');
  });
});

describe('dates', () => {
  it('shows the long form with the weekday', () => {
    expect(formatLongDate(new Date(2025, 5, 2, 10))).toBe('Monday, June 2, 2025');
  });

  it('shows the long form in a given time zone', () => {
    const midnightInParis = '2025-06-01T22:00:00.000Z';
    expect(formatLongDate(midnightInParis, 'Europe/Paris')).toBe('Monday, June 2, 2025');
    expect(formatLongDate(midnightInParis, 'America/New_York')).toBe('Sunday, June 1, 2025');
  });

  it('falls back when the date is missing or invalid', () => {
    expect(formatMediumDate(null)).toBe('Unknown');
    expect(formatMediumDate('not a date')).toBe('Unknown');
    expect(formatMediumDate(new Date(2025, 0, 15))).toBe('January 15, 2025');
  });
});

describe('event days', () => {
  const start = '2025-06-01T22:00:00.000Z'; // Monday, June 2, 00:00 in Paris
  const endSameDay = '2025-06-02T21:59:59.999Z';
  const endTwoDaysLater = '2025-06-04T21:59:59.999Z';

  it('says the one day of a one-day event, without a time', () => {
    expect(formatEventDays(start, endSameDay, 'Europe/Paris')).toBe('Monday, June 2, 2025');
    expect(isOneDay(start, endSameDay, 'Europe/Paris')).toBe(true);
  });

  it('says the first and last day of a longer event', () => {
    expect(formatEventDays(start, endTwoDaysLater, 'Europe/Paris')).toBe(
      'Monday, June 2, 2025 – Wednesday, June 4, 2025',
    );
    expect(isOneDay(start, endTwoDaysLater, 'Europe/Paris')).toBe(false);
  });
});

describe('placesLeftText', () => {
  it('says the places left in words', () => {
    expect(placesLeftText(12, 40)).toBe('12 of 40 places left');
    expect(placesLeftText(1, 40)).toBe('1 of 40 places left');
    expect(placesLeftText(1, 1)).toBe('1 of 1 place left');
    expect(placesLeftText(0, 40)).toBe('0 of 40 places left');
  });
});
