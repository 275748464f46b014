/**
 * An event's places (issue 30 item 1): `capacity` null is no limit (the SPEC's); otherwise the first
 * `capacity` registrations get a place and the rest join the waiting list. Plain rules, no I/O: the
 * server decides under the event's lock, the landing card and the registration page word what is left.
 */

/** Places an event may have at most: far beyond any venue, and a bound for the form's number. */
export const CAPACITY_MAX = 1_000_000;

/**
 * Places a newcomer can have, or null for an event without a limit. None while anyone waits: a place
 * freed or added goes to the waiting list first (first come, first served), never to a newcomer.
 * `registered` counts every place held: those registered and those offered a place not yet claimed.
 */
export function placesLeft(capacity: number | null, registered: number, waiting: number): number | null {
  if (capacity === null) return null;
  return waiting > 0 ? 0 : Math.max(0, capacity - registered);
}

/** Whether the next registration gets a place (else it joins the waiting list). */
export function hasPlace(capacity: number | null, registered: number, waiting: number): boolean {
  const left = placesLeft(capacity, registered, waiting);
  return left === null || left > 0;
}

/**
 * What the public pages say of the places left: nothing while plenty are (20 or more, and at least
 * 10% of the places), the number left when fewer ("N places left", `public:places.left`), 'full'
 * when none ("Full: join the waiting list", `public:places.full`).
 */
export function placesLeftNotice(capacity: number | null, left: number | null): number | 'full' | null {
  if (capacity === null || left === null) return null;
  if (left <= 0) return 'full';
  if (left >= 20 && left * 10 >= capacity) return null;
  return left;
}

/**
 * Why the event's places cannot be set this low, or null when they can (null: no limit). A place
 * offered from the waiting list and not yet claimed is held as a registered one is.
 */
export function capacityProblem(capacity: number | null | undefined, registered: number, offered = 0): string | null {
  const held = registered + offered;
  if (capacity === null || capacity === undefined || capacity >= held) return null;
  const people = held === 1 ? '1 person is' : `${held.toLocaleString('en-US')} people are`;
  const how = offered > 0 ? 'already registered or offered a place' : 'already registered';
  return `${people} ${how}: the places cannot be fewer than ${held.toLocaleString('en-US')}.`;
}

/**
 * How many people waiting get a freed place now: the places neither registered nor offered (every
 * waiting person when the event has no limit any more), at most those waiting.
 */
export function placesToOffer(capacity: number | null, registered: number, offered: number, waiting: number): number {
  if (capacity === null) return waiting;
  return Math.max(0, Math.min(waiting, capacity - registered - offered));
}
