/** Where an event stands against the clock (SPEC section 4). Plain rules, no I/O. */
export type EventStatus = 'ongoing' | 'upcoming' | 'past';

export interface EventPeriod {
  startDate: Date;
  endDate: Date;
}

export function eventStatus(event: EventPeriod, now: Date): EventStatus {
  if (now.getTime() < event.startDate.getTime()) return 'upcoming';
  if (now.getTime() > event.endDate.getTime()) return 'past';
  return 'ongoing';
}

/** An event has ended when its end date is before now; ended events are read-only. */
export const hasEnded = (event: Pick<EventPeriod, 'endDate'>, now: Date) => event.endDate.getTime() < now.getTime();
