/** An event's registrations with their check-ins as a CSV file (SPEC section 7). */
import { csvCell } from '../../platform/csv.ts';
import type { ReportExhibit } from './event-report.ts';

export function registrationsCsvFormat(timezone: string) {
  const day = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: timezone,
  });

  const headerOf = (exhibits: readonly ReportExhibit[]) => [
    'Name',
    'Email',
    'Phone',
    'Company',
    'Registered',
    'Status',
    ...exhibits.map((exhibit) => `${exhibit.name} (${day.format(exhibit.date)} ${exhibit.startTime})`),
  ];
  const fileNameOf = (eventName: string) =>
    `${eventName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-registrations.csv`;
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

  return {
    /**
     * The file's name and its body: a byte-order mark (spreadsheet programs then read UTF-8), the
     * header, then the registrations' lines as the database writes them, batch by batch
     * (event-report.ts `registrationCsvLines`, its columns in `exhibits`' order).
     */
    streamed(eventName: string, exhibits: readonly ReportExhibit[], lineBatches: AsyncIterable<string>) {
      async function* body() {
        yield `\uFEFF${line(headerOf(exhibits))}`;
        yield* lineBatches;
      }
      return { fileName: fileNameOf(eventName), body: body() };
    },
  };
}
