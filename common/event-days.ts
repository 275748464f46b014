/**
 * Calendar days in the app's time zone (`APP_TIMEZONE`), with Intl alone: which day an instant
 * falls on, the first and last instant of a day, noon of a day, and the wall-clock time of an
 * instant. Days are 'YYYY-MM-DD' texts (they compare in calendar order). Plain functions, no I/O.
 */

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})/;
/** A time of day written with a zone ('Z' or an offset such as +02:00) is an instant. */
const HAS_OFFSET = /T[^Z+-]*(Z|[+-]\d{2}(:?\d{2})?)$/;
const HOUR_MS = 60 * 60 * 1000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The wall clock at the start of recently asked minutes, per zone: zones change their offset by whole
 * minutes only, so the rest of a minute is its start plus the seconds. The door asks for the clock of
 * nearly the same instant on every request, and `formatToParts` is the costliest step of a scan.
 */
const minuteClocks = new Map<string, WallClock>();
const MINUTE_CLOCKS_MAX = 64;
const MINUTE_MS = 60_000;
/** Before 1900 some zones' offsets had seconds (local mean time): those instants skip the cache. */
const CACHE_FROM = Date.UTC(1900, 0, 1);

function wallClock(instant: number, timeZone: string): WallClock {
  if (instant < CACHE_FROM) return computeWallClock(instant, timeZone);
  const minute = Math.floor(instant / MINUTE_MS);
  const key = `${minute}|${timeZone}`;
  let clock = minuteClocks.get(key);
  if (!clock) {
    if (minuteClocks.size >= MINUTE_CLOCKS_MAX) minuteClocks.clear();
    clock = computeWallClock(minute * MINUTE_MS, timeZone);
    minuteClocks.set(key, clock);
  }
  return { ...clock, second: Math.floor((instant - minute * MINUTE_MS) / 1000) };
}

function computeWallClock(instant: number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === 'era') bc = part.value.startsWith('B');
    else if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  if (bc) clock.year = 1 - clock.year;
  return clock;
}

/** The UTC instant whose UTC fields are these (years below 100 are not taken as 19xx). */
function utcOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return date.getTime();
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dayText = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function parseDay(day: string): [number, number, number] {
  const match = DAY_TEXT.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return utcOf(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second) - wholeSecond;
}

/** The calendar day ('YYYY-MM-DD') of an instant in the zone. */
export function dayOf(instant: Date, timeZone: string): string {
  const clock = wallClock(instant.getTime(), timeZone);
  return dayText(clock.year, clock.month, clock.day);
}

/** The day and the minutes since midnight that the zone's clocks show at an instant. */
export function clockOf(instant: Date, timeZone: string): { day: string; minutes: number } {
  const clock = wallClock(instant.getTime(), timeZone);
  return { day: dayText(clock.year, clock.month, clock.day), minutes: clock.hour * 60 + clock.minute };
}

/**
 * The day a client meant by a date it sent: a day alone ('2026-12-01') or a time without a zone
 * ('2026-12-01T13:45') is the day written; an instant ('2026-12-01T13:45:00Z', '…+09:00') is its day
 * in the zone. The text is an ISO 8601 date already checked by the request schema.
 */
export function sentDay(text: string, timeZone: string): string {
  if (HAS_OFFSET.test(text)) return dayOf(new Date(text), timeZone);
  const [year, month, day] = parseDay(text);
  return dayText(year, month, day);
}

/** The day after ('2026-12-31' -> '2027-01-01'). */
export function nextDay(day: string): string {
  const [year, month, date] = parseDay(day);
  const next = new Date(utcOf(year, month, date + 1));
  return dayText(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/**
 * The instant the zone's clocks show this time of this day. A time that happens twice (clocks go
 * back) is its first occurrence; a time that never happens (clocks go forward over it) is the
 * moment the clocks jump, which is the first instant after it.
 */
export function zonedTime(day: string, hour: number, minute: number, timeZone: string, second = 0, ms = 0): Date {
  const [year, month, date] = parseDay(day);
  const wall = utcOf(year, month, date, hour, minute, second, ms);
  // The zone's offsets half a day either side: at most one change of offset lies between them.
  const before = offsetAt(wall - 12 * HOUR_MS, timeZone);
  const after = offsetAt(wall + 12 * HOUR_MS, timeZone);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const exact = candidates.find((instant) => instant + offsetAt(instant, timeZone) === wall);
  return new Date(exact ?? wall - before);
}

/** 00:00:00.000 of the day in the zone (its first instant). */
export const startOfDay = (day: string, timeZone: string): Date => zonedTime(day, 0, 0, timeZone);

/** 23:59:59.999 of the day in the zone (the last instant before the next day starts). */
export const endOfDay = (day: string, timeZone: string): Date =>
  new Date(startOfDay(nextDay(day), timeZone).getTime() - 1);

/** 12:00 of the day in the zone: where an exhibit's date is kept. */
export const noonOfDay = (day: string, timeZone: string): Date => zonedTime(day, 12, 0, timeZone);

/** An instant's place in its day in the zone: the day, the clock's minutes, the day's first and last instants. */
export interface DayClock {
  day: string;
  minutes: number;
  dayStart: number;
  dayEnd: number;
}

// The door asks this for every exhibit of a scan, at one instant: remember the last answer, and
// each zone's current day (its bounds cost a few Intl calls).
let lastClock: { instant: number; timeZone: string; clock: DayClock } | undefined;
const currentDays = new Map<string, { day: string; dayStart: number; dayEnd: number }>();

export function dayClock(instant: Date, timeZone: string): DayClock {
  const at = instant.getTime();
  if (lastClock?.instant === at && lastClock.timeZone === timeZone) return lastClock.clock;
  const { day, minutes } = clockOf(instant, timeZone);
  let bounds = currentDays.get(timeZone);
  if (bounds?.day !== day) {
    bounds = { day, dayStart: startOfDay(day, timeZone).getTime(), dayEnd: endOfDay(day, timeZone).getTime() };
    currentDays.set(timeZone, bounds);
  }
  const clock = { day, minutes, dayStart: bounds.dayStart, dayEnd: bounds.dayEnd };
  lastClock = { instant: at, timeZone, clock };
  return clock;
}
