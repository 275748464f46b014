/** An event's registrations with their check-ins as a CSV file (SPEC section 7). */
import { toCsv } from './csv.ts';
import type { EventReport } from './event-report.ts';

export function registrationsCsvFormat(timezone: string) {
  const dateTime = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: timezone,
  });
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: timezone,
  });
  const formatDateTime = (date: Date) => dateTime.format(date).replace(',', '');

  /** The file's name and its body (with a byte-order mark, so spreadsheet programs read UTF-8). */
  return (eventName: string, report: EventReport) => {
    const header = [
      'Name',
      'Email',
      'Phone',
      'Company',
      'Registered',
      ...report.exhibits.map((exhibit) => `${exhibit.name} (${day.format(exhibit.date)} ${exhibit.startTime})`),
    ];
    const rows = report.registrations.map((registration) => [
      registration.name,
      registration.email,
      registration.phone,
      registration.company,
      formatDateTime(registration.createdAt),
      ...report.exhibits.map((exhibit) => {
        const time = registration.checkins.get(exhibit.id);
        return time ? formatDateTime(time) : '';
      }),
    ]);
    const fileName = `${eventName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-registrations.csv`;
    return { fileName, body: `\uFEFF${toCsv([header, ...rows])}` };
  };
}
