/** What the delete-event confirmation says of an event that has ended (issue 20): what goes with it. */
import type { TFunction } from '@common/i18n/translator';
import type { EventStats } from '@common/schemas';

/**
 * "This event has ended. Deleting it also deletes its 123 registrations and 45 check-ins. This
 * cannot be undone." Check-ins are counted per exhibit (one person at two exhibits is two); without
 * the numbers (they could not be read), the sentence says the same without them.
 */
export function endedEventDeleteText(
  t: TFunction,
  stats: Pick<EventStats, 'registered' | 'exhibits'> | undefined,
): string {
  if (!stats) return t('admin:delete.endedUncounted');
  const checkins = stats.exhibits.reduce((total, exhibit) => total + exhibit.checkedIn, 0);
  return t('admin:delete.ended', { registrations: stats.registered, checkins });
}
