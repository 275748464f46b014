/**
 * The API contract: request schemas shared by the server (validation) and the web app (forms).
 * The answers are in responses.ts (their types are re-exported here). Field names are the SPEC's
 * (camelCase).
 */
import { z } from 'zod';

export type {
  ActiveEvent,
  ActiveExhibit,
  AdminEvent,
  AdminExhibit,
  AdminRegistration,
  AdminUser,
  AdmitResponse,
  CheckinResponse,
  EventStats,
  RegisterResponse,
  RegistrationLookup,
  ScanExhibit,
  ScanResult,
  ServiceAccountConfig,
  SheetsConnectionCheck,
  SheetsLinkStatus,
  SheetsSyncResult,
  UndeliveredPass,
} from './responses.ts';

const trimmed = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, `Must be at most ${max} characters`);

export const uuidSchema = z.uuid({ error: 'Must be a valid id' });

// ---------- Registrations (public) ----------

export const registrationFormSchema = z.object({
  name: trimmed('Name is required', 120),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
  phone: trimmed('Phone is required', 40).refine((value) => /\d/.test(value), 'Enter a valid phone number'),
  company: trimmed('Company is required', 120),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const registerInputSchema = registrationFormSchema.extend({
  eventId: z.string({ error: 'No event selected' }).trim().min(1, 'No event selected').pipe(uuidSchema),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const emailParamSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
});

export const resendInputSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
});

export const checkinInputSchema = z.object({
  qrData: z
    .string({ error: 'QR code data is required' })
    .trim()
    .min(1, 'QR code data is required')
    .max(2000, 'QR code data is too long'),
  exhibitId: z.string({ error: 'Exhibit is required' }).pipe(uuidSchema),
});
export type CheckinInput = z.infer<typeof checkinInputSchema>;

// ---------- Events (admin) ----------

const isDate = (value: unknown): value is Date => value instanceof Date;

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

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, { message, abort: true })
    .refine(isIsoDate, { message: 'Must be a valid date', abort: true })
    .transform((value) => new Date(value));

export const eventInputSchema = z
  .object({
    name: trimmed('Event name is required', 200),
    description: z.string().trim().max(5000, 'Description is too long').optional().default(''),
    startDate: isoDate('Start date is required'),
    endDate: isoDate('End date is required'),
  })
  .refine((event) => !isDate(event.startDate) || !isDate(event.endDate) || event.endDate >= event.startDate, {
    message: 'End date must be after or same as start date',
    path: ['endDate'],
  });
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
    description: z.string().trim().max(5000, 'Description is too long').nullable().optional(),
    date: isoDate('Date is required'),
    startTime: timeOfDaySchema('Start time is required'),
    endTime: timeOfDaySchema('End time is required'),
    maxCapacity: z
      .number()
      .int('Must be a whole number')
      .min(1, 'Must be at least 1')
      .max(1_000_000)
      .nullable()
      .optional(),
    isActive: z.boolean().optional().default(true),
  })
  .refine((exhibit) => !isTime(exhibit.startTime) || !isTime(exhibit.endTime) || exhibit.endTime > exhibit.startTime, {
    message: 'End time must be after start time',
    path: ['endTime'],
  });
export type ExhibitInput = z.infer<typeof exhibitInputSchema>;

// ---------- Admin sign-in ----------

export const loginInputSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(200),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
});

/** Every refusal of an admission (door) or a public check-in carries one of these. */
export const admissionReasons = [
  'invalid',
  'not_found',
  'wrong_event',
  'exhibit_inactive',
  'event_ended',
  'already_checked_in',
  'capacity_full',
] as const;
export type AdmissionReason = (typeof admissionReasons)[number];

export interface ErrorBody {
  message: string;
  reason?: AdmissionReason;
  checkedInAt?: string;
  issues?: { path: string; message: string }[];
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const supportEmailInputSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .max(254, 'Email is too long')
    .pipe(z.email({ error: 'Enter a valid email address' })),
});

// ---------- Door (admin scan) ----------

export const validateQrInputSchema = z.object({
  qrCode: z
    .string({ error: 'QR code data is required' })
    .trim()
    .min(1, { message: 'QR code data is required', abort: true })
    .max(2000, 'QR code data is too long'),
});

export const lookupUserInputSchema = z.object({
  emailOrPhone: z
    .string({ error: 'Please enter email or phone number' })
    .trim()
    .min(1, { message: 'Please enter email or phone number', abort: true })
    .max(254, 'Too long for an email or phone number'),
});

export const admitInputSchema = z.object({
  registrationId: z.string({ error: 'Registration is required' }).pipe(uuidSchema),
  exhibitId: z.string({ error: 'Exhibit is required' }).pipe(uuidSchema),
  /** Idempotency key: the same key on a retry gets the first answer. */
  requestId: z.string().trim().min(1).max(100).optional(),
});

export const resendQrInputSchema = z.object({
  registrationId: z.string({ error: 'Registration is required' }).pipe(uuidSchema),
});

export const resendUndeliveredInputSchema = z.object({
  registrationIds: z
    .array(z.string().pipe(uuidSchema), { error: 'registrationIds must be a list of registration ids' })
    .min(1, 'Choose at least one registration')
    .max(500, 'At most 500 at a time'),
});
