/** The admin API's routes (see api-paths.ts), in a file of their own so the public pages' bundles never carry them. */
import { fixed, withParams } from './public-api-paths.ts';

/** The admin area's calls. */
export const adminApiPaths = {
  /** POST */
  login: fixed('/api/admin/login'),
  /** POST */
  logout: fixed('/api/admin/logout'),
  /** POST: ends every session of the signed-in account, on every instance ("Sign out everywhere"). */
  endAllSessions: fixed('/api/admin/sessions/end-all'),
  /** GET */
  me: fixed('/api/admin/me'),
  /** POST: the signed-in account's new password; its other sessions end. */
  mePassword: fixed('/api/admin/me/password'),
  /** GET: every event; POST: create one. */
  events: fixed('/api/admin/events'),
  /** GET: the events of one phase (web/src/features/admin-events/utils/event-groups.ts). */
  eventsByPhase: {
    ongoing: fixed('/api/admin/events/ongoing'),
    upcoming: fixed('/api/admin/events/upcoming'),
    past: fixed('/api/admin/events/past'),
  },
  /** GET, PUT, DELETE */
  event: withParams('/api/admin/events/:id'),
  /** GET */
  eventStats: withParams('/api/admin/events/:id/stats'),
  /** GET: the event's live numbers, Server-Sent Events (common/live-events.ts). */
  eventLive: withParams('/api/admin/events/:id/live'),
  /** GET: a download, not a fetch. */
  eventCsv: withParams('/api/admin/events/:id/registrations.csv'),
  /** GET, PUT */
  eventSheetsUrl: withParams('/api/admin/events/:id/sheets-url'),
  /** POST */
  eventSheetsSync: withParams('/api/admin/events/:id/sheets-sync'),
  /** GET: every exhibit; POST: create one. */
  exhibits: fixed('/api/admin/exhibits'),
  /** PUT, DELETE */
  exhibit: withParams('/api/admin/exhibits/:id'),
  /** GET: every registration (small deployments; at most REGISTRATIONS_LIST_MAX rows). */
  registrations: fixed('/api/admin/registrations'),
  /** GET: an event's registrations a page at a time, newest first: `?limit=&cursor=&q=`. */
  eventRegistrations: withParams('/api/admin/events/:id/registrations'),
  /** GET */
  undeliveredPasses: fixed('/api/admin/pass-emails/undelivered'),
  /** POST */
  resendPasses: fixed('/api/admin/pass-emails/resend'),
  /** POST: off the undelivered list, without sending */
  dismissPasses: fixed('/api/admin/pass-emails/dismiss'),
  /** GET, PUT */
  supportEmail: fixed('/api/admin/config/support-email'),
  /** GET */
  serviceAccount: fixed('/api/admin/config/service-account'),
  /** GET, with the link in `?sheetsUrl=` */
  sheetsTest: fixed('/api/admin/config/sheets-test'),
  /** POST */
  validateQr: fixed('/api/admin/validate-qr'),
  /** POST */
  lookupUser: fixed('/api/admin/lookup-user'),
  /** POST */
  admit: fixed('/api/admin/admit'),
  /** POST: the door's "Admit on scan": a pass admitted at once to the chosen exhibit. */
  admitPass: fixed('/api/admin/admit-pass'),
  /** POST */
  resendQr: fixed('/api/admin/resend-qr'),
  /** GET: the door's copy of an event, `?since=<cursor>&limit=` for what changed (decision 027). */
  doorPasses: withParams('/api/admin/door/events/:id/passes'),
  /** POST: admissions a door device made offline, `{ deviceId, admits }` (decision 027). */
  doorSync: fixed('/api/admin/door/sync'),
  /** GET: the devices enrolled for the public check-in; POST: enrol this device. */
  kioskDevices: fixed('/api/admin/kiosk-devices'),
  /** DELETE: revoke a device's enrolment. */
  kioskDevice: withParams('/api/admin/kiosk-devices/:id'),
  /** GET: the staff accounts; POST: a new one (owner only). */
  users: fixed('/api/admin/users'),
  /** PATCH: an account's role, password, or disabling it (owner only). */
  user: withParams('/api/admin/users/:id'),
  /** GET: the audit trail, newest first, `?eventId=&actor=&action=&before=&limit=` (common/audit.ts). */
  audit: fixed('/api/admin/audit'),
  /** GET: the same entries as a CSV download (same filters, every page). */
  auditCsv: fixed('/api/admin/audit.csv'),
} as const;
