import { describe, expect, it } from 'vitest';
import type { DoorCopyEvent, DoorCopyRegistration } from '@/lib/door-db';
import { doorTranslator } from '../lib/test-translator';
import { offlineAdmissionStatus, offlineAdmissionText, offlineView, placesAfterOfflineAdmit } from './offline-view';

const t = doorTranslator('en');

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
      registration('a', [{ exhibitId: 'hall', checkedInAt: '2026-12-01T09:10:00.000Z' }]),
      copy,
      [own('a', 'studio')],
      now,
    );
    expect(view.exhibits.map((exhibit) => [exhibit.hasCheckedIn, exhibit.checkedInAt, exhibit.reason])).toEqual([
      [true, '2026-12-01T09:10:00.000Z', 'already_checked_in'],
      [true, '2026-12-01T09:30:00.000Z', 'already_checked_in'],
    ]);
  });

  it('names who admitted where the device knows it: its own admissions and those it heard of', () => {
    const view = offlineView(
      registration('a', [{ exhibitId: 'hall', checkedInAt: '2026-12-01T09:10:00.000Z' }]),
      copy,
      [{ ...own('a', 'studio'), by: 'door1' }],
      now,
    );
    expect(view.exhibits.map((exhibit) => [exhibit.name, exhibit.admittedBy])).toEqual([
      // The copy holds check-ins without their admitter (decision 033).
      ['Hall', null],
      ['Studio', 'door1'],
    ]);
    expect(view.exhibits[1]!.message).toBe('Already checked in to Studio at 9:30 AM by door1.');
  });

  it('counts an admission the device heard of twice (made here, then its echo) as one place', () => {
    const view = offlineView(registration('c'), copy, [own('a', 'studio'), { ...own('a', 'studio'), by: 'x' }], now);
    expect(view.exhibits.find((exhibit) => exhibit.id === 'studio')).toMatchObject({ canAdmit: true, remaining: 1 });
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

describe('an offline admission on screen', () => {
  it('says it syncs when the server answers, then that it synced or was not taken', () => {
    const status = (requestId: string) =>
      offlineAdmissionStatus(requestId, new Set(['waiting']), [{ requestId: 'refused' }]);
    expect(offlineAdmissionText(t, 'Hall', status('waiting'))).toBe(
      'Checked in to Hall on this device; it syncs when the server answers.',
    );
    expect(offlineAdmissionText(t, 'Hall', status('taken'))).toBe(
      'Checked in to Hall on this device; synced with the server.',
    );
    expect(offlineAdmissionText(t, 'Hall', status('refused'))).toBe(
      'Checked in to Hall on this device; the server did not take it (see "Not admitted after sync").',
    );
  });

  it('never shows more places left after an admission than before it', () => {
    // The live counts said 27; the copy, refreshed earlier, would say 28.
    expect(placesAfterOfflineAdmit(27, 28)).toBe(26);
    expect(placesAfterOfflineAdmit(27, 20)).toBe(20);
    expect(placesAfterOfflineAdmit(null, 28)).toBe(28);
    expect(placesAfterOfflineAdmit(0, 0)).toBe(0);
    expect(placesAfterOfflineAdmit(5, null)).toBeNull();
  });
});
