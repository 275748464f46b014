/**
 * The API contract: request schemas shared by the server (validation) and the web app (forms).
 * The answers are in responses.ts (their types are re-exported here). Field names are the SPEC's
 * (camelCase).
 */
import { z } from 'zod';
import { COMPANY_FIELDS, type CompanyField } from './company-field.ts';
import { allowLineBreaks } from './control-characters.ts';
import { CAPACITY_MAX } from './event-capacity.ts';
import { LOCALES } from './i18n/locales.ts';
import { CAPACITY_MODES, DIRECTIONS } from './occupancy.ts';
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
const NO_CONTROL_MESSAGE = 'errors:line_breaks';

/** "Must be at most N characters", for each length a field has. */
const AT_MOST = {
  40: 'errors:text_max_40',
  100: 'errors:text_max_100',
  120: 'errors:text_max_120',
  200: 'errors:text_max_200',
} as const;

const trimmed = (message: string, max: keyof typeof AT_MOST = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(max, AT_MOST[max])
    .refine(noControl, NO_CONTROL_MESSAGE);

/** A description: several lines allowed, other control characters not. */
const description = () =>
  allowLineBreaks(
    z
      .string()
      .trim()
      .max(5000, 'errors:description_too_long')
      .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), 'errors:control_characters'),
  );

export const uuidSchema = z.uuid({ error: 'errors:id_invalid' });

/** A required id field: `Exhibit is required` when missing, `Must be a valid id` when not one. */
const idField = (required: 'errors:exhibit_required' | 'errors:registration_required') =>
  z.string({ error: required }).pipe(uuidSchema);

/**
 * An e-mail address, trimmed, at most 254 characters: the one field of the registration form, the
 * pass lookup and resend, the support address and a staff account. `required: false`: an empty one
 * is not a valid address, rather than missing.
 */
export const emailField = ({ required = true } = {}) => {
  const text = required ? z.string({ error: 'errors:email_required' }).trim() : z.string().trim();
  return (required ? text.min(1, { message: 'errors:email_required', abort: true }) : text)
    .max(254, 'errors:email_too_long')
    .pipe(z.email({ error: 'errors:email_invalid' }));
};

/** A pass's text as a scanner read it: the door's check and admit on scan, the public check-in. */
export const qrField = () =>
  z
    .string({ error: 'errors:qr_data_required' })
    .trim()
    .min(1, { message: 'errors:qr_data_required', abort: true })
    .max(2000, 'errors:qr_data_too_long');

// ---------- Registrations (public) ----------

/** A phone number the form, or the server with PHONE_REGION, does not take. */
export const INVALID_PHONE_MESSAGE = 'errors:phone_invalid';

/** The registration form as the SPEC has it: Company required (an event's default, common/company-field.ts). */
export const registrationFormSchema = z.object({
  name: trimmed('errors:name_required', 120),
  email: emailField(),
  // A light check, here and in the form: the server then reads the number with PHONE_REGION, which
  // the form does not know, and refuses one that is no possible number with the same words on
  // `phone` (common/phone-number.ts).
  phone: trimmed('errors:phone_required', 40).refine((value) => /\d/.test(value), INVALID_PHONE_MESSAGE),
  company: trimmed('errors:company_required', 120),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

/** A company that may be left blank or out: trimmed, checked as the required one otherwise. */
const optionalCompany = () =>
  z
    .string({ error: 'errors:company_not_text' })
    .trim()
    .max(120, 'errors:text_max_120')
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
  eventId: z.string({ error: 'errors:event_not_selected' }).trim().min(1, 'errors:event_not_selected').pipe(uuidSchema),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const emailParamSchema = z.object({
  email: emailField(),
});

/** GET /api/pass/{token}: the link token of a pass e-mail (server/modules/passes/pass-link.ts). */
export const passLinkParamSchema = z.object({
  token: z.string().trim().min(1, 'errors:pass_link_incomplete').max(200, 'errors:pass_link_malformed'),
});

/** /api/my-registration/{token}: the personal link of a registration's e-mails (issue 30 item 2). */
export const registrationLinkParamSchema = z.object({
  token: z.string().trim().min(1, 'errors:registration_link_incomplete').max(200, 'errors:registration_link_malformed'),
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
  reason: z.string().trim().max(CANCEL_REASON_MAX, 'errors:cancel_reason_too_long').optional(),
  notify: z.boolean({ error: 'errors:notify_not_boolean' }).default(true),
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
  exhibitId: idField('errors:exhibit_required'),
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
    .refine(isIsoDate, { message: 'errors:date_invalid', abort: true });

/**
 * An event's or exhibit's name and description in the organisation's other languages (issue 31,
 * common/event-texts.ts): each optional, an empty one is no translation. Left out: none for a new
 * event or exhibit, unchanged for an existing one.
 */
const translationsInput = () =>
  z
    .partialRecord(
      z.enum(LOCALES, { error: 'errors:language_invalid' }),
      z.object({
        name: z.string().trim().max(200, 'errors:text_max_200').refine(noControl, NO_CONTROL_MESSAGE).optional(),
        description: description().optional(),
      }),
    )
    .optional();

/** A staff account's own language (issue 31). */
export const myLocaleInputSchema = z.object({
  locale: z.enum(LOCALES, { error: 'errors:language_invalid' }),
});

/** The organisation's event languages (issue 31): at least one, each once; the first is every event's own. */
export const eventLanguagesInputSchema = z.object({
  languages: z
    .array(z.enum(LOCALES, { error: 'errors:language_invalid' }), {
      error: 'errors:languages_required',
    })
    .min(1, 'errors:languages_required')
    .max(LOCALES.length)
    .refine((languages) => new Set(languages).size === languages.length, 'errors:languages_repeated'),
});

export const eventInputSchema = z.object({
  name: trimmed('errors:event_name_required', 200),
  description: description().optional().default(''),
  startDate: isoDate('errors:start_date_required'),
  endDate: isoDate('errors:end_date_required'),
  /**
   * Whether the registration form asks for Company (common/company-field.ts). Left out: `required`
   * for a new event, unchanged for an existing one.
   */
  companyField: z.enum(COMPANY_FIELDS, { error: 'errors:company_field_invalid' }).optional(),
  /**
   * Places (issue 30, common/event-capacity.ts): null is no limit. Left out: none for a new event,
   * unchanged for an existing one.
   */
  capacity: z
    .number({ error: 'errors:places_not_whole' })
    .int('errors:places_not_whole')
    .min(1, 'errors:places_min')
    .max(CAPACITY_MAX, 'errors:places_max')
    .nullable()
    .optional(),
  /**
   * Hours before the start its reminder e-mail goes (issue 30, common/reminders.ts): 0 sends none,
   * null follows the app's REMINDER_HOURS. Left out: null for a new event, unchanged for an existing one.
   */
  reminderHours: z
    .number({ error: 'errors:reminder_hours_not_whole' })
    .int('errors:reminder_hours_not_whole')
    .min(0, 'errors:reminder_hours_min')
    .max(REMINDER_HOURS_MAX, 'errors:reminder_hours_max')
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
  z.string({ error: message }).trim().min(1, { message, abort: true }).regex(TIME_OF_DAY, 'errors:time_format');

export const exhibitInputSchema = z
  .object({
    eventId: z.string({ error: 'errors:event_id_required' }).trim().min(1, 'errors:event_id_required').pipe(uuidSchema),
    name: trimmed('errors:exhibit_name_required', 200),
    description: description().nullable().optional(),
    date: isoDate('errors:date_required'),
    startTime: timeOfDaySchema('errors:start_time_required'),
    endTime: timeOfDaySchema('errors:end_time_required'),
    maxCapacity: z
      .number()
      .int('errors:number_not_whole')
      .min(1, 'errors:number_min_1')
      .max(1_000_000, 'errors:number_max_million')
      .nullable()
      .optional(),
    isActive: z.boolean().optional().default(true),
    /** Issue 32: what the capacity counts, re-entry, one room at a time; left out, kept (a new exhibit: total, no, no). */
    capacityMode: z.enum(CAPACITY_MODES, { error: 'errors:capacity_mode_invalid' }).optional(),
    reentry: z.boolean({ error: 'errors:flag_not_boolean' }).optional(),
    autoExit: z.boolean({ error: 'errors:flag_not_boolean' }).optional(),
    translations: translationsInput(),
  })
  .refine((exhibit) => !isTime(exhibit.startTime) || !isTime(exhibit.endTime) || exhibit.endTime > exhibit.startTime, {
    message: 'errors:end_time_before_start',
    path: ['endTime'],
  });
export type ExhibitInput = z.infer<typeof exhibitInputSchema>;

// ---------- Admin sign-in ----------

export const loginInputSchema = z.object({
  username: z
    .string({ error: 'errors:username_required' })
    .trim()
    .min(1, 'errors:username_required')
    .max(200)
    .refine(noControl, NO_CONTROL_MESSAGE),
  // An account's password from before the control-character rule may hold a tab: it still signs in.
  password: allowLineBreaks(
    z.string({ error: 'errors:password_required' }).min(1, 'errors:password_required').max(1000),
  ),
});

/** POST /api/admin/me/password: the length and username rules are common/password-rule.ts's, on the server. */
export const changePasswordInputSchema = z.object({
  currentPassword: allowLineBreaks(
    z
      .string({ error: 'errors:current_password_required' })
      .min(1, 'errors:current_password_required')
      .max(1000, 'errors:text_max_1000'),
  ),
  newPassword: z
    .string({ error: 'errors:new_password_required' })
    .min(1, 'errors:new_password_required')
    .max(1000, 'errors:text_max_1000'),
});

// ---------- Staff accounts (owner only) ----------

const staffRole = z.enum(STAFF_ROLES, { error: 'errors:role_invalid' });

/**
 * POST /api/admin/users: `{ username, role, password }` for a local account, or `{ email, role }` for
 * an identity-provider account given its role before its first sign-in. The password rule is
 * common/password-rule.ts's, on the server.
 */
export const createStaffInputSchema = z
  .object({
    username: trimmed('errors:username_required', 200).optional(),
    email: emailField({ required: false }).optional(),
    role: staffRole,
    password: z.string().max(1000, 'errors:text_max_1000').optional(),
  })
  .superRefine((input, context) => {
    if ((input.username === undefined) === (input.email === undefined)) {
      context.addIssue({
        code: 'custom',
        path: ['username'],
        message: 'errors:username_or_email',
      });
    } else if (input.username !== undefined && input.password === undefined) {
      context.addIssue({ code: 'custom', path: ['password'], message: 'errors:password_required' });
    } else if (input.email !== undefined && input.password !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'errors:identity_account_no_password',
      });
    }
  });
export type CreateStaffInput = z.infer<typeof createStaffInputSchema>;

/** PATCH /api/admin/users/{id}: any of the three. */
export const updateStaffInputSchema = z
  .object({
    role: staffRole.optional(),
    disabled: z.boolean({ error: 'errors:disabled_not_boolean' }).optional(),
    password: z.string().max(1000, 'errors:text_max_1000').optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'errors:nothing_to_change',
  });
export type UpdateStaffInput = z.infer<typeof updateStaffInputSchema>;

import type { AdmissionReason } from './admission-reasons.ts';

export { type AdmissionReason, admissionReasons } from './admission-reasons.ts';

/** Every error's body (common/responses.ts errorResponse): its code, English message and values. */
export interface ErrorBody {
  code: string;
  message: string;
  reason?: AdmissionReason;
  checkedInAt?: string;
  issues?: { path: string; code?: string; message: string }[];
  [field: string]: unknown;
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
    .string({ error: 'errors:email_or_phone_required' })
    .trim()
    .min(1, { message: 'errors:email_or_phone_required', abort: true })
    .max(254, 'errors:email_or_phone_too_long')
    .refine(noControl, NO_CONTROL_MESSAGE),
  /** One of the `matches` an earlier lookup answered: its admission view, when it still matches. */
  registrationId: z.string({ error: 'errors:registration_not_id' }).pipe(uuidSchema).optional(),
});

/** A door scan's way: `entry` (the default) or `exit` (issue 32). */
function directionField() {
  return z.enum(DIRECTIONS, { error: 'errors:direction_invalid' }).optional();
}

export const admitInputSchema = z.object({
  registrationId: idField('errors:registration_required'),
  exhibitId: idField('errors:exhibit_required'),
  /** Idempotency key: the same key on a retry gets the first answer. */
  requestId: z.string().trim().min(1).max(100).refine(noControl, NO_CONTROL_MESSAGE).optional(),
  /** In (the default) or out (issue 32). */
  direction: directionField(),
});

export const admitPassInputSchema = z.object({
  qrCode: qrField(),
  exhibitId: idField('errors:exhibit_required'),
  /** Idempotency key: the same key on a retry gets the first answer. */
  requestId: z.string().trim().min(1).max(100).optional(),
  /** In (the default) or out (issue 32). */
  direction: directionField(),
});

export const resendQrInputSchema = z.object({
  registrationId: idField('errors:registration_required'),
});

export const resendUndeliveredInputSchema = z.object({
  registrationIds: z
    .array(z.string().pipe(uuidSchema), { error: 'errors:registration_ids_not_list' })
    .min(1, 'errors:registration_ids_empty')
    .max(500, 'errors:registration_ids_too_many'),
});

/** Registrations to take off the undelivered list without sending their passes. */
export const dismissUndeliveredInputSchema = resendUndeliveredInputSchema;

// ---------- Kiosk devices (admin) ----------

export const kioskDeviceInputSchema = z.object({
  name: trimmed('errors:device_name_required', 100),
});
export type KioskDeviceInput = z.infer<typeof kioskDeviceInputSchema>;

// ---------- The door offline (issue 16, decision 027) ----------

/** The most admissions one `POST /api/admin/door/sync` takes; a device sends more in several batches. */
export const DOOR_SYNC_MAX = 500;
/** A door device's id: a random id each door phone keeps (as in the X-Door-Device header). */
export const doorDeviceIdSchema = z
  .string({ error: 'errors:device_id_required' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'errors:device_id_invalid');

/** Admissions a door device made offline, in the order it made them. */
export const doorSyncInputSchema = z.object({
  deviceId: doorDeviceIdSchema,
  admits: z
    .array(
      z.object({
        /** The admission's idempotency key, made by the device: sent again, it is not applied twice. */
        requestId: z
          .string({ error: 'errors:request_id_required' })
          .trim()
          .min(1, 'errors:request_id_required')
          .max(100)
          .refine(noControl, NO_CONTROL_MESSAGE),
        registrationId: idField('errors:registration_required'),
        exhibitId: idField('errors:exhibit_required'),
        /** When the device admitted, by its clock (ISO 8601 with a zone). */
        admittedAt: z.iso.datetime({ offset: true, error: 'errors:admitted_at_invalid' }),
      }),
      { error: 'errors:admits_not_list' },
    )
    .max(DOOR_SYNC_MAX, 'errors:door_sync_batch_too_large'),
});
export type DoorSyncInput = z.infer<typeof doorSyncInputSchema>;
