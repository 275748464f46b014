/** How the Activity screen words an audit entry, in the reader's language (the `staff` catalogue). */
import type { SyncRefusalReason } from '@common/admission-reasons';
import type { AuditAction } from '@common/audit';
import type { TFunction } from '@common/i18n/translator';
import type { AuditEntry } from '@common/responses';

// Every action the server writes: the type fails to compile when one is added and not worded here.
const ACTIONS: Record<AuditAction, string> = {
  'auth.sign_in': 'staff:action.auth.sign_in',
  'auth.sign_in_failed': 'staff:action.auth.sign_in_failed',
  'auth.sign_out_everywhere': 'staff:action.auth.sign_out_everywhere',
  'auth.password_changed': 'staff:action.auth.password_changed',
  'auth.password_change_failed': 'staff:action.auth.password_change_failed',
  'event.create': 'staff:action.event.create',
  'event.update': 'staff:action.event.update',
  'event.delete': 'staff:action.event.delete',
  'exhibit.create': 'staff:action.exhibit.create',
  'exhibit.update': 'staff:action.exhibit.update',
  'exhibit.delete': 'staff:action.exhibit.delete',
  'sheet.link': 'staff:action.sheet.link',
  'settings.support_email': 'staff:action.settings.support_email',
  'settings.event_languages': 'staff:action.settings.event_languages',
  'staff.create': 'staff:action.staff.create',
  'staff.update': 'staff:action.staff.update',
  'pass.resend': 'staff:action.pass.resend',
  'pass.resend_undelivered': 'staff:action.pass.resend_undelivered',
  'pass.dismiss_undelivered': 'staff:action.pass.dismiss_undelivered',
  'kiosk.enrol': 'staff:action.kiosk.enrol',
  'kiosk.revoke': 'staff:action.kiosk.revoke',
  'door.admit': 'staff:action.door.admit',
  'door.refuse': 'staff:action.door.refuse',
  'door.exit': 'staff:action.door.exit',
  'door.closing_exit': 'staff:action.door.closing_exit',
  'door.sync_refused': 'staff:action.door.sync_refused',
  'door.copy': 'staff:action.door.copy',
  'report.csv': 'staff:action.report.csv',
  'audit.export': 'staff:action.audit.export',
  'sheet.test': 'staff:action.sheet.test',
  'kiosk.checkin': 'staff:action.kiosk.checkin',
  'registration.cancel': 'staff:action.registration.cancel',
  'registration.edit': 'staff:action.registration.edit',
  'registration.offer': 'staff:action.registration.offer',
  'registration.claim': 'staff:action.registration.claim',
  'registration.decline': 'staff:action.registration.decline',
  'registration.offer_expire': 'staff:action.registration.offer_expire',
  'registration.leave_waiting': 'staff:action.registration.leave_waiting',
  'registration.remove_waiting': 'staff:action.registration.remove_waiting',
  'registration.cancel_by_organiser': 'staff:action.registration.cancel_by_organiser',
};

// Every reason a door or its sync gives, and the sign-ins' reasons the server writes (in English words).
const REASONS: Record<SyncRefusalReason, string> & Record<string, string> = {
  already_checked_in: 'staff:reason.already_checked_in',
  capacity_full: 'staff:reason.capacity_full',
  already_inside: 'staff:reason.already_inside',
  no_reentry: 'staff:reason.no_reentry',
  not_inside: 'staff:reason.not_inside',
  not_found: 'staff:reason.not_found',
  wrong_event: 'staff:reason.wrong_event',
  exhibit_inactive: 'staff:reason.exhibit_inactive',
  event_ended: 'staff:reason.event_ended',
  not_open: 'staff:reason.not_open',
  not_today: 'staff:reason.not_today',
  waiting_list: 'staff:reason.waiting_list',
  cancelled: 'staff:reason.cancelled',
  invalid: 'staff:reason.invalid',
  clock_ahead: 'staff:reason.clock_ahead',
  too_old: 'staff:reason.too_old',
  clock_behind: 'staff:reason.clock_behind',
  'wrong password': 'staff:reason.wrong_password',
  'no such account': 'staff:reason.no_such_account',
  'account disabled': 'staff:reason.account_disabled',
  'wrong current password': 'staff:reason.wrong_current_password',
  'identity provider': 'staff:reason.identity_provider',
  'identity provider: address not allowed': 'staff:reason.address_not_allowed',
  password: 'staff:reason.password',
};

/** The audited reads of personal data (issue 28 item 10): what was read, and how many rows. */
const READS = new Set<string>(['door.copy', 'report.csv', 'audit.export']);

export const actionLabel = (t: TFunction, action: string) =>
  Object.hasOwn(ACTIONS, action) ? t(ACTIONS[action as AuditAction]) : action;

const REFUSALS: ReadonlySet<string> = new Set<AuditAction>([
  'door.refuse',
  'door.sync_refused',
  'auth.sign_in_failed',
  'auth.password_change_failed',
]);

/** A refusal (a pass, a sign-in, a password change): shown in red. */
export const isRefusal = (action: string) => REFUSALS.has(action);

/** 'Ann Lee to Hall A', 'Spring Fair', 'door-1' … what the entry is about, in a few words. */
export function entrySubject(t: TFunction, entry: AuditEntry): string {
  const changes = entry.changes ?? {};
  if (entry.action === 'door.sync_refused') {
    const { refused, received } = changes;
    return typeof refused === 'number' && typeof received === 'number'
      ? t('staff:activity.subject.syncRefused', { refused, received: String(received) })
      : '';
  }
  if (READS.has(entry.action)) {
    const rows = changes.rows;
    if (typeof rows !== 'number') return entry.targetName ?? '';
    return entry.targetName
      ? t('staff:activity.subject.namedRows', { name: entry.targetName, rows })
      : t('staff:activity.subject.rows', { rows });
  }
  if (entry.action === 'sheet.test') return typeof changes.spreadsheetId === 'string' ? changes.spreadsheetId : '';
  const exhibitName = entry.changes?.exhibitName;
  if (entry.action.startsWith('door.') || entry.action === 'kiosk.checkin') {
    const who = entry.targetName ?? t('staff:activity.subject.unknownPass');
    return typeof exhibitName === 'string' ? t('staff:activity.subject.toExhibit', { who, exhibit: exhibitName }) : who;
  }
  return entry.targetName ?? '';
}

export const reasonLabel = (t: TFunction, reason: string | null) =>
  reason ? (Object.hasOwn(REASONS, reason) ? t(REASONS[reason] as string) : reason) : null;

/** An update's changed fields: 'name: Old → New'. */
export function changeLines(t: TFunction, entry: AuditEntry): string[] {
  if (!entry.action.endsWith('.update') && entry.action !== 'sheet.link' && !entry.action.startsWith('settings.')) {
    return [];
  }
  const show = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? t('staff:activity.change.none')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return Object.entries(entry.changes ?? {}).map(([field, value]) => {
    if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
      const { before, after } = value as { before: unknown; after: unknown };
      return t('staff:activity.change.value', { field, before: show(before), after: show(after) });
    }
    return t('staff:activity.change.set', { field, value: show(value) });
  });
}
