import type { AuditEntry } from '@common/responses';
import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, entrySubject, reasonLabel } from './describe-entry';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-12-01T10:02:00.000Z',
  actor: 'door-1',
  actorRole: 'door',
  action: 'door.admit',
  targetType: 'registration',
  targetId: 'r1',
  targetName: 'Ann Lee',
  eventId: 'e1',
  changes: { exhibitId: 'x1', exhibitName: 'Hall A' },
  reason: null,
  ip: '127.0.0.1',
  userAgent: null,
  deviceId: 'phone-1',
  ...overrides,
});

describe('an audit entry in words', () => {
  it('says who was admitted where, and why a pass was refused', () => {
    expect(actionLabel('door.admit')).toBe('admitted');
    expect(entrySubject(entry({}))).toBe('Ann Lee to Hall A');
    expect(reasonLabel('already_checked_in')).toBe('already checked in');
    expect(entrySubject(entry({ action: 'door.refuse', targetName: null, reason: 'invalid' }))).toBe(
      'an unknown pass to Hall A',
    );
  });

  it("lists an update's changed fields before and after", () => {
    expect(
      changeLines(
        entry({
          action: 'event.update',
          changes: { name: { before: 'Old', after: 'New' }, description: { before: '', after: 'x' } },
        }),
      ),
    ).toEqual(['name: Old → New', 'description: (none) → x']);
    expect(changeLines(entry({}))).toEqual([]);
  });
});
