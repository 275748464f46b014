/** The exhibits a door can admit to on "Admit on scan": open for check-in today, with their event's name. */
import type { AdminEvent, AdminExhibit } from '@common/schemas';

export interface DoorExhibit {
  id: string;
  name: string;
  /** Its event: the door follows that event's live stream (places left, admissions elsewhere). */
  eventId: string;
  eventName: string;
  startTime: string;
  endTime: string;
  maxCapacity: number | null;
}

const localDay = (value: string | Date) => {
  const date = new Date(value);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
};

/** Active exhibits dated today (the device's day) of the events given, by start time then name. */
export function todaysExhibits(
  exhibits: readonly Pick<
    AdminExhibit,
    'id' | 'eventId' | 'name' | 'date' | 'startTime' | 'endTime' | 'maxCapacity' | 'isActive'
  >[],
  events: readonly Pick<AdminEvent, 'id' | 'name'>[],
  now: Date,
): DoorExhibit[] {
  const eventNames = new Map(events.map((event) => [event.id, event.name]));
  const today = localDay(now);
  return exhibits
    .filter((exhibit) => exhibit.isActive && eventNames.has(exhibit.eventId) && localDay(exhibit.date) === today)
    .map((exhibit) => ({
      id: exhibit.id,
      name: exhibit.name,
      eventId: exhibit.eventId,
      eventName: eventNames.get(exhibit.eventId)!,
      startTime: exhibit.startTime,
      endTime: exhibit.endTime,
      maxCapacity: exhibit.maxCapacity,
    }))
    .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.name.localeCompare(b.name));
}
