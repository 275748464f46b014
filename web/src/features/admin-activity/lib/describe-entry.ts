/** How the Activity screen words an audit entry. */
import { AUDIT_ACTIONS, type AuditAction } from '@common/audit';
import type { AuditEntry } from '@common/responses';

const REASONS: Record<string, string> = {
  already_checked_in: 'already checked in',
  capacity_full: 'exhibit full',
  not_found: 'not found',
  wrong_event: 'pass for another event',
  exhibit_inactive: 'exhibit not open',
  event_ended: 'event ended',
  not_open: 'outside opening hours',
  not_today: 'not today',
  invalid: 'not a valid pass',
};

export const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** 'Ann Lee to Hall A', 'Spring Fair', 'door-1' … what the entry is about, in a few words. */
export function entrySubject(entry: AuditEntry): string {
  const exhibitName = entry.changes?.exhibitName;
  if (entry.action.startsWith('door.') || entry.action === 'kiosk.checkin') {
    const who = entry.targetName ?? 'an unknown pass';
    return typeof exhibitName === 'string' ? `${who} to ${exhibitName}` : who;
  }
  return entry.targetName ?? '';
}

export const reasonLabel = (reason: string | null) => (reason ? (REASONS[reason] ?? reason) : null);

/** An update's changed fields: 'name: Old → New'. */
export function changeLines(entry: AuditEntry): string[] {
  if (!entry.action.endsWith('.update') && entry.action !== 'sheet.link' && entry.action !== 'settings.support_email') {
    return [];
  }
  return Object.entries(entry.changes ?? {}).map(([field, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const { before, after } = value as { before: unknown; after: unknown };
      return `${field}: ${show(before)} → ${show(after)}`;
    }
    return `${field}: ${show(value)}`;
  });
}

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '(none)' : String(value));
