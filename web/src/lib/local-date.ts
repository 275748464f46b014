/**
 * Dates as the browser's date inputs speak them ('YYYY-MM-DD', local time). The API takes these days
 * as they are and keeps them as instants in the app's time zone (SPEC section 5; decision 016).
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

/** Whether the text is a real calendar day 'YYYY-MM-DD' (not '2026-02-30'). */
export function isCalendarDay(day: string): boolean {
  const match = DAY_PATTERN.exec(day.trim());
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const noon = new Date(year, month - 1, date, 12);
  return noon.getFullYear() === year && noon.getMonth() === month - 1 && noon.getDate() === date;
}

/** 'YYYY-MM-DD' texts compare in calendar order; the later of two (either may be ''). */
export function laterDay(a: string, b: string): string {
  return a > b ? a : b;
}
