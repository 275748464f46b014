/** What the delete-event confirmation says of an event that has ended (issue 20): what goes with it. */
import type { EventStats } from '@common/schemas';

const counted = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

/**
 * "This event has ended. Deleting it also deletes its 123 registrations and 45 check-ins. This
 * cannot be undone." Check-ins are counted per exhibit (one person at two exhibits is two); without
 * the numbers (they could not be read), the sentence says the same without them.
 */
export function endedEventDeleteText(stats: Pick<EventStats, 'registered' | 'exhibits'> | undefined): string {
  if (!stats) {
    return 'This event has ended. Deleting it also deletes its registrations and check-ins. This cannot be undone.';
  }
  const checkins = stats.exhibits.reduce((total, exhibit) => total + exhibit.checkedIn, 0);
  return (
    `This event has ended. Deleting it also deletes its ${counted(stats.registered, 'registration', 'registrations')} ` +
    `and ${counted(checkins, 'check-in', 'check-ins')}. This cannot be undone.`
  );
}
