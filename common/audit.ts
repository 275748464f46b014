/**
 * The audit trail's actions (issue 14; docs/decisions/025-audit-trail.md), with the words the Activity
 * screen shows for each. The server writes only these; the filter accepts only these.
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'signed in',
  'auth.sign_in_failed': 'sign-in failed',
  'auth.sign_out_everywhere': 'signed out everywhere',
  'auth.password_changed': 'changed their password',
  'auth.password_change_failed': 'password change failed',
  'event.create': 'created an event',
  'event.update': 'changed an event',
  'event.delete': 'deleted an event',
  'exhibit.create': 'created an exhibit',
  'exhibit.update': 'changed an exhibit',
  'exhibit.delete': 'deleted an exhibit',
  'sheet.link': 'changed the sheet link',
  'settings.support_email': 'changed the support e-mail',
  'settings.event_languages': 'changed the event languages',
  'staff.create': 'added a staff account',
  'staff.update': 'changed a staff account',
  'pass.resend': 'sent a pass again',
  'pass.resend_undelivered': 'sent undelivered passes again',
  'pass.dismiss_undelivered': 'dismissed undelivered passes',
  'kiosk.enrol': 'enrolled a check-in tablet',
  'kiosk.revoke': 'removed a check-in tablet',
  'door.admit': 'admitted',
  'door.refuse': 'refused',
  'door.exit': 'let out',
  'door.closing_exit': 'checked out at closing time',
  'door.sync_refused': 'had offline admissions refused at sync',
  'door.copy': "downloaded the door's copy",
  'report.csv': 'downloaded the registrations CSV',
  'audit.export': 'downloaded the activity CSV',
  'sheet.test': 'tested access to a sheet',
  'kiosk.checkin': 'checked in at the public check-in',
  'registration.cancel': 'cancelled their registration',
  'registration.edit': 'changed their details',
  'registration.offer': 'offered a place from the waiting list',
  'registration.claim': 'claimed the place offered',
  'registration.decline': 'declined the place offered',
  'registration.offer_expire': 'an offered place went unclaimed',
  'registration.leave_waiting': 'left the waiting list',
  'registration.remove_waiting': 'removed from the waiting list',
  'registration.cancel_by_organiser': 'cancelled a registration',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);
