/** An event's registrations with their check-ins as a CSV file (SPEC section 7). */
import { csvCell } from './csv.ts';
import type { ReportExhibit, ReportRegistration } from './event-report.ts';

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

  const headerOf = (exhibits: readonly ReportExhibit[]) => [
    'Name',
    'Email',
    'Phone',
    'Company',
    'Registered',
    ...exhibits.map((exhibit) => `${exhibit.name} (${day.format(exhibit.date)} ${exhibit.startTime})`),
  ];
  const rowOf = (exhibits: readonly ReportExhibit[], registration: ReportRegistration) => [
    registration.name,
    registration.email,
    registration.phone,
    registration.company,
    formatDateTime(registration.createdAt),
    ...exhibits.map((exhibit) => {
      const time = registration.checkins.get(exhibit.id);
      return time ? formatDateTime(time) : '';
    }),
  ];
  const fileNameOf = (eventName: string) =>
    `${eventName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-registrations.csv`;
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

  return {
    /**
     * The file's name and its body, written batch by batch as the registrations are read (a large
     * event's export), with a byte-order mark so spreadsheet programs read UTF-8.
     */
    streamed(eventName: string, exhibits: readonly ReportExhibit[], batches: AsyncIterable<ReportRegistration[]>) {
      async function* body() {
        yield `\uFEFF${line(headerOf(exhibits))}`;
        for await (const batch of batches)
          yield batch.map((registration) => line(rowOf(exhibits, registration))).join('');
      }
      return { fileName: fileNameOf(eventName), body: body() };
    },
  };
}
