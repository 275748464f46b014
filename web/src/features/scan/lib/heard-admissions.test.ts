import type { LiveCheckin } from '@common/live-events';
import { describe, expect, it } from 'vitest';
import { formatClock } from '@/lib/format';
import { admittedElsewhereText, HeardAdmissions } from './heard-admissions';
import { doorTranslator } from './test-translator';

const t = doorTranslator('en');

const checkin = (overrides: Partial<LiveCheckin> = {}): LiveCheckin => ({
  registrationId: 'r1',
  name: 'Ada',
  exhibitId: 'e1',
  exhibitName: 'Great Hall',
  checkedInAt: '2026-12-01T10:02:00.000Z',
  by: 'door-2',
  ...overrides,
});

describe('HeardAdmissions', () => {
  it('remembers who admitted a visitor to an exhibit on another device', () => {
    const heard = new HeardAdmissions();
    expect(heard.hear(checkin())).toBe(true);
    expect(heard.find('r1', 'e1')).toEqual({ by: 'door-2', checkedInAt: '2026-12-01T10:02:00.000Z' });
    expect(heard.find('r1', 'e2')).toBeNull();
    expect(heard.find('r2', 'e1')).toBeNull();
  });

  it('does not take this device’s own admission for another’s, unless it was refused', () => {
    const heard = new HeardAdmissions();
    heard.admitting('r1', 'e1');
    expect(heard.hear(checkin())).toBe(false);
    expect(heard.find('r1', 'e1')).toBeNull();
    heard.admitting('r2', 'e1');
    heard.notAdmitted('r2', 'e1');
    expect(heard.hear(checkin({ registrationId: 'r2' }))).toBe(true);
    expect(heard.find('r2', 'e1')?.by).toBe('door-2');
  });

  it('forgets the oldest first beyond what it keeps', () => {
    const heard = new HeardAdmissions(2);
    heard.hear(checkin({ registrationId: 'a' }));
    heard.hear(checkin({ registrationId: 'b' }));
    heard.hear(checkin({ registrationId: 'c' }));
    expect(heard.find('a', 'e1')).toBeNull();
    expect(heard.find('b', 'e1')).not.toBeNull();
    expect(heard.find('c', 'e1')).not.toBeNull();
  });
});

describe('admittedElsewhereText', () => {
  const at = '2026-12-01T10:02:00.000Z';
  it('says "a moment ago" within a minute, the time after', () => {
    expect(admittedElsewhereText(t, { by: 'door-2', checkedInAt: at }, new Date('2026-12-01T10:02:40.000Z'))).toBe(
      'Already admitted by door-2 a moment ago.',
    );
    expect(admittedElsewhereText(t, { by: 'door-2', checkedInAt: at }, new Date('2026-12-01T10:05:00.000Z'))).toBe(
      `Already admitted by door-2 at ${formatClock(new Date(at))}.`,
    );
  });

  it('names the public check-in when no account admitted', () => {
    expect(admittedElsewhereText(t, { by: null, checkedInAt: at }, new Date(at))).toBe(
      'Already admitted by the public check-in a moment ago.',
    );
  });
});
