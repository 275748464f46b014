/** The stock illustrations shipped in web/public/images; each event always gets the same one. */
export const EVENT_IMAGES = [
  '/images/event-1.svg',
  '/images/event-2.svg',
  '/images/event-3.svg',
  '/images/event-4.svg',
  '/images/event-5.svg',
] as const;

export function eventImageFor(eventId: string): string {
  let hash = 0;
  for (let index = 0; index < eventId.length; index++) {
    hash = (hash * 31 + eventId.charCodeAt(index)) >>> 0;
  }
  return EVENT_IMAGES[hash % EVENT_IMAGES.length]!;
}
