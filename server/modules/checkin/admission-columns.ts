/**
 * The exhibit's columns the admission rules read (AdmissionFacts' exhibit, admission-rules.ts): the
 * check-in, the door's view of a pass and the door's offline copy all select these.
 */
import { exhibits } from '../../platform/db/schema.ts';

export const exhibitRuleColumns = {
  id: exhibits.id,
  eventId: exhibits.eventId,
  name: exhibits.name,
  date: exhibits.date,
  startTime: exhibits.startTime,
  endTime: exhibits.endTime,
  isActive: exhibits.isActive,
  maxCapacity: exhibits.maxCapacity,
  capacityMode: exhibits.capacityMode,
  reentry: exhibits.reentry,
};
