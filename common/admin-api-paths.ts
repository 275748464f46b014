/**
 * The admin API's routes (see api-paths.ts), read from the admin calls' contracts, in a file of its
 * own so the public pages' bundles never carry them. One entry a route; the methods it answers are
 * the contracts' (common/contracts/).
 */
import { auditCalls } from './contracts/audit.ts';
import { doorCalls } from './contracts/door.ts';
import { doorOfflineCalls } from './contracts/door-offline.ts';
import { eventCalls } from './contracts/events.ts';
import { exhibitCalls } from './contracts/exhibits.ts';
import { kioskCalls } from './contracts/kiosk.ts';
import { liveCalls } from './contracts/live.ts';
import { passEmailCalls } from './contracts/passes.ts';
import { registrationCalls } from './contracts/registrations.ts';
import { reportCalls } from './contracts/reports.ts';
import { sessionCalls } from './contracts/session.ts';
import { settingsCalls } from './contracts/settings.ts';
import { sheetsCalls } from './contracts/sheets.ts';
import { staffCalls } from './contracts/staff.ts';

/** The admin area's calls. */
export const adminApiPaths = {
  login: sessionCalls.login,
  logout: sessionCalls.logout,
  endAllSessions: sessionCalls.endAllSessions,
  me: sessionCalls.me,
  mePassword: sessionCalls.changePassword,
  /** GET: every event; POST: create one. */
  events: eventCalls.list,
  eventsByPhase: { ongoing: eventCalls.ongoing, upcoming: eventCalls.upcoming, past: eventCalls.past },
  /** GET, PUT, DELETE */
  event: eventCalls.get,
  eventStats: reportCalls.stats,
  eventLive: liveCalls.eventLive,
  eventCsv: reportCalls.csv,
  /** GET, PUT */
  eventSheetsUrl: sheetsCalls.getLink,
  eventSheetsSync: sheetsCalls.sync,
  /** GET: every exhibit; POST: create one. */
  exhibits: exhibitCalls.list,
  /** PUT, DELETE */
  exhibit: exhibitCalls.update,
  registrations: registrationCalls.list,
  eventRegistrations: registrationCalls.eventPage,
  undeliveredPasses: passEmailCalls.undelivered,
  resendPasses: passEmailCalls.resend,
  dismissPasses: passEmailCalls.dismiss,
  /** GET, PUT */
  supportEmail: settingsCalls.getSupportEmail,
  serviceAccount: sheetsCalls.serviceAccount,
  sheetsTest: sheetsCalls.test,
  validateQr: doorCalls.validateQr,
  lookupUser: doorCalls.lookupUser,
  admit: doorCalls.admit,
  admitPass: doorCalls.admitPass,
  resendQr: doorCalls.resendQr,
  doorPasses: doorOfflineCalls.passes,
  doorSync: doorOfflineCalls.sync,
  /** GET: the devices enrolled; POST: enrol this device. */
  kioskDevices: kioskCalls.list,
  /** DELETE */
  kioskDevice: kioskCalls.revoke,
  /** GET: the staff accounts; POST: a new one. */
  users: staffCalls.list,
  /** PATCH */
  user: staffCalls.update,
  audit: auditCalls.page,
  auditCsv: auditCalls.csv,
} as const;
