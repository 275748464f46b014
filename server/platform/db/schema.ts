/**
 * The SPEC's seven entities. Every lookup path has its index here, decided with its query
 * (DESIGN.md, "Data"). Columns are snake_case in the database and camelCase in TypeScript.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COMPANY_FIELDS, DEFAULT_COMPANY_FIELD } from '../../../common/company-field.ts';
import type { TextTranslations } from '../../../common/event-texts.ts';
import { CAPACITY_MODES, EXIT_KINDS } from '../../../common/occupancy.ts';
import { CANCELLED_BY, REGISTRATION_STATUSES } from '../../../common/registration-status.ts';

const id = () => text().primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** The id of the transaction that wrote the row (decision 027): the door's copies follow changes by it. */
const doorChange = () => bigint({ mode: 'number' }).notNull().default(sql`(pg_current_xact_id()::text::bigint)`);
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a database leak gives no usable session. */
    sid: text().primaryKey(),
    sess: jsonb().$type<SessionData>().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_expire_idx').on(table.expire)],
);

export interface SessionData {
  userId: string;
  username: string;
  /** The account's role when the session began: a change of role or a disabled account ends its sessions. */
  role: string;
  /** When the session was created: the absolute lifetime counts from here. */
  createdAt: string;
}

export const config = pgTable('config', {
  id: id(),
  key: text().notNull().unique(),
  value: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable('users', {
  id: id(),
  username: text().notNull().unique(),
  passwordHash: text(),
  /** owner, organiser, door or viewer (common/roles.ts). */
  role: text().notNull().default('organiser'),
  /** A disabled account cannot sign in, and its sessions were ended when it was disabled. */
  disabled: boolean().notNull().default(false),
  /** The app generated the password (the first owner's, a reset): every admin page asks to change it. */
  passwordGenerated: boolean().notNull().default(false),
  /** The account's own language for the admin area (issue 31): null follows the browser. */
  locale: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const events = pgTable(
  'events',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }).notNull(),
    sheetsUrl: text(),
    /** Whether the registration form asks for Company (issue 29 item 7, common/company-field.ts). */
    companyField: text({ enum: COMPANY_FIELDS }).notNull().default(DEFAULT_COMPANY_FIELD),
    /** Places (issue 30, migration 0019): null is no limit; past it, registrations join the waiting list. */
    capacity: integer(),
    /** Hours before its start its reminder goes (issue 30, migration 0021): null is REMINDER_HOURS, 0 none. */
    reminderHours: integer(),
    /**
     * Its name and description in the organisation's other languages (issue 31, common/event-texts.ts):
     * `{ "de": { "name": "…", "description": "…" } }`; name and description above are the first language's.
     */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('events_company_field_check', sql`${table.companyField} in ('required', 'optional', 'hidden')`),
    check('events_capacity_check', sql`${table.capacity} is null or ${table.capacity} >= 1`),
    check(
      'events_reminder_hours_check',
      sql`${table.reminderHours} is null or (${table.reminderHours} >= 0 and ${table.reminderHours} <= 720)`,
    ),
    index('events_end_date_idx').on(table.endDate, table.startDate),
    // The organisers' upcoming list: start date after now, soonest first.
    index('events_start_date_idx').on(table.startDate),
  ],
);

export const exhibits = pgTable(
  'exhibits',
  {
    id: id(),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    date: timestamp({ withTimezone: true }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    maxCapacity: integer(),
    /**
     * What maxCapacity counts (issue 32, migration 0025, common/occupancy.ts): `total` admissions
     * (the SPEC's rule, the default) or the people `inside` at once.
     */
    capacityMode: text({ enum: CAPACITY_MODES }).notNull().default('total'),
    /** Whether a visitor who left may come back in (issue 32): refused `no_reentry` when not. */
    reentry: boolean().notNull().default(false),
    /** Entering another exhibit of the event leaves this one (issue 32: one room at a time). */
    autoExit: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Its name and description in the organisation's other languages, as an event's. */
    translations: jsonb().$type<TextTranslations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exhibits_event_date_start_idx').on(table.eventId, table.date, table.startTime),
    index('exhibits_date_idx').on(table.date),
    check('exhibits_capacity_mode_check', sql`${table.capacityMode} in ('total', 'inside')`),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    /** In E.164 ('+447700900029', common/phone-number.ts); as typed in a row from before that is no possible number. */
    phone: text().notNull(),
    /** The phone's digits (E.164's, without '+'): the door's lookup compares them, whatever form is typed. */
    phoneDigits: text().notNull(),
    company: text().notNull().default('Unknown Company'),
    /** The visitor's language (issue 31, migration 0023): every e-mail to them comes in it. */
    locale: text().notNull().default('en'),
    qrCode: text().notNull(),
    /** How many check-ins the registration has: kept by the database (migration 0011), never written by the app. */
    checkinCount: integer().notNull().default(0),
    /**
     * `registered` (a place and a pass) or `waiting` (on the event's waiting list, no pass): issue 30,
     * migration 0019, common/registration-status.ts.
     */
    status: text({ enum: REGISTRATION_STATUSES }).notNull().default('registered'),
    /** A waiting (or offered) registration's place in line (1 is the first); null otherwise. */
    waitingPosition: integer(),
    /** When the visitor cancelled (status `cancelled`, issue 30 item 2, migration 0020); null otherwise. */
    cancelledAt: timestamp({ withTimezone: true }),
    /** Who cancelled (migration 0022): the visitor, an organiser, or the system (an offer unclaimed in time). */
    cancelledBy: text({ enum: CANCELLED_BY }),
    /** Why, when an organiser said so or the system cancelled (migration 0022); null otherwise. */
    cancelReason: text(),
    /** Until when a place offered from the waiting list waits to be claimed (status `offered`, migration 0022). */
    offeredUntil: timestamp({ withTimezone: true }),
    /**
     * When its reminder was claimed (issue 30, migration 0021), in the transaction that queued the
     * reminder's e-mail: set once, never cleared, so a registration is reminded at most once.
     */
    remindedAt: timestamp({ withTimezone: true }),
    /** The transaction that last wrote what the door shows (migration 0009, decision 027); never written by the app. */
    doorChange: doorChange(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One active registration per event and address: one cancelled leaves room for another (migration 0020).
    uniqueIndex('registrations_event_email_uq')
      .on(table.eventId, sql`lower(${table.email})`)
      .where(sql`${table.status} <> 'cancelled'`),
    index('registrations_email_idx').on(sql`lower(${table.email})`),
    index('registrations_phone_digits_idx').on(table.phoneDigits),
    index('registrations_event_created_idx').on(table.eventId, table.createdAt),
    // The organiser's pages, newest first, and the search by the start of a field (migration 0013).
    index('registrations_event_newest_idx').on(table.eventId, table.createdAt.desc(), table.id.desc()),
    index('registrations_event_name_prefix_idx').on(table.eventId, sql`lower(${table.name}) text_pattern_ops`),
    index('registrations_event_email_prefix_idx').on(table.eventId, sql`lower(${table.email}) text_pattern_ops`),
    index('registrations_event_company_prefix_idx').on(table.eventId, sql`lower(${table.company}) text_pattern_ops`),
    index('registrations_event_phone_prefix_idx').on(table.eventId, sql`${table.phoneDigits} text_pattern_ops`),
    // The door's copy: what changed since a device's last answer (migration 0009).
    index('registrations_event_door_change_idx').on(table.eventId, table.doorChange, table.id),
    // One person per place in line, and the next place's read (migration 0019).
    uniqueIndex('registrations_event_waiting_position_uq')
      .on(table.eventId, table.waitingPosition)
      .where(sql`${table.waitingPosition} is not null`),
    check('registrations_status_check', sql`${table.status} in ('registered', 'waiting', 'offered', 'cancelled')`),
    check(
      'registrations_offered_until_check',
      sql`(${table.status} = 'offered') = (${table.offeredUntil} is not null)`,
    ),
    check(
      'registrations_cancelled_by_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledBy} is not null) and (${table.cancelledBy} is null or ${table.cancelledBy} in ('visitor', 'organiser', 'system'))`,
    ),
    // The offers still open, by when they end: the expiry sweep reads them (migration 0022).
    index('registrations_offered_until_idx').on(table.offeredUntil).where(sql`${table.status} = 'offered'`),
    check(
      'registrations_cancelled_at_check',
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
    // The registrations still to remind, in the order they came (migration 0021): a claimed one leaves it.
    index('registrations_to_remind_idx')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.remindedAt} is null and ${table.status} = 'registered'`),
    check(
      'registrations_waiting_position_check',
      sql`(${table.status} in ('waiting', 'offered')) = (${table.waitingPosition} is not null)`,
    ),
  ],
);

/**
 * An event's registrations and people checked in, and an exhibit's admissions, kept by the database's
 * triggers (migration 0011) in 16 slots each so concurrent writers seldom wait: a count is the sum of
 * its slots (server/modules/reports/event-counts.ts). Never written by the app.
 */
export const eventCounts = pgTable(
  'event_counts',
  {
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    slot: smallint().notNull(),
    /** Registrations with a place (status `registered`). */
    registered: bigint({ mode: 'number' }).notNull().default(0),
    /** Registrations on the waiting list (migration 0019). */
    waiting: bigint({ mode: 'number' }).notNull().default(0),
    /** Registrations offered a freed place, not yet claimed (migration 0022): they hold it. */
    offered: bigint({ mode: 'number' }).notNull().default(0),
    /** Registrations cancelled (migration 0022): kept for the records. */
    cancelled: bigint({ mode: 'number' }).notNull().default(0),
    checkedIn: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.slot] })],
);

export const exhibitCounts = pgTable(
  'exhibit_counts',
  {
    exhibitId: text()
      .notNull()
      .references(() => exhibits.id, { onDelete: 'cascade' }),
    slot: smallint().notNull(),
    checkedIn: bigint({ mode: 'number' }).notNull().default(0),
    /** People inside now (issue 32, migration 0025): open visits, kept by the visits' trigger. */
    inside: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.exhibitId, table.slot] })],
);

/**
 * A visitor's time inside an exhibit (issue 32, migration 0025, decision 040): every entry opens one,
 * an exit ends it (`scan` at the door, `closing` at the exhibit's end time, `moved` on entering another
 * room of an exhibit that leaves itself). At most one open per visitor and exhibit. The first entry is
 * also the exhibit's check-in (`checkins`), as the SPEC counts admissions.
 */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    registrationId: text()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    exhibitId: text()
      .notNull()
      .references(() => exhibits.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    enteredAt: timestamp({ withTimezone: true }).notNull(),
    enteredBy: text(),
    entryRequestId: text(),
    exitedAt: timestamp({ withTimezone: true }),
    exitedBy: text(),
    exitRequestId: text(),
    exitKind: text({ enum: EXIT_KINDS }),
  },
  (table) => [
    uniqueIndex('visits_open_uq').on(table.registrationId, table.exhibitId).where(sql`${table.exitedAt} is null`),
    index('visits_registration_idx').on(table.registrationId, table.enteredAt),
    index('visits_exhibit_idx').on(table.exhibitId, table.enteredAt),
    index('visits_open_exhibit_idx').on(table.exhibitId).where(sql`${table.exitedAt} is null`),
    check(
      'visits_exit_check',
      sql`(${table.exitedAt} is null) = (${table.exitKind} is null) and (${table.exitKind} is null or ${table.exitKind} in ('scan', 'closing', 'moved'))`,
    ),
  ],
);

export const checkins = pgTable(
  'checkins',
  {
    id: id(),
    registrationId: text()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    exhibitId: text().references(() => exhibits.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isValidated: boolean().notNull().default(true),
    /** The door's idempotency key: a retried admit with the same key gets the same success. */
    requestId: text(),
    /** The account that admitted (its username; null at the public check-in and before migration 0009). */
    admittedBy: text(),
    /** The transaction that wrote it (migration 0009, decision 027); never written by the app. */
    doorChange: doorChange(),
  },
  (table) => [
    uniqueIndex('checkins_registration_exhibit_uq').on(table.registrationId, table.exhibitId),
    index('checkins_exhibit_idx').on(table.exhibitId),
    // By event, and the door's copy: what changed since a device's last answer (migration 0009).
    index('checkins_event_door_change_idx').on(table.eventId, table.doorChange, table.registrationId),
  ],
);

/**
 * Each event's spreadsheet sync: when it last succeeded, its last error, and a short lease that keeps
 * two syncs of one event (two instances, or a job and a "sync now") from writing at the same time.
 * Written only by the sheets module.
 */
export const sheetSyncs = pgTable('sheet_syncs', {
  eventId: text()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  lastSyncedAt: timestamp({ withTimezone: true }),
  lastError: text(),
  leaseUntil: timestamp({ withTimezone: true }),
  /** How far the sheet is written, and from which snapshot (migration 0010, decision 028; sheets-progress.ts). */
  progress: jsonb(),
  /** What the organiser should know about the sheet (it cannot hold the event, a rewrite under way); null when nothing. */
  notice: text(),
});

/**
 * Which row of its event's sheet each registration was written to (migration 0010, decision 028): a
 * check-in or an edit rewrites that row in place. Cleared when the sheet is rewritten whole.
 */
export const sheetRows = pgTable(
  'sheet_rows',
  {
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: text().notNull(),
    sheetRow: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.registrationId] })],
);

/**
 * Rate-limit counts shared by every instance (platform/http/postgres-rate-counter.ts): one row per
 * hashed key with its current window. Unlogged (migration 0004): counts need no crash safety, and
 * each counted request then costs no WAL flush. No index on `expires_at`: every hit updates its row
 * in place (a HOT update), and the sweep every few minutes reads the small table whole.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The devices an organiser enrolled for the public check-in (KIOSK_CHECKIN=enrolled). The device's
 * cookie carries a random token; the table keeps only its SHA-256. Written only by the kiosk module.
 */
export const kioskDevices = pgTable('kiosk_devices', {
  id: id(),
  name: text().notNull(),
  tokenHash: text().notNull().unique(),
  /** The organiser who enrolled it. */
  enrolledBy: text(),
  createdAt: createdAt(),
});

export const schema = {
  sessions,
  config,
  users,
  events,
  exhibits,
  registrations,
  checkins,
  visits,
  sheetSyncs,
  rateLimits,
  kioskDevices,
};

/**
 * The audit trail (migration 0012, decision 025): append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE), no foreign keys, so the entries of deleted events and accounts stay.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The account (null: a visitor, or a failed sign-in for an unknown name). */
    actorId: text(),
    actor: text(),
    actorRole: text(),
    /** e.g. event.update, door.admit, door.refuse, auth.sign_in (common/audit.ts). */
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    /** The target's name when the entry was written (an event, an exhibit, a visitor, an account). */
    targetName: text(),
    eventId: text(),
    /** Changed fields: { field: { before, after } }, or what was created or deleted. */
    changes: jsonb().$type<Record<string, unknown>>(),
    /** A refusal's reason (door.refuse: an admission reason; a failed sign-in: why). */
    reason: text(),
    ip: text(),
    userAgent: text(),
    deviceId: text(),
    /**
     * The entry's place in the hash chain (migration 0014, issue 28): 1, 2, 3… in the order entries
     * were sealed; null until sealed (server/modules/audit/audit-chain.ts).
     */
    chainSeq: bigint({ mode: 'number' }),
    /** SHA-256 (hex) of the previous sealed entry's hash and this entry's content; null until sealed. */
    hash: text(),
  },
  (table) => [
    uniqueIndex('audit_log_chain_seq_idx').on(table.chainSeq),
    index('audit_log_unsealed_idx').on(table.id).where(sql`${table.hash} is null`),
    index('audit_log_event_idx').on(table.eventId, table.id.desc()),
    index('audit_log_actor_idx').on(table.actor, table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.id.desc()),
  ],
);

/**
 * Registrations deleted while their event stays (migration 0009, decision 027): the door's copies
 * drop them. Written only by the database's trigger.
 */
export const doorRemovals = pgTable(
  'door_removals',
  {
    eventId: text()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    registrationId: text().notNull(),
    doorChange: doorChange(),
  },
  (table) => [index('door_removals_event_change_idx').on(table.eventId, table.doorChange)],
);

/**
 * A session's copy of the door, registered when it first downloads one (migration 0016, issue 28 item
 * 3): when, and the device it named. The sync dates no offline admission of that session before
 * `copiedAt` (`clock_behind`) and records `deviceId` as the admitting device.
 */
export const doorCopies = pgTable(
  'door_copies',
  {
    /** The session's id (the SHA-256 of its token, as `sessions.sid`). */
    sessionId: text().primaryKey(),
    accountId: text().notNull(),
    /** The device's id the copy's request named (X-Door-Device); null: none. */
    deviceId: text(),
    copiedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('door_copies_copied_at_idx').on(table.copiedAt)],
);
