/**
 * Dates as the browser's date inputs speak them ('YYYY-MM-DD', local time), and the instants the API
 * stores for them (SPEC section 5): an event starts at 00:00:00.000 and ends at 23:59:59.999 of its
 * local days; an exhibit's date is noon of its local day.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of an instant as 'YYYY-MM-DD' ('' for a missing or invalid value). */
export function toDayInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local time of day on the day 'YYYY-MM-DD', or null when the text is not a real calendar day. */
function atLocalTime(day: string, hours: number, minutes: number, seconds: number, ms: number): Date | null {
  const match = DAY_PATTERN.exec(day.trim());
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const result = new Date(year, month - 1, date, hours, minutes, seconds, ms);
  if (result.getFullYear() !== year || result.getMonth() !== month - 1 || result.getDate() !== date) return null;
  return result;
}

export const startOfLocalDay = (day: string) => atLocalTime(day, 0, 0, 0, 0);
export const endOfLocalDay = (day: string) => atLocalTime(day, 23, 59, 59, 999);
export const noonOfLocalDay = (day: string) => atLocalTime(day, 12, 0, 0, 0);

/** 'YYYY-MM-DD' texts compare in calendar order; the later of two (either may be ''). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
