/**
 * The API contract: request schemas shared by the server (validation) and the web app (forms).
 * The answers are in responses.ts (their types are re-exported here). Field names are the SPEC's
 * (camelCase).
 */
import { z } from 'zod';
import { COMPANY_FIELDS, COMPANY_REQUIRED_MESSAGE, type CompanyField } from './company-field.ts';
import { allowLineBreaks } from './control-characters.ts';
import { CAPACITY_MAX } from './event-capacity.ts';
import { LOCALES } from './i18n/locales.ts';
import { REMINDER_HOURS_MAX } from './reminders.ts';
import { STAFF_ROLES } from './roles.ts';

export type {
  ActiveEvent,
  ActiveExhibit,
  AdminEvent,
  AdminExhibit,
  AdminRegistration,
  AdminUser,
  AdmitPassResponse,
  AdmitResponse,
  CheckinResponse,
  EventStats,
  KioskDevice,
  KioskDeviceStatus,
  PassLookupAnswer,
  RegisterResponse,
  RegistrationLookup,
  ScanExhibit,
  ScanResult,
  ServiceAccountConfig,
  SheetsConnectionCheck,
  SheetsLinkStatus,
  SheetsSyncResult,
  StaffAccount,
  UndeliveredPass,
} from './responses.ts';

/**
 * Control characters (NUL, escape, C1 controls): PostgreSQL refuses NUL in text, and none of them
 * belongs in a name, a phone number or a title. Line breaks and tabs are fine in a description only.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_BREAKS = /[^\P{Cc}\t\n\r]/u;
const noControl = (value: string) => !CONTROL.test(value);
const NO_CONTROL_MESSAGE = 'Must not contain line breaks or other control characters';

const trimmed = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, `Must be at most ${max} characters`)
    .refine(noControl, NO_CONTROL_MESSAGE);

/** A description: several lines allowed, other control characters not. */
const description = () =>
  allowLineBreaks(
    z
      .string()
      .trim()
      .max(5000, 'Description is too long')
      .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), 'Must not contain control characters'),
  );

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });

/** A required id field: `Exhibit is required` when missing, `Must be a valid id` when not one. */
const idField = (name: string) => z.string({ error: `${name} is required` }).pipe(uuidSchema);

/**
 * An e-mail address, trimmed, at most 254 characters: the one field of the registration form, the
 * pass lookup and resend, the support address and a staff account. `required: false`: an empty one
 * is not a valid address, rather than missing.
 */
export const emailField = ({ required = true } = {}) => {
  const text = required ? z.string({ error: 'Email is required' }).trim() : z.string().trim();
  return (required ? text.min(1, { message: 'Email is required', abort: true }) : text)
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' }));
};

/** A pass's text as a scanner read it: the door's check and admit on scan, the public check-in. */
export const qrField = () =>
  z
    .string({ error: 'QR code data is required' })
    .trim()
    .min(1, { message: 'QR code data is required', abort: true })
    .max(2000, 'QR code data is too long');

// ---------- Registrations (public) ----------

/** A phone number the form, or the server with PHONE_REGION, does not take. */
export const INVALID_PHONE_MESSAGE = 'Enter a valid phone number';

/** The registration form as the SPEC has it: Company required (an event's default, common/company-field.ts). */
export const registrationFormSchema = z.object({
  name: trimmed('Name is required', 120),
  email: emailField(),
  // A light check, here and in the form: the server then reads the number with PHONE_REGION, which
  // the form does not know, and refuses one that is no possible number with the same words on
  // `phone` (common/phone-number.ts).
  phone: trimmed('Phone is required', 40).refine((value) => /\d/.test(value), INVALID_PHONE_MESSAGE),
  company: trimmed(COMPANY_REQUIRED_MESSAGE, 120),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** A company that may be left blank or out: trimmed, checked as the required one otherwise. */
const optionalCompany = () =>
  z
    .string({ error: 'Company must be text' })
    .trim()
    .max(120, 'Must be at most 120 characters')
    .refine(noControl, NO_CONTROL_MESSAGE)
    .optional();

/** The form of an event whose Company is optional or not asked. */
const registrationFormWithoutCompanySchema = registrationFormSchema.extend({ company: optionalCompany() });

/** What the registration form holds, and what it sends once valid (with any Company setting). */
export type RegistrationFormInput = z.input<typeof registrationFormWithoutCompanySchema>;
export type RegistrationFormOutput = z.output<typeof registrationFormWithoutCompanySchema>;

/** The registration form of an event with this Company setting. */
export const registrationFormSchemaFor = (
  companyField: CompanyField,
): z.ZodType<RegistrationFormOutput, RegistrationFormInput> =>
  companyField === 'required' ? registrationFormSchema : registrationFormWithoutCompanySchema;

/**
 * POST /api/register: Company may be blank or missing here, as the event's setting allows; the
 * server then applies the setting (companyToKeep) and answers a blank required one as this schema
 * would have ('Company is required').
 */
export const registerInputSchema = registrationFormWithoutCompanySchema.extend({
  eventId: z.string({ error: 'No event selected' }).trim().min(1, 'No event selected').pipe(uuidSchema),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const emailParamSchema = z.object({
  email: emailField(),
});

/** GET /api/pass/{token}: the link token of a pass e-mail (server/modules/passes/pass-link.ts). */
export const passLinkParamSchema = z.object({
  token: z.string().trim().min(1, 'The pass link is incomplete').max(200, 'The pass link is not valid'),
});

/** /api/my-registration/{token}: the personal link of a registration's e-mails (issue 30 item 2). */
export const registrationLinkParamSchema = z.object({
  token: z.string().trim().min(1, 'The link is incomplete').max(200, 'This link is not valid'),
});

/**
 * "Edit my details" on the visitor's own page (issue 30 item 2): the registration form's fields but
 * the e-mail address, which stays. The server then reads the phone with PHONE_REGION and keeps the
 * company as the event asks for it, as at registration.
 */
export const myDetailsInputSchema = registrationFormWithoutCompanySchema.pick({
  name: true,
  phone: true,
  company: true,
});
export type MyDetailsInput = z.infer<typeof myDetailsInputSchema>;

/** An organiser cancels a registration (issue 30 item 5): why (optional, told to the visitor) and whether to e-mail them. */
export const CANCEL_REASON_MAX = 500;
export const organiserCancelInputSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `The reason must be at most ${CANCEL_REASON_MAX} characters.`)
    .optional(),
  notify: z.boolean({ error: 'notify must be true or false.' }).default(true),
});
export type OrganiserCancelInput = z.input<typeof organiserCancelInputSchema>;
/** The edit form of an event with this Company setting. */
export const myDetailsFormSchemaFor = (
  companyField: CompanyField,
): z.ZodType<MyDetailsInput, z.input<typeof myDetailsInputSchema>> =>
  companyField === 'required'
    ? registrationFormSchema.pick({ name: true, phone: true, company: true })
    : myDetailsInputSchema;

export const resendInputSchema = z.object({
  email: emailField(),
});

export const checkinInputSchema = z.object({
  qrData: qrField(),
  exhibitId: idField('Exhibit'),
});
export type CheckinInput = z.infer<typeof checkinInputSchema>;

// ---------- Events (admin) ----------

/**
 * ISO 8601 only (a day, or a day and time with an optional offset): `Date.parse` alone accepts
 * strings such as "not a date 2" as a day of 2001.
 */
const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;
function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) return false;
  // A real calendar day: Date.parse rolls 2026-02-30 over to March 2.
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/**
 * A date as sent: the server places it on its day in APP_TIMEZONE (a day alone, '2026-12-01', is
 * that day; an instant is the day it falls on there), so the text is kept as it came.
 */
const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, { message, abort: true })
    .refine(isIsoDate, { message: 'Must be a valid date', abort: true });

/**
 * An event's or exhibit's name and description in the organisation's other languages (issue 31,
 * common/event-texts.ts): each optional, an empty one is no translation. Left out: none for a new
 * event or exhibit, unchanged for an existing one.
 */
const translationsInput = () =>
  z
    .partialRecord(
      z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` }),
      z.object({
        name: z
          .string()
          .trim()
          .max(200, 'Must be at most 200 characters')
          .refine(noControl, NO_CONTROL_MESSAGE)
          .optional(),
        description: description().optional(),
      }),
    )
    .optional();

/** A staff account's own language (issue 31). */
export const myLocaleInputSchema = z.object({
  locale: z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` }),
});

/** The organisation's event languages (issue 31): at least one, each once; the first is every event's own. */
export const eventLanguagesInputSchema = z.object({
  languages: z
    .array(z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` }), {
      error: 'Languages are required',
    })
    .min(1, 'Offer at least one language')
    .max(LOCALES.length)
    .refine((languages) => new Set(languages).size === languages.length, 'Each language once'),
});

export const eventInputSchema = z.object({
  name: trimmed('Event name is required', 200),
  description: description().optional().default(''),
  startDate: isoDate('Start date is required'),
  endDate: isoDate('End date is required'),
  /**
   * Whether the registration form asks for Company (common/company-field.ts). Left out: `required`
   * for a new event, unchanged for an existing one.
   */
  companyField: z
    .enum(COMPANY_FIELDS, { error: `Company field must be one of: ${COMPANY_FIELDS.join(', ')}` })
    .optional(),
  /**
   * Places (issue 30, common/event-capacity.ts): null is no limit. Left out: none for a new event,
   * unchanged for an existing one.
   */
  capacity: z
    .number({ error: 'Places must be a whole number' })
    .int('Places must be a whole number')
    .min(1, 'Places must be at least 1')
    .max(CAPACITY_MAX, 'Places must be at most 1,000,000')
    .nullable()
    .optional(),
  /**
   * Hours before the start its reminder e-mail goes (issue 30, common/reminders.ts): 0 sends none,
   * null follows the app's REMINDER_HOURS. Left out: null for a new event, unchanged for an existing one.
   */
  reminderHours: z
    .number({ error: 'Reminder hours must be a whole number' })
    .int('Reminder hours must be a whole number')
    .min(0, 'Reminder hours must be 0 (no reminder) or more')
    .max(REMINDER_HOURS_MAX, `Reminder hours must be at most ${REMINDER_HOURS_MAX} (30 days)`)
    .nullable()
    .optional(),
  translations: translationsInput(),
});
// The end's day is checked against the start's by the server, once both are days of APP_TIMEZONE.
export type EventInput = z.infer<typeof eventInputSchema>;

// ---------- Exhibits (admin) ----------

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (value: unknown) => typeof value === 'string' && TIME_OF_DAY.test(value);

export const timeOfDaySchema = (message: string) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).regex(TIME_OF_DAY, 'Use the HH:MM format');

export const exhibitInputSchema = z
  .object({
    eventId: z.string({ error: 'Event ID is required' }).trim().min(1, 'Event ID is required').pipe(uuidSchema),
    name: trimmed('Exhibit name is required', 200),
    description: description().nullable().optional(),
    date: isoDate('Date is required'),
    startTime: timeOfDaySchema('Start time is required'),
    endTime: timeOfDaySchema('End time is required'),
    maxCapacity: z
      .number()
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(1_000_000, 'Must be at most 1,000,000')
      .nullable()
      .optional(),
    isActive: z.boolean().optional().default(true),
    translations: translationsInput(),
  })
  .refine((exhibit) => !isTime(exhibit.startTime) || !isTime(exhibit.endTime) || exhibit.endTime > exhibit.startTime, {
    message: 'End time must be after start time',
    path: ['endTime'],
  });
export type ExhibitInput = z.infer<typeof exhibitInputSchema>;

// ---------- Admin sign-in ----------

export const loginInputSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(200)
    .refine(noControl, NO_CONTROL_MESSAGE),
  // An account's password from before the control-character rule may hold a tab: it still signs in.
  password: allowLineBreaks(z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000)),
});

/** POST /api/admin/me/password: the length and username rules are common/password-rule.ts's, on the server. */
export const changePasswordInputSchema = z.object({
  currentPassword: allowLineBreaks(
    z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(1000, 'Must be at most 1000 characters'),
  ),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(1, 'New password is required')
    .max(1000, 'Must be at most 1000 characters'),
});

// ---------- Staff accounts (owner only) ----------

const staffRole = z.enum(STAFF_ROLES, { error: `Role must be one of: ${STAFF_ROLES.join(', ')}` });

/**
 * POST /api/admin/users: `{ username, role, password }` for a local account, or `{ email, role }` for
 * an identity-provider account given its role before its first sign-in. The password rule is
 * common/password-rule.ts's, on the server.
 */
export const createStaffInputSchema = z
  .object({
    username: trimmed('Username is required', 200).optional(),
    email: emailField({ required: false }).optional(),
    role: staffRole,
    password: z.string().max(1000, 'Must be at most 1000 characters').optional(),
  })
  .superRefine((input, context) => {
    if ((input.username === undefined) === (input.email === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['username'],
        message: 'Give a username (with a password) or an email',
      });
    } else if (input.username !== undefined && input.password === undefined) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'Password is required' });
    } else if (input.email !== undefined && input.password !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'An account that signs in through the identity provider has no password',
      });
    }
  });
export type CreateStaffInput = z.infer<typeof createStaffInputSchema>;

/** PATCH /api/admin/users/{id}: any of the three. */
export const updateStaffInputSchema = z
  .object({
    role: staffRole.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    password: z.string().max(1000, 'Must be at most 1000 characters').optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Nothing to change: give a role, disabled or a password',
  });
export type UpdateStaffInput = z.infer<typeof updateStaffInputSchema>;

import type { AdmissionReason } from './admission-reasons.ts';

export { type AdmissionReason, admissionReasons } from './admission-reasons.ts';

export interface ErrorBody {
  message: string;
  reason?: AdmissionReason;
  checkedInAt?: string;
  issues?: { path: string; message: string }[];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const supportEmailInputSchema = z.object({
  email: emailField(),
});

// ---------- Door (admin scan) ----------

export const validateQrInputSchema = z.object({
  qrCode: qrField(),
});

export const lookupUserInputSchema = z.object({
  emailOrPhone: z
    .string({ error: 'Please enter email or phone number' })
    .trim()
    .min(1, { message: 'Please enter email or phone number', abort: true })
    .max(254, 'Too long for an email or phone number')
    .refine(noControl, NO_CONTROL_MESSAGE),
  /** One of the `matches` an earlier lookup answered: its admission view, when it still matches. */
  registrationId: z.string({ error: 'Registration must be an id' }).pipe(uuidSchema).optional(),
});

export const admitInputSchema = z.object({
  registrationId: idField('Registration'),
  exhibitId: idField('Exhibit'),
  /** Idempotency key: the same key on a retry gets the first answer. */
  requestId: z.string().trim().min(1).max(100).refine(noControl, NO_CONTROL_MESSAGE).optional(),
});

export const admitPassInputSchema = z.object({
  qrCode: qrField(),
  exhibitId: idField('Exhibit'),
  /** Idempotency key: the same key on a retry gets the first answer. */
  requestId: z.string().trim().min(1).max(100).optional(),
});

export const resendQrInputSchema = z.object({
  registrationId: idField('Registration'),
});

export const resendUndeliveredInputSchema = z.object({
  registrationIds: z
    .array(z.string().pipe(uuidSchema), { error: 'registrationIds must be a list of registration ids' })
    .min(1, 'Choose at least one registration')
    .max(500, 'At most 500 at a time'),
});

/** Registrations to take off the undelivered list without sending their passes. */
export const dismissUndeliveredInputSchema = resendUndeliveredInputSchema;

// ---------- Kiosk devices (admin) ----------

export const kioskDeviceInputSchema = z.object({
  name: trimmed('Device name is required', 100),
});
export type KioskDeviceInput = z.infer<typeof kioskDeviceInputSchema>;

// ---------- The door offline (issue 16, decision 027) ----------

/** The most admissions one `POST /api/admin/door/sync` takes; a device sends more in several batches. */
export const DOOR_SYNC_MAX = 500;
/** A door device's id: a random id each door phone keeps (as in the X-Door-Device header). */
export const doorDeviceIdSchema = z
  .string({ error: 'deviceId is required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'deviceId must be 8 to 64 letters, digits, - or _');

/** Admissions a door device made offline, in the order it made them. */
export const doorSyncInputSchema = z.object({
  deviceId: doorDeviceIdSchema,
  admits: z
    .array(
      z.object({
        /** The admission's idempotency key, made by the device: sent again, it is not applied twice. */
        requestId: z
          .string({ error: 'requestId is required' })
          .trim()
          .min(1, 'requestId is required')
          .max(100)
          .refine(noControl, NO_CONTROL_MESSAGE),
        registrationId: idField('Registration'),
        exhibitId: idField('Exhibit'),
        /** When the device admitted, by its clock (ISO 8601 with a zone). */
        admittedAt: z.iso.datetime({ offset: true, error: 'admittedAt must be an ISO 8601 time with a zone' }),
      }),
      { error: 'admits must be a list of admissions' },
    )
    .max(DOOR_SYNC_MAX, `At most ${DOOR_SYNC_MAX} admissions per sync: send the rest in another batch.`),
});
export type DoorSyncInput = z.infer<typeof doorSyncInputSchema>;
