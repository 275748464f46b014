/**
 * What an event's spreadsheet holds: three tabs, `Event` and `Exhibits` rebuilt whole on every sync
 * (a handful of rows), `Registrations` written a batch of rows at a time (decision 028). Plain rules,
 * no I/O. Cells are written RAW (never parsed), so a name such as `=HYPERLINK(…)` stays text and needs
 * no escaping here.
 */
import type { RegistrationStatus } from '../../../common/registration-status.ts';
import { type Translate, translatorFor } from '../../platform/i18n.ts';

/**
 * The words of the sheet's labels and headers: the organisation's first event language (issue 31),
 * English by default. The tabs' titles stay English: the sync finds its tabs by them.
 */
export const sheetWords = (language: Parameters<typeof translatorFor>[0] = 'en'): Translate => translatorFor(language);
const ENGLISH = sheetWords();

export type Cell = string | number;

export const EVENT_TAB = 'Event';
export const EXHIBITS_TAB = 'Exhibits';
export const REGISTRATIONS_TAB = 'Registrations';
export const SHEET_TAB_TITLES = [EVENT_TAB, EXHIBITS_TAB, REGISTRATIONS_TAB] as const;

/** Name, Email, Phone, Company, Registered, Status: the Registrations tab's columns before one per exhibit. */
export const REGISTRATION_FIXED_COLUMNS = 6;
export const EVENT_TAB_COLUMNS = 2;
export const EXHIBITS_TAB_COLUMNS = 8;

export interface SheetEvent {
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
}

export interface SheetExhibit {
  id: string;
  name: string;
  description: string | null;
  date: Date;
  startTime: string;
  endTime: string;
  maxCapacity: number | null;
  isActive: boolean;
  /** Registrations checked in to it (the kept counts). */
  checkedIn: number;
}

export interface SheetRegistration {
  name: string;
  email: string;
  phone: string;
  company: string;
  createdAt: Date;
  /** registered, waiting, offered or cancelled (issue 30 item 5): every registration has its row. */
  status: RegistrationStatus;
  /** exhibit id → check-in time */
  checkins: Map<string, Date>;
}

export interface EventTotals {
  /** With a place. */
  registered: number;
  /** On the waiting list, offered a place, cancelled (issue 30): their rows are in the Registrations tab too. */
  waiting: number;
  offered: number;
  cancelled: number;
  /** People with at least one check-in. */
  checkedIn: number;
}

export type Formatters = ReturnType<typeof formatters>;

/** The Event tab: the event, its totals, the time zone of every time in the sheet, and a note when there is one. */
export function eventTabValues(
  event: SheetEvent,
  exhibitCount: number,
  totals: EventTotals,
  timezone: string,
  note: string | null = null,
  t: Translate = ENGLISH,
): Cell[][] {
  const format = formatters(timezone);
  return [
    [t('registrations:sheet.event'), event.name],
    [t('registrations:sheet.description'), event.description],
    [t('registrations:sheet.starts'), format.dateTime(event.startDate)],
    [t('registrations:sheet.ends'), format.dateTime(event.endDate)],
    [t('registrations:sheet.exhibits'), exhibitCount],
    [t('registrations:sheet.registrations'), totals.registered],
    [t('registrations:sheet.waiting'), totals.waiting],
    [t('registrations:sheet.offered'), totals.offered],
    [t('registrations:sheet.cancelled'), totals.cancelled],
    [t('registrations:sheet.checkedIn'), totals.checkedIn],
    [t('registrations:sheet.timeZone'), timezone],
    ...(note ? [[t('registrations:sheet.note'), note]] : []),
  ];
}

export function exhibitsTabValues(exhibits: SheetExhibit[], timezone: string, t: Translate = ENGLISH): Cell[][] {
  const format = formatters(timezone);
  return [
    [
      t('registrations:sheet.name'),
      t('registrations:sheet.description'),
      t('registrations:sheet.date'),
      t('registrations:sheet.start'),
      t('registrations:sheet.end'),
      t('registrations:sheet.capacity'),
      t('registrations:sheet.active'),
      t('registrations:sheet.checkedIn'),
    ],
    ...exhibits.map((exhibit) => [
      exhibit.name,
      exhibit.description ?? '',
      format.day(exhibit.date),
      exhibit.startTime,
      exhibit.endTime,
      exhibit.maxCapacity ?? '',
      exhibit.isActive ? t('registrations:sheet.yes') : t('registrations:sheet.no'),
      exhibit.checkedIn,
    ]),
  ];
}

/** The Registrations tab's first row: one check-in column per exhibit, in the order given. */
export function registrationsHeader(
  exhibits: Pick<SheetExhibit, 'name' | 'date' | 'startTime'>[],
  timezone: string,
  t: Translate = ENGLISH,
) {
  const format = formatters(timezone);
  return [
    t('registrations:sheet.name'),
    t('registrations:sheet.email'),
    t('registrations:sheet.phone'),
    t('registrations:sheet.company'),
    t('registrations:sheet.registered'),
    t('registrations:sheet.status'),
    ...exhibits.map((exhibit) => `${exhibit.name} (${format.day(exhibit.date)} ${exhibit.startTime})`),
  ];
}

const STATUS_WORDS: Record<RegistrationStatus, string> = {
  registered: 'registrations:sheet.status.registered',
  waiting: 'registrations:sheet.status.waiting',
  offered: 'registrations:sheet.status.offered',
  cancelled: 'registrations:sheet.status.cancelled',
};

/** One registration's row: its check-in time at each exhibit of `exhibitIds` (the columns' order), or blank. */
export function registrationRow(
  registration: SheetRegistration,
  exhibitIds: string[],
  format: Formatters,
  t: Translate = ENGLISH,
): Cell[] {
  return [
    registration.name,
    registration.email,
    registration.phone,
    registration.company,
    format.dateTime(registration.createdAt),
    t(STATUS_WORDS[registration.status]),
    ...exhibitIds.map((exhibitId) => {
      const time = registration.checkins.get(exhibitId);
      return time ? format.dateTime(time) : '';
    }),
  ];
}

/** Minutes' texts a set of formatters keeps. */
const MINUTES_KEPT = 10_000;

/** `YYYY-MM-DD HH:MM` and `YYYY-MM-DD` in the venue's time zone: readable, and they sort as text. */
export function formatters(timezone: string) {
  const minutes = new Map<number, string>();
  const dateTime = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  });
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: timezone,
  });
  return {
    dateTime: (date: Date) => {
      // Formatting is the sync's costliest step per cell, and the text is the same for every instant
      // of a minute (time zones' offsets are whole minutes); registrations and check-ins come in bursts.
      const minute = Math.floor(date.getTime() / 60_000);
      let text = minutes.get(minute);
      if (text === undefined) {
        if (minutes.size >= MINUTES_KEPT) minutes.clear();
        text = dateTime.format(date).replace(',', '');
        minutes.set(minute, text);
      }
      return text;
    },
    day: (date: Date) => day.format(date),
  };
}

/** A sheet title inside an A1 range: always quoted, with quotes doubled. */
export const a1Sheet = (title: string) => `'${title.replaceAll("'", "''")}'`;
