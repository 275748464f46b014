import { describe, expect, it } from 'vitest';
import { checkinChange } from './checkin-change.ts';

describe('the change of a check-in', () => {
  const admitted = {
    ok: true as const,
    checkedInAt: new Date('2026-12-01T10:02:00.000Z'),
    exhibit: { id: 'exhibit-1', name: 'Hall A' },
    registration: { id: 'registration-1', eventId: 'event-1', name: 'Ada Lovelace' },
  };

  it('says who was admitted where, when and by whom, as the live screens show it', () => {
    expect(checkinChange(admitted, 'door2')).toEqual({
      kind: 'checkin',
      eventId: 'event-1',
      registrationId: 'registration-1',
      exhibitId: 'exhibit-1',
      name: 'Ada Lovelace',
      exhibitName: 'Hall A',
      checkedInAt: '2026-12-01T10:02:00.000Z',
      by: 'door2',
    });
  });

  it('names nobody at the public check-in', () => {
    expect(checkinChange(admitted, null).by).toBeNull();
  });
});
