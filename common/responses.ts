/**
 * The API's answers, as zod schemas: each call's contract (common/contracts/) declares its answers,
 * errors included, with these, so the server's serializer checks what leaves (and drops any field not
 * listed: no whole database row goes out by accident), and `GET /api/openapi.json` documents them.
 *
 * Times: where a handler hands over a database row, its times are `Date`s and `dateTime` writes them
 * as ISO 8601 strings; handlers that build their answer write ISO strings themselves (`isoString`).
 * The exported types are the wire's (`z.input`: strings), which is what the web app receives. The
 * web app's chunks carry the schemas of the contracts they call; the landing page's first script
 * carries none (common/public-api-paths.ts).
 */
import { z } from 'zod';
import { admissionReasons, syncRefusalReasons } from './admission-reasons.ts';
import { COMPANY_FIELDS } from './company-field.ts';
import { LOCALES } from './i18n/locales.ts';
import { CAPACITY_MODES, DIRECTIONS } from './occupancy.ts';
import { CANCELLED_BY, REGISTRATION_STATUSES } from './registration-status.ts';

/** A time the server holds as a Date and sends as an ISO 8601 string. */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
/** A time the handler already wrote as an ISO 8601 string. */
const isoString = z.string();

/**
 * The stable code of an answer meant for people (issue 31): a key of the `errors` catalogue
 * (common/locales/<locale>/errors.json) that the web shows in the reader's language, written with the
 * answer's other fields; `message` is its English (the SPEC's words). A refused admission's code is
 * its `reason`.
 */
const answerCode = z.string();

/** A success meant for people: its code, its English words, and the values they are written with. */
export const messageResponse = z.looseObject({ code: answerCode.optional(), message: z.string() });
export type MessageResponse = z.input<typeof messageResponse>;

/**
 * Every error: `{ code, message, ...fields }`, the fields being the values of the code's words
 * (`{ eventName }`, `{ position }`...), kept as sent (a loose object). A form's refusal lists its
 * fields' `issues`, each with its own code and English message.
 */
export const errorResponse = z.looseObject({
  code: answerCode,
  message: z.string(),
  reason: z.enum(admissionReasons).optional(),
  checkedInAt: isoString.optional(),
  issues: z.array(z.looseObject({ path: z.string(), code: answerCode.optional(), message: z.string() })).optional(),
});

export const healthResponse = z.object({ status: z.string() });
export const readinessResponse = z.object({ status: z.string(), database: z.enum(['pglite', 'postgres']) });

// ---------- Public ----------

export const activeEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: dateTime,
  /** Beyond the SPEC's list (issue 29): a multi-day event shows its whole range. */
  endDate: dateTime,
  /** Beyond the SPEC's list (issue 29 item 7): whether the registration form asks for Company. */
  companyField: z.enum(COMPANY_FIELDS),
  /** Beyond the SPEC's list (issue 30): the event's places (null: no limit) and how many are left. */
  capacity: z.number().int().nullable(),
  placesLeft: z.number().int().nullable(),
});
export type ActiveEvent = z.input<typeof activeEventSchema>;

/** 201 from POST /api/register: the visitor has a place, and the pass is on its way by e-mail. */
export const registerResponse = z.object({ eventName: z.string(), status: z.literal('registered') });
/**
 * 202 from POST /api/register (issue 30): the event is full and the visitor joined its waiting list,
 * `position` in line (1 is the next to get a place); no pass.
 */
export const waitlistedResponse = z.object({
  eventName: z.string(),
  status: z.literal('waitlisted'),
  position: z.number().int(),
});
export type RegisterResponse = z.input<typeof registerResponse> | z.input<typeof waitlistedResponse>;

/**
 * The visitor's own page (issue 30 item 2, GET /api/my-registration/{token}): where the registration
 * stands, its details, its pass (a data URL) while it has a place, and the event with its exhibits.
 */
export const myRegistrationSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES),
  /** On the waiting list: the place in line now (1: next), counted among those still waiting. */
  position: z.number().int().nullable(),
  /** A place offered from the waiting list (status `offered`): claim it before then, or it goes to the next. */
  offeredUntil: isoString.nullable(),
  cancelledAt: isoString.nullable(),
  /** "Registration cancelled on 3 March, 14:05", the door's words; null unless cancelled. */
  cancelledMessage: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Empty when the event does not ask for it or it was left blank. */
  company: z.string(),
  qrCode: z.string().nullable(),
  event: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    startDate: isoString,
    endDate: isoString,
    companyField: z.enum(COMPANY_FIELDS),
    /** Over: nothing can be changed any more. */
    ended: z.boolean(),
  }),
  exhibits: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      date: isoString,
      startTime: z.string(),
      endTime: z.string(),
    }),
  ),
});
export type MyRegistration = z.input<typeof myRegistrationSchema>;

export const registrationLookupSchema = z.object({
  name: z.string(),
  email: z.string(),
  createdAt: isoString.nullable(),
  /** A PNG data URL of the pass's QR code, 256 px. */
  qrCode: z.string(),
  event: z.object({ name: z.string(), startDate: isoString, endDate: isoString }),
});
export type RegistrationLookup = z.input<typeof registrationLookupSchema>;

/**
 * 202 from the pass lookup and the resend with PASS_LOOKUP=email: the pass goes by e-mail, and the
 * answer is the same whether anyone registered with the address or not.
 */
export const passSentResponse = z.object({ code: answerCode.optional(), message: z.string() });
export type PassSent = z.input<typeof passSentResponse>;
/** What the pass lookup answers: the pass (PASS_LOOKUP=show, the SPEC) or that it was e-mailed. */
export type PassLookupAnswer = RegistrationLookup | PassSent;

export const activeExhibitSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  /** Null: no capacity. */
  maxCapacity: z.number().int().nullable(),
  /** Places left (null without a capacity). */
  remaining: z.number().int().nullable(),
});
export type ActiveExhibit = z.input<typeof activeExhibitSchema>;

export const checkinResponse = z.object({
  exhibit: z.object({ id: z.string(), name: z.string() }),
  checkedInAt: isoString,
});
export type CheckinResponse = z.input<typeof checkinResponse>;

/** GET /api/kiosk/device: may this device check visitors in, and may the organiser using it enrol it. */
export const kioskDeviceStatusSchema = z.object({
  /** KIOSK_CHECKIN: `open` (any device) or `enrolled` (only enrolled devices). */
  mode: z.enum(['open', 'enrolled']),
  /** This device holds a current enrolment. */
  enrolled: z.boolean(),
  /** The mode is `enrolled`, this device is not, and an organiser is signed in on it. */
  canEnrol: z.boolean(),
});
export type KioskDeviceStatus = z.input<typeof kioskDeviceStatusSchema>;

// ---------- Admin sign-in ----------

export const adminUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  /** The app generated this account's password (the first owner's): the admin area asks to change it. */
  passwordGenerated: z.boolean().optional(),
  /** Issue 31: the account's own language for the admin area (null: the browser's). */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type AdminUser = z.input<typeof adminUserSchema>;

/** POST /api/admin/sessions/end-all: how many sessions of the account ended (this one included). */
export const endAllSessionsResponse = z.object({
  code: answerCode.optional(),
  message: z.string(),
  ended: z.number().int(),
});
export type EndAllSessions = z.input<typeof endAllSessionsResponse>;

/** POST /api/admin/me/password: this session carries on (with a new cookie); the account's others ended. */
export const passwordChangedResponse = z.object({
  code: answerCode.optional(),
  message: z.string(),
  otherSessionsEnded: z.number().int(),
});
export type PasswordChanged = z.input<typeof passwordChangedResponse>;

export const authProvidersResponse = z.object({ oidc: z.boolean(), local: z.boolean() });
export type AuthProviders = z.input<typeof authProvidersResponse>;

// ---------- Staff accounts (owner only) ----------

/** A staff account as the Staff screen lists it: never its password hash. */
export const staffAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  disabled: z.boolean(),
  /** `password`: a local account; `identity-provider`: signs in through the provider (username is its e-mail). */
  signIn: z.enum(['password', 'identity-provider']),
  createdAt: dateTime,
});
export type StaffAccount = z.input<typeof staffAccountSchema>;
export const staffAccountsResponse = z.array(staffAccountSchema);

// ---------- Events, exhibits, registrations (admin) ----------

/** The languages events are written in (issue 31), the first one each event's own. */
export const eventLanguagesResponse = z.object({ languages: z.array(z.enum(LOCALES)) });
export type EventLanguages = z.input<typeof eventLanguagesResponse>;

/** An event's or exhibit's texts in the organisation's other languages (common/event-texts.ts). */
export const textTranslationsSchema = z.partialRecord(
  z.enum(LOCALES),
  z.object({ name: z.string().optional(), description: z.string().optional() }),
);

export const adminEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: dateTime,
  endDate: dateTime,
  sheetsUrl: z.string().nullable(),
  /** Whether the registration form asks for Company: required (the SPEC's), optional or hidden (not asked). */
  companyField: z.enum(COMPANY_FIELDS),
  /** Places (issue 30): null is no limit; past it, registrations join the waiting list. */
  capacity: z.number().int().nullable(),
  /** Hours before the start its reminder e-mail goes (issue 30): null is the app's REMINDER_HOURS, 0 none. */
  reminderHours: z.number().int().nullable(),
  /** Beyond the SPEC (issue 31): its name and description in the organisation's other languages. */
  translations: textTranslationsSchema,
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type AdminEvent = z.input<typeof adminEventSchema>;

export const adminExhibitSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  date: dateTime,
  startTime: z.string(),
  endTime: z.string(),
  maxCapacity: z.number().int().nullable(),
  /** Beyond the SPEC (issue 32): what the capacity counts, re-entry, one room at a time. */
  capacityMode: z.enum(CAPACITY_MODES),
  reentry: z.boolean(),
  autoExit: z.boolean(),
  isActive: z.boolean(),
  /** Beyond the SPEC (issue 31): its name and description in the organisation's other languages. */
  translations: textTranslationsSchema,
  createdAt: dateTime,
  updatedAt: dateTime,
});
export type AdminExhibit = z.input<typeof adminExhibitSchema>;

export const adminRegistrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  createdAt: dateTime,
  /** Where it stands (issue 30 item 5): every registration is listed, with a place or not. */
  status: z.enum(REGISTRATION_STATUSES),
  /** Offered a place from the waiting list: until when it waits to be claimed; null otherwise. */
  offeredUntil: dateTime.nullable(),
  /** Cancelled: when, by whom, and why (the organiser's words, or the system's); null otherwise. */
  cancelledAt: dateTime.nullable(),
  cancelledBy: z.enum(CANCELLED_BY).nullable(),
  cancelReason: z.string().nullable(),
});
export type AdminRegistration = z.input<typeof adminRegistrationSchema>;

/** One person on an event's waiting list (issue 30 item 3): waiting in line, or offered a place. */
export const waitingPersonSchema = z.object({
  id: z.string(),
  /** Their place among those still waiting (1: next); null once offered a place. */
  position: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['waiting', 'offered']),
  joinedAt: dateTime,
  /** Offered: until when the place waits to be claimed. */
  offeredUntil: dateTime.nullable(),
});
export type WaitingPerson = z.input<typeof waitingPersonSchema>;

/** GET /api/admin/events/:id/waiting-list: the counts, and the first in line. */
export const waitingListSchema = z.object({
  waiting: z.number().int(),
  offered: z.number().int(),
  items: z.array(waitingPersonSchema),
});
export type WaitingList = z.input<typeof waitingListSchema>;

/**
 * GET /api/admin/events/:id/registrations: a page, the next page's cursor, and the total (null: a
 * search of very many). Every registration of the event, whatever its status (issue 30 item 5).
 */
export const registrationPageSchema = z.object({
  items: z.array(
    adminRegistrationSchema.extend({
      /** Where the registrant was admitted, first first (issue 29 item 8): none yet is an empty list. */
      checkIns: z.array(
        z.object({
          exhibitId: z.string().nullable(),
          /** The exhibit's name; null for an admission to the event as a whole. */
          exhibitName: z.string().nullable(),
          checkedInAt: dateTime,
          admittedBy: z.string().nullable(),
        }),
      ),
    }),
  ),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type RegistrationPage = z.input<typeof registrationPageSchema>;

export const eventStatsSchema = z.object({
  /** Registrations with a place: the waiting list is not counted here. */
  registered: z.number().int(),
  /** Registrations on the waiting list (issue 30). */
  waiting: z.number().int(),
  /** Registrations offered a freed place, not yet claimed (issue 30 item 3): they hold it. */
  offered: z.number().int(),
  /** Registrations cancelled (issue 30 item 5): kept for the records, no place. */
  cancelled: z.number().int(),
  checkedIn: z.number().int(),
  exhibits: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      checkedIn: z.number().int(),
      maxCapacity: z.number().int().nullable(),
      /** Issue 32: people inside now, and what the capacity counts. */
      inside: z.number().int(),
      capacityMode: z.enum(CAPACITY_MODES),
    }),
  ),
});
export type EventStats = z.input<typeof eventStatsSchema>;

export const supportEmailResponse = z.object({ email: z.string() });

// ---------- Google Sheets (admin) ----------

/** GET /api/admin/config/service-account: `message` says how to configure syncing when it is not. */
export const serviceAccountConfigSchema = z.object({
  email: z.string(),
  configured: z.boolean(),
  code: answerCode.optional(),
  message: z.string().optional(),
});
export type ServiceAccountConfig = z.input<typeof serviceAccountConfigSchema>;

/** GET and PUT /api/admin/events/{id}/sheets-url: the link ('' when none) and how its last sync went. */
export const sheetsLinkStatusSchema = z.object({
  sheetsUrl: z.string(),
  lastSyncedAt: isoString.nullable(),
  lastError: z.string().nullable(),
  /** What the organiser should know about the sheet: it cannot hold the event, or a rewrite is under way. */
  notice: z.string().optional(),
});
export type SheetsLinkStatus = z.input<typeof sheetsLinkStatusSchema>;

/** GET /api/admin/config/sheets-test: whether the service account can open and edit the sheet. */
export const sheetsConnectionCheckSchema = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  writable: z.boolean(),
  serviceAccountEmail: z.string(),
  code: answerCode.optional(),
  message: z.string(),
  /** The values of the code's words. */
  email: z.string().optional(),
  detail: z.string().optional(),
});
export type SheetsConnectionCheck = z.input<typeof sheetsConnectionCheckSchema>;

/** POST /api/admin/events/{id}/sheets-sync */
export const sheetsSyncResultSchema = z.object({
  code: answerCode.optional(),
  message: z.string(),
  syncedAt: isoString,
  /** The values of the code's words. */
  exhibits: z.number().int().optional(),
  registrations: z.number().int().optional(),
  written: z.number().int().optional(),
  notice: z.string().optional(),
});
export type SheetsSyncResult = z.input<typeof sheetsSyncResultSchema>;

// ---------- Door (admin scan) ----------

export const scanExhibitSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: isoString,
  startTime: z.string(),
  endTime: z.string(),
  hasCheckedIn: z.boolean(),
  checkedInAt: isoString.nullable(),
  /**
   * With a check-in: the account that admitted (its username); null at the public check-in or when
   * not recorded (issue 29 item 3). Absent without a check-in.
   */
  admittedBy: z.string().nullable().optional(),
  canAdmit: z.boolean(),
  /** Why admission is not possible, when canAdmit is false. */
  reason: z.enum(admissionReasons).optional(),
  message: z.string().optional(),
  /** The exhibit's capacity (null: unlimited) and the places left in it (null without a capacity). */
  maxCapacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  /** Issue 32: since when the visitor is inside (null: not inside), what the capacity counts, people inside now. */
  insideSince: isoString.nullable().optional(),
  capacityMode: z.enum(CAPACITY_MODES).optional(),
  inside: z.number().int().optional(),
  /** Whether a visitor who left may come back in (issue 32). */
  reentry: z.boolean().optional(),
});
export type ScanExhibit = z.input<typeof scanExhibitSchema>;

/** One registration a door lookup found, for the door to choose from when there are several. */
export const lookupMatchSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  eventName: z.string(),
});
export type LookupMatch = z.input<typeof lookupMatchSchema>;

export const scanResultSchema = z.object({
  isValid: z.boolean(),
  registration: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  event: z.object({ id: z.string(), name: z.string(), startDate: isoString, endDate: isoString }).optional(),
  exhibits: z.array(scanExhibitSchema),
  reason: z.enum(admissionReasons).optional(),
  message: z.string().optional(),
  /**
   * A lookup that several registrations match (a family on one phone, one address at several
   * events): every one of them, the shown registration first. Absent when one matches.
   */
  matches: z.array(lookupMatchSchema).optional(),
});
export type ScanResult = z.input<typeof scanResultSchema>;

export const admitResponse = z.object({
  code: answerCode.optional(),
  message: z.string(),
  /** The value of the code's words (`admitted_to`). */
  exhibitName: z.string().optional(),
  checkedInAt: isoString,
  /** Issue 32: `exit` for a visitor let out (`checkedInAt` is then when), with when they entered and the minutes inside. */
  direction: z.enum(DIRECTIONS).optional(),
  enteredAt: isoString.optional(),
  minutesInside: z.number().int().optional(),
});
export type AdmitResponse = z.input<typeof admitResponse>;

/** A device enrolled for the public check-in (KIOSK_CHECKIN=enrolled). */
export const kioskDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The organiser who enrolled it. */
  enrolledBy: z.string().nullable(),
  createdAt: dateTime,
  /** The device making this request. */
  current: z.boolean(),
});
export type KioskDevice = z.input<typeof kioskDeviceSchema>;

/** POST /api/admin/admit-pass: who was admitted where, and the places left (null: no capacity). */
export const admitPassResponse = admitResponse.extend({
  registration: z.object({ id: z.string(), name: z.string() }),
  exhibit: z.object({ id: z.string(), name: z.string() }),
  remaining: z.number().int().nullable(),
  /** Issue 32: people inside the exhibit now, and what its capacity counts (the door's "23 of 40 inside"). */
  inside: z.number().int().optional(),
  capacityMode: z.enum(CAPACITY_MODES).optional(),
});
export type AdmitPassResponse = z.input<typeof admitPassResponse>;

/** A pass e-mail that used up its retries: organisers see it and can send it again. */
export const undeliveredPassSchema = z.object({
  registrationId: z.string(),
  name: z.string(),
  email: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  /** What the mail server said on the last try. */
  error: z.string(),
  failedAt: isoString,
});
export type UndeliveredPass = z.input<typeof undeliveredPassSchema>;

export const undeliveredPassesResponse = z.object({ items: z.array(undeliveredPassSchema) });
export const resendUndeliveredResponse = z.object({
  code: answerCode.optional(),
  message: z.string(),
  queued: z.number().int(),
  /** With `passes_requeued_held_back`: how many were held back, and the hourly budget. */
  heldBack: z.number().int().optional(),
  max: z.number().int().optional(),
});
/** `dismissed`: how many of the registrations were on the list. */
export const dismissUndeliveredResponse = z.object({
  code: answerCode.optional(),
  message: z.string(),
  dismissed: z.number().int(),
});
export type DismissUndelivered = z.input<typeof dismissUndeliveredResponse>;

/** One entry of the audit trail (GET /api/admin/audit; decision 025). */
export const auditEntrySchema = z.object({
  /** Also the cursor: `before=<id>` pages on. */
  id: z.string(),
  at: dateTime,
  actor: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetName: z.string().nullable(),
  eventId: z.string().nullable(),
  /** `{ field: { before, after } }` for a change; what was created or deleted otherwise. */
  changes: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  deviceId: z.string().nullable(),
});
export type AuditEntry = z.input<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.input<typeof auditPageSchema>;

/** Whether the audit trail's hash chain is intact (issue 28 item 4), as the Activity screen shows it. */
export const auditIntegritySchema = z.object({
  intact: z.boolean(),
  /** Entries verified in the chain (before the break, when it is broken). */
  entries: z.number().int(),
  /** The newest entries, written but not sealed into the chain yet (within seconds). */
  unsealed: z.number().int(),
  /** Where the chain breaks: the entry (its id when it still exists) and what is wrong. */
  brokenAt: z.object({ id: z.string().nullable(), seq: z.number().int(), problem: z.string() }).optional(),
  checkedAt: isoString,
});
export type AuditIntegrityAnswer = z.input<typeof auditIntegritySchema>;

// ---------- The door offline (issue 16, decision 027) ----------

/**
 * An exhibit in the door's copy: what the admission rules read, and its places left when the copy was
 * made (null: no capacity).
 */
export const doorExhibitSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  date: isoString,
  startTime: z.string(),
  endTime: z.string(),
  isActive: z.boolean(),
  maxCapacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});

/**
 * A registration in the door's copy: what the door shows and looks up (name, e-mail, phone digits),
 * the SHA-256 of its pass, and its check-ins (where and when), no more (issue 28 item 2).
 */
export const doorRegistrationSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The lookup by phone matches these digits; the door never shows them. */
  phoneDigits: z.string(),
  /** SHA-256 of the pass's text, base64url (common/offline-admission.ts); null: the pass is no longer accepted. */
  passHash: z.string().nullable(),
  checkins: z.array(z.object({ exhibitId: z.string(), checkedInAt: isoString })),
  /** When the visitor cancelled (issue 30 item 2); null: not cancelled. The door refuses it offline too. */
  cancelledAt: isoString.nullable(),
});

/** GET /api/admin/door/events/{id}/passes?since=&limit= */
export const doorPassesSchema = z.object({
  event: z.object({ id: z.string(), name: z.string(), startDate: isoString, endDate: isoString }),
  /**
   * APP_TIMEZONE and CHECKIN_EARLY_MINUTES: the rules' settings, for the device to apply them offline;
   * PHONE_REGION, for it to read a phone number looked up offline as the server does.
   */
  policy: z.object({ timezone: z.string(), earlyMinutes: z.number().int(), phoneRegion: z.string() }),
  /** Every exhibit of the event, on every answer (a device drops the check-ins of an exhibit gone). */
  exhibits: z.array(doorExhibitSchema),
  /** New or changed registrations, with all their check-ins (a full copy: every registration). */
  registrations: z.array(doorRegistrationSchema),
  /** Ids of registrations deleted since the cursor. */
  removed: z.array(z.string()),
  /** This answer starts a copy afresh (no cursor, or one from another database): drop what you had. */
  full: z.boolean(),
  /** More pages follow: ask again at once with `cursor`. */
  more: z.boolean(),
  /** The next call's `since`. */
  cursor: z.string(),
  /** The server's clock, for a device to see how far its own is off. */
  serverTime: isoString,
});
export type DoorPasses = z.input<typeof doorPassesSchema>;

/** The server's answer for one admission a device made offline. */
export const doorSyncResultSchema = z.object({
  requestId: z.string(),
  /** `duplicate`: this requestId was already applied (a retry); `refused`: see `reason`. */
  status: z.enum(['admitted', 'duplicate', 'refused']),
  reason: z.enum(syncRefusalReasons).optional(),
  message: z.string().optional(),
  /** Admitted or duplicate: the check-in's time; already_checked_in: the first check-in's. */
  checkedInAt: isoString.optional(),
  /** already_checked_in: who admitted first (null: the public check-in). */
  by: z.string().nullable().optional(),
});
export type DoorSyncResult = z.input<typeof doorSyncResultSchema>;

/** POST /api/admin/door/sync: one result per admission, in the order sent. */
export const doorSyncResponse = z.object({ results: z.array(doorSyncResultSchema) });
export type DoorSyncResponse = z.input<typeof doorSyncResponse>;
