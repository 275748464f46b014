/**
 * Date and time display in the reader's locale (issue 31): en-US in English, as SPEC section 9 fixes;
 * each other locale its own way (24-hour clocks where they are the custom). The locale is set by the
 * i18n start (web/src/lib/i18n.ts) and, on the server, before rendering a page.
 */
let locale = 'en-US';

/** The `Intl` locale the functions below format with ('en-US', 'de', 'ar'…). */
export function setFormatLocale(intlLocale: string) {
  locale = intlLocale;
}
export const formatLocale = () => locale;

// Formatters are made on first use, not at load: a page that never shows a time does not carry them
// (a module-level `new Intl.DateTimeFormat` is a side effect the bundler must keep).
const longDate = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
const mediumDate = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const clock12 = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
const clockLocal = { hour: 'numeric', minute: '2-digit' } as const;
/** en-US keeps the SPEC's '9:00 AM'; other locales their own clock. */
const clockOptions = () => (locale === 'en-US' ? clock12 : clockLocal);

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Monday, June 2, 2025', in the given IANA time zone (default: the browser's). */
export function formatLongDate(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString(locale, { ...longDate, timeZone }) : '';
}

/**
 * An event's days (events run from the start of their first day to the end of their last, so no
 * time): 'Monday, June 2, 2025' for a one-day event, else 'Monday, June 2, 2025 – Wednesday, June 4, 2025'.
 */
export function formatEventDays(start: string | Date, end: string | Date, timeZone?: string): string {
  const first = formatLongDate(start, timeZone);
  const last = formatLongDate(end, timeZone);
  return first === last || !last ? first : `${first} – ${last}`;
}

/** Whether an event's first and last day are the same day (where it is shown). */
export function isOneDay(start: string | Date, end: string | Date, timeZone?: string): boolean {
  return formatLongDate(start, timeZone) === formatLongDate(end, timeZone);
}

/** 'Monday, June 2, 2025 at 9:00 AM' */
export function formatLongDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale, { ...longDate, ...clockOptions() }) : '';
}

/** 'June 2, 2025', or the fallback when the value is missing or not a date. */
export function formatMediumDate(value: string | Date | null | undefined, fallback = 'Unknown'): string {
  const date = value ? toDate(value) : null;
  return date ? date.toLocaleDateString(locale, mediumDate) : fallback;
}

/** 'Jun 2, 9:05 AM': a day and a time, short (a table's cell). */
export function formatShortDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toLocaleString(locale, { month: 'short', day: 'numeric', ...clockOptions() }) : '';
}

/** A wall-clock time such as '9:05 AM'. */
export function formatClock(date: Date): string {
  return date.toLocaleTimeString(locale, clockOptions());
}

/** 'HH:MM' (24-hour) to '9:00 AM' (12-hour en-US, hour 0 shows as 12); other text is returned unchanged. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  if (locale !== 'en-US') {
    const at = new Date(Date.UTC(2000, 0, 1, hours, Number(match[2])));
    return at.toLocaleTimeString(locale, { ...clockLocal, timeZone: 'UTC' });
  }
  const period = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${period}`;
}

/** An exhibit's places left: "12 of 40 places left" ("1 of 40 places left": one of the 40 places). */
export function placesLeftText(remaining: number, capacity: number): string {
  return `${remaining} of ${capacity} ${capacity === 1 ? 'place' : 'places'} left`;
}
