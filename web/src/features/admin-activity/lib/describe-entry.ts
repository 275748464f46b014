/** How the Activity screen words an audit entry. */
import type { SyncRefusalReason } from '@common/admission-reasons';
import { AUDIT_ACTIONS, type AuditAction } from '@common/audit';
import type { AuditEntry } from '@common/responses';

// Every reason a door or its sync gives: the type fails to compile when one is added and not worded here.
const REASONS: Record<SyncRefusalReason, string> = {
  already_checked_in: 'already checked in',
  capacity_full: 'exhibit full',
  not_found: 'not found',
  wrong_event: 'pass for another event',
  exhibit_inactive: 'exhibit not open',
  event_ended: 'event ended',
  not_open: 'outside opening hours',
  not_today: 'not today',
  waiting_list: 'on the waiting list',
  cancelled: 'registration cancelled',
  invalid: 'not a valid pass',
  clock_ahead: "dated ahead of the server's clock",
  too_old: 'made more than 24 hours before its sync',
  clock_behind: "dated before the device's copy was taken",
};

/** The audited reads of personal data (issue 28 item 10): what was read, and how many rows. */
const READS = new Set<string>(['door.copy', 'report.csv', 'audit.export']);

const count = (value: unknown, one: string, many: string) =>
  typeof value === 'number' ? `${value} ${value === 1 ? one : many}` : '';

export const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

const REFUSALS: ReadonlySet<string> = new Set<AuditAction>([
  'door.refuse',
  'door.sync_refused',
  'auth.sign_in_failed',
  'auth.password_change_failed',
]);

/** A refusal (a pass, a sign-in, a password change): shown in red. */
export const isRefusal = (action: string) => REFUSALS.has(action);

/** 'Ann Lee to Hall A', 'Spring Fair', 'door-1' … what the entry is about, in a few words. */
export function entrySubject(entry: AuditEntry): string {
  const changes = entry.changes ?? {};
  if (entry.action === 'door.sync_refused') {
    return `${count(changes.refused, 'offline admission', 'offline admissions')} of ${count(changes.received, 'sent', 'sent')}`;
  }
  if (READS.has(entry.action)) {
    const rows = count(changes.rows, 'row', 'rows');
    return [entry.targetName, rows].filter(Boolean).join(', ');
  }
  if (entry.action === 'sheet.test') return typeof changes.spreadsheetId === 'string' ? changes.spreadsheetId : '';
  const exhibitName = entry.changes?.exhibitName;
  if (entry.action.startsWith('door.') || entry.action === 'kiosk.checkin') {
    const who = entry.targetName ?? 'an unknown pass';
    return typeof exhibitName === 'string' ? `${who} to ${exhibitName}` : who;
  }
  return entry.targetName ?? '';
}

export const reasonLabel = (reason: string | null) =>
  reason ? (Object.hasOwn(REASONS, reason) ? REASONS[reason as SyncRefusalReason] : reason) : null;

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
