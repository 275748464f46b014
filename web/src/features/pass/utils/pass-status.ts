/** Where an event stands from the visitor's clock (SPEC section 4), with the pass page's words for it. */
export type PassEventStatus = 'ongoing' | 'upcoming' | 'past';

export function passEventStatus(
  event: { startDate: string; endDate: string },
  now: Date = new Date(),
): PassEventStatus {
  const time = now.getTime();
  if (time < new Date(event.startDate).getTime()) return 'upcoming';
  if (time > new Date(event.endDate).getTime()) return 'past';
  return 'ongoing';
}

export const passStatusLabel: Record<PassEventStatus, string> = {
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
  past: 'Past Event',
};

export const passStatusBanner: Record<PassEventStatus, string> = {
  ongoing: 'This is your pass for the currently ongoing event',
  upcoming: 'This is your pass for the nearest upcoming event',
  past: 'This is your pass for the most recent past event',
};
