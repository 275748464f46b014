/**
 * Every API call's contract, by module: the server registers its routes from them and the tests check
 * the served routes and answers against them. The web app imports a module's file, never this index
 * (the public pages' bundles must not carry the admin's calls).
 */
import { auditCalls } from './audit.ts';
import { checkinCalls } from './checkin-public.ts';
import type { AnyCall } from './contract.ts';
import { doorCalls } from './door.ts';
import { doorOfflineCalls } from './door-offline.ts';
import { eventCalls } from './events.ts';
import { publicEventCalls } from './events-public.ts';
import { exhibitCalls } from './exhibits.ts';
import { publicExhibitCalls } from './exhibits-public.ts';
import { healthCalls } from './health-public.ts';
import { kioskCalls } from './kiosk.ts';
import { kioskPublicCalls } from './kiosk-public.ts';
import { liveCalls } from './live.ts';
import { myRegistrationCalls } from './my-registration-public.ts';
import { passEmailCalls } from './passes.ts';
import { registrationCalls } from './registrations.ts';
import { publicRegistrationCalls } from './registrations-public.ts';
import { reportCalls } from './reports.ts';
import { sessionCalls } from './session.ts';
import { settingsCalls } from './settings.ts';
import { sheetsCalls } from './sheets.ts';
import { signInCalls } from './sign-in-public.ts';
import { staffCalls } from './staff.ts';
import { waitingListCalls } from './waiting-list.ts';

export const contracts = {
  health: healthCalls,
  signIn: signInCalls,
  session: sessionCalls,
  staff: staffCalls,
  publicEvents: publicEventCalls,
  events: eventCalls,
  publicExhibits: publicExhibitCalls,
  exhibits: exhibitCalls,
  publicRegistrations: publicRegistrationCalls,
  registrations: registrationCalls,
  myRegistration: myRegistrationCalls,
  checkin: checkinCalls,
  kioskPublic: kioskPublicCalls,
  kiosk: kioskCalls,
  door: doorCalls,
  doorOffline: doorOfflineCalls,
  passEmails: passEmailCalls,
  settings: settingsCalls,
  sheets: sheetsCalls,
  reports: reportCalls,
  audit: auditCalls,
  live: liveCalls,
  waitingList: waitingListCalls,
};

/** Every call, each once. */
export const allCalls: readonly AnyCall[] = Object.values(contracts).flatMap(
  (module) => Object.values(module) as AnyCall[],
);
