/**
 * Work on many items in slices, letting the event loop run between them. A sheet's batch of 10,000
 * rows turned into cells in one go held every other request of the process (the door's among them)
 * for 100 to 400 ms at a time; a slice of a thousand takes a few milliseconds.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

export const SLICE_ITEMS = 1000;

/** `items.map(map)`, a slice at a time, with a turn of the event loop between slices. */
export async function mapInSlices<T, U>(
  items: readonly T[],
  map: (item: T) => U,
  sliceItems = SLICE_ITEMS,
): Promise<U[]> {
  const mapped: U[] = [];
  for (let start = 0; start < items.length; start += sliceItems) {
    if (start > 0) await nextTurn();
    for (let index = start; index < Math.min(items.length, start + sliceItems); index++)
      mapped.push(map(items[index]!));
  }
  return mapped;
}
