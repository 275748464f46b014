/**
 * Who is inside now (issue 32, decision 040): what an exhibit's capacity counts, how a visit ends, the
 * moment an exhibit closes (everyone still inside leaves then), and a visit's time inside. Plain
 * functions, shared by the server and the door.
 */
import { dayOf, zonedTime } from './event-days.ts';

/** `total`: admissions in total (the SPEC's rule, the default); `inside`: people inside at once. */
export const CAPACITY_MODES = ['total', 'inside'] as const;
export type CapacityMode = (typeof CAPACITY_MODES)[number];
export const DEFAULT_CAPACITY_MODE: CapacityMode = 'total';

/** Which way a door scan goes: in (the default) or out. */
export const DIRECTIONS = ['entry', 'exit'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/**
 * How a visit ended: `scan` (an exit scan at the door), `closing` (still inside at the exhibit's end
 * time), `moved` (entered another exhibit of the event while in one that leaves itself).
 */
export const EXIT_KINDS = ['scan', 'closing', 'moved'] as const;
export type ExitKind = (typeof EXIT_KINDS)[number];

/**
 * When an exhibit closes: the end of its end time's minute on its day in the zone ('17:00' closes at
 * 17:01:00, as check-in admits until 17:00:59). `date` is the exhibit's day (kept at noon in the zone).
 */
export function closingTime(exhibit: { date: Date; endTime: string }, timeZone: string): Date {
  const [hours, minutes] = exhibit.endTime.split(':').map(Number) as [number, number];
  return zonedTime(dayOf(exhibit.date, timeZone), hours, minutes + 1, timeZone);
}

/** Whole minutes between entering and leaving (never negative: a device's clock may be behind). */
export function minutesInside(enteredAt: Date, exitedAt: Date): number {
  return Math.max(0, Math.floor((exitedAt.getTime() - enteredAt.getTime()) / 60_000));
}

/**
 * Whether an exhibit tracks who is inside in what it tells the door: an entry of someone inside is
 * "Already inside since 14:05" rather than the SPEC's "Already checked in" when it counts people
 * inside or lets them come back.
 */
export const tracksInside = (exhibit: { capacityMode?: CapacityMode; reentry?: boolean }): boolean =>
  exhibit.capacityMode === 'inside' || exhibit.reentry === true;
