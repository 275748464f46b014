/** Date and time display, always en-US (SPEC section 9). */

const longDate = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } as const;
const longDateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const mediumDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Monday, June 2, 2025', in the given IANA time zone (default: the browser's). */
export function formatLongDate(value: string | Date, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', { ...longDate, timeZone }) : '';
}

/** 'Monday, June 2, 2025 at 9:00 AM' */
export function formatLongDateTime(value: string | Date): string {
  const date = toDate(value);
  return date ? longDateTime.format(date) : '';
}

/** 'June 2, 2025', or the fallback when the value is missing or not a date. */
export function formatMediumDate(value: string | Date | null | undefined, fallback = 'Unknown'): string {
  const date = value ? toDate(value) : null;
  return date ? mediumDate.format(date) : fallback;
}

/** A wall-clock time such as '9:05 AM'. */
export function formatClock(date: Date): string {
  return clock.format(date);
}

/** 'HH:MM' (24-hour) to '9:00 AM' (12-hour en-US, hour 0 shows as 12); other text is returned unchanged. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  const period = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${period}`;
}
