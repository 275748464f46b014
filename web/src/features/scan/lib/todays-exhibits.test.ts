import { describe, expect, it } from 'vitest';
import { todaysExhibits } from './todays-exhibits';

const now = new Date(2026, 10, 24, 10, 30);
const noon = (offsetDays: number) => new Date(2026, 10, 24 + offsetDays, 12).toISOString();
const exhibit = (overrides: Record<string, unknown>) => ({
  id: 'x',
  eventId: 'fair',
  name: 'Hall',
  date: noon(0),
  startTime: '09:00',
  endTime: '17:00',
  maxCapacity: null,
  isActive: true,
  ...overrides,
});

describe("today's exhibits at the door", () => {
  it('are the active exhibits of today, of the events given, by start time, with the event name', () => {
    const list = todaysExhibits(
      [
        exhibit({ id: 'late', name: 'Late Hall', startTime: '14:00' }),
        exhibit({ id: 'early', name: 'Early Hall', startTime: '08:00', maxCapacity: 40 }),
        exhibit({ id: 'tomorrow', date: noon(1) }),
        exhibit({ id: 'closed', isActive: false }),
        exhibit({ id: 'other', eventId: 'past-event' }),
      ],
      [{ id: 'fair', name: 'Science Fair' }],
      now,
    );
    expect(list.map((item) => [item.id, item.eventId, item.eventName, item.maxCapacity])).toEqual([
      ['early', 'fair', 'Science Fair', 40],
      ['late', 'fair', 'Science Fair', null],
    ]);
  });
});
