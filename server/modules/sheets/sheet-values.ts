/**
 * What an event's spreadsheet holds: three tabs, each rebuilt whole from the database on every sync.
 * Plain rules, no I/O. Cells are written RAW (never parsed), so a name such as `=HYPERLINK(…)` stays
 * text and needs no escaping here.
 */
import type { EventReport } from '../reports/event-report.ts';

export type Cell = string | number;

export interface SheetTab {
  title: string;
  values: Cell[][];
}

export const EVENT_TAB = 'Event';
export const EXHIBITS_TAB = 'Exhibits';
export const REGISTRATIONS_TAB = 'Registrations';
export const SHEET_TAB_TITLES = [EVENT_TAB, EXHIBITS_TAB, REGISTRATIONS_TAB] as const;

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
}

export interface SheetData {
  event: SheetEvent;
  /** In date, then start-time order: the order of the check-in columns too. */
  exhibits: SheetExhibit[];
  registrations: EventReport['registrations'];
}

export function buildSheetTabs(data: SheetData, timezone: string): SheetTab[] {
  const format = formatters(timezone);
  const { event, exhibits, registrations } = data;
  const checkedInCount = (exhibitId: string) =>
    registrations.filter((registration) => registration.checkins.has(exhibitId)).length;

  const eventTab: Cell[][] = [
    ['Event', event.name],
    ['Description', event.description],
    ['Starts', format.dateTime(event.startDate)],
    ['Ends', format.dateTime(event.endDate)],
    ['Exhibits', exhibits.length],
    ['Registrations', registrations.length],
    ['Checked in', registrations.filter((registration) => registration.checkins.size > 0).length],
    ['Time zone', timezone],
  ];

  const exhibitsTab: Cell[][] = [
    ['Name', 'Description', 'Date', 'Start', 'End', 'Capacity', 'Active', 'Checked in'],
    ...exhibits.map((exhibit) => [
      exhibit.name,
      exhibit.description ?? '',
      format.day(exhibit.date),
      exhibit.startTime,
      exhibit.endTime,
      exhibit.maxCapacity ?? '',
      exhibit.isActive ? 'Yes' : 'No',
      checkedInCount(exhibit.id),
    ]),
  ];

  const registrationsTab: Cell[][] = [
    [
      'Name',
      'Email',
      'Phone',
      'Company',
      'Registered',
      ...exhibits.map((exhibit) => `${exhibit.name} (${format.day(exhibit.date)} ${exhibit.startTime})`),
    ],
    ...registrations.map((registration) => [
      registration.name,
      registration.email,
      registration.phone,
      registration.company,
      format.dateTime(registration.createdAt),
      ...exhibits.map((exhibit) => {
        const time = registration.checkins.get(exhibit.id);
        return time ? format.dateTime(time) : '';
      }),
    ]),
  ];

  return [
    { title: EVENT_TAB, values: eventTab },
    { title: EXHIBITS_TAB, values: exhibitsTab },
    { title: REGISTRATIONS_TAB, values: registrationsTab },
  ];
}

/** `YYYY-MM-DD HH:MM` and `YYYY-MM-DD` in the venue's time zone: readable, and they sort as text. */
function formatters(timezone: string) {
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
    dateTime: (date: Date) => dateTime.format(date).replace(',', ''),
    day: (date: Date) => day.format(date),
  };
}

/** A sheet title inside an A1 range: always quoted, with quotes doubled. */
export const a1Sheet = (title: string) => `'${title.replaceAll("'", "''")}'`;
