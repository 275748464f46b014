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

/** Each status's badge and banner: catalogue keys (public namespace). */
export const passStatusLabel: Record<PassEventStatus, string> = {
  ongoing: 'public:pass.status.ongoing',
  upcoming: 'public:pass.status.upcoming',
  past: 'public:pass.status.past',
};

export const passStatusBanner: Record<PassEventStatus, string> = {
  ongoing: 'public:pass.banner.ongoing',
  upcoming: 'public:pass.banner.upcoming',
  past: 'public:pass.banner.past',
};
