import { describe, expect, it } from 'vitest';
import type { DoorCopyEvent, DoorCopyRegistration } from '@/lib/door-db';
import { offlineView } from './offline-view';

const copy: DoorCopyEvent = {
  id: 'event-1',
  event: {
    id: 'event-1',
    name: 'Fair',
    startDate: '2026-12-01T00:00:00.000Z',
    endDate: '2026-12-01T23:59:59.999Z',
  },
  policy: { timezone: 'UTC', earlyMinutes: 0 },
  exhibits: [
    {
      id: 'hall',
      eventId: 'event-1',
      name: 'Hall',
      date: '2026-12-01T12:00:00.000Z',
      startTime: '09:00',
      endTime: '17:00',
      isActive: true,
      maxCapacity: null,
      checkedIn: 0,
      remaining: null,
    },
    {
      id: 'studio',
      eventId: 'event-1',
      name: 'Studio',
      date: '2026-12-01T12:00:00.000Z',
      startTime: '09:00',
      endTime: '17:00',
      isActive: true,
      maxCapacity: 3,
      checkedIn: 1,
      remaining: 2,
    },
  ],
  cursor: 'c',
  refreshedAt: '2026-12-01T09:00:00.000Z',
};

const registration = (id: string, checkins: DoorCopyRegistration['checkins'] = []): DoorCopyRegistration => ({
  id,
  eventId: 'event-1',
  name: `Guest ${id}`,
  email: `${id}@example.com`,
  emailLower: `${id}@example.com`,
  phoneDigits: '5550100',
  company: '',
  passHash: 'hash',
  checkins,
});

const now = new Date('2026-12-01T10:00:00.000Z');
const own = (registrationId: string, exhibitId: string) => ({
  registrationId,
  exhibitId,
  admittedAt: '2026-12-01T09:30:00.000Z',
});

describe('the door’s view of a visitor from the copy', () => {
  it('offers every open exhibit, with the places left', () => {
    const view = offlineView(registration('a'), copy, [], now);
    expect(view.registration).toEqual({ id: 'a', name: 'Guest a', email: 'a@example.com' });
    expect(view.exhibits.map((exhibit) => [exhibit.name, exhibit.canAdmit, exhibit.remaining])).toEqual([
      ['Hall', true, null],
      ['Studio', true, 2],
    ]);
  });

  it('shows a check-in of the copy and one of this device not synced yet as checked in', () => {
    const view = offlineView(
      registration('a', [{ exhibitId: 'hall', checkedInAt: '2026-12-01T09:10:00.000Z', by: 'door-2' }]),
      copy,
      [own('a', 'studio')],
      now,
    );
    expect(view.exhibits.map((exhibit) => [exhibit.hasCheckedIn, exhibit.checkedInAt, exhibit.reason])).toEqual([
      [true, '2026-12-01T09:10:00.000Z', 'already_checked_in'],
      [true, '2026-12-01T09:30:00.000Z', 'already_checked_in'],
    ]);
  });

  it('counts this device’s own admissions against the places it last knew', () => {
    const view = offlineView(registration('c'), copy, [own('a', 'studio'), own('b', 'studio')], now);
    const studio = view.exhibits.find((exhibit) => exhibit.id === 'studio')!;
    expect(studio).toMatchObject({ canAdmit: false, reason: 'capacity_full', remaining: 0 });
    expect(studio.message).toBe('Studio is full (3 visitors).');
  });

  it('refuses outside the exhibit’s hours with the online words', () => {
    const view = offlineView(registration('a'), copy, [], new Date('2026-12-01T18:00:00.000Z'));
    expect(view.exhibits.every((exhibit) => !exhibit.canAdmit)).toBe(true);
    expect(view.exhibits[0]!.reason).toBeDefined();
  });
});
