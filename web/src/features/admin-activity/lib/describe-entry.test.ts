import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import en from '@common/locales/en/staff.json';
import fr from '@common/locales/fr/staff.json';
import type { AuditEntry } from '@common/responses';
import { describe, expect, it } from 'vitest';
import * as words from './describe-entry';

const translator = (locale: string, catalogue: Record<string, string>) =>
  createTranslator(locale, flatten({ staff: compileCatalogue(catalogue) })).t;
const t = translator('en', en);
const actionLabel = (action: string) => words.actionLabel(t, action);
const entrySubject = (e: AuditEntry) => words.entrySubject(t, e);
const reasonLabel = (reason: string | null) => words.reasonLabel(t, reason);
const changeLines = (e: AuditEntry) => words.changeLines(t, e);
const { isRefusal } = words;

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

  it('names failed sign-ins and password changes, shown as refusals', () => {
    expect(actionLabel('auth.sign_in_failed')).toBe('sign-in failed');
    expect(actionLabel('auth.password_change_failed')).toBe('password change failed');
    expect(entrySubject(entry({ action: 'auth.password_change_failed', targetName: 'admin' }))).toBe('admin');
    expect(['door.refuse', 'auth.sign_in_failed', 'auth.password_change_failed'].map(isRefusal)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['door.admit', 'auth.sign_in', 'auth.password_changed'].map(isRefusal)).toEqual([false, false, false]);
  });

  it("words a sync's refusals, the door's new reasons and the audited reads", () => {
    expect(actionLabel('door.sync_refused')).toBe('had offline admissions refused at sync');
    expect(
      entrySubject(entry({ action: 'door.sync_refused', targetName: null, changes: { refused: 498, received: 500 } })),
    ).toBe('498 offline admissions of 500 sent');
    expect(reasonLabel('clock_behind')).toBe("dated before the device's copy was taken");
    expect(reasonLabel('clock_ahead')).toBe("dated ahead of the server's clock");
    expect(actionLabel('door.copy')).toBe("downloaded the door's copy");
    expect(entrySubject(entry({ action: 'door.copy', targetName: 'Spring Fair', changes: { rows: 1 } }))).toBe(
      'Spring Fair, 1 row',
    );
    expect(entrySubject(entry({ action: 'audit.export', targetName: null, changes: { rows: 12 } }))).toBe('12 rows');
    expect(actionLabel('report.csv')).toBe('downloaded the registrations CSV');
    expect(actionLabel('sheet.test')).toBe('tested access to a sheet');
  });

  it('says it in French', () => {
    const tFr = translator('fr', fr);
    expect(words.actionLabel(tFr, 'door.admit')).toBe('entré(e)');
    expect(words.entrySubject(tFr, entry({}))).toBe('Ann Lee à Hall A');
    expect(words.reasonLabel(tFr, 'already_checked_in')).toBe('déjà enregistré');
    expect(words.reasonLabel(tFr, 'wrong password')).toBe('mot de passe incorrect');
    expect(words.entrySubject(tFr, entry({ action: 'audit.export', targetName: null, changes: { rows: 12 } }))).toBe(
      '12 lignes',
    );
    expect(
      words.changeLines(tFr, entry({ action: 'event.update', changes: { description: { before: '', after: 'x' } } })),
    ).toEqual(['description : (aucun) → x']);
  });
});
