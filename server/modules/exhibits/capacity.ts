/** An exhibit's capacity may not drop below the people it has already admitted. Plain rule, no I/O. */

/** Why the new capacity cannot be saved, or null when it can (null capacity: unlimited). */
export function capacityProblem(
  capacity: number | null | undefined,
  admitted: number,
  exhibitName: string,
): string | null {
  if (capacity === null || capacity === undefined || capacity >= admitted) return null;
  const people = admitted === 1 ? '1 person is' : `${admitted} people are`;
  return `${people} already admitted to ${exhibitName}: the capacity cannot be lower than ${admitted}.`;
}
