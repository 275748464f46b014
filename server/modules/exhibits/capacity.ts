/** An exhibit's capacity may not drop below the people it has already admitted. Plain rule, no I/O. */
import { englishText } from '../../platform/http/errors.ts';

/** Why the new capacity cannot be saved (its error code and values), or null when it can (null capacity: unlimited). */
export function capacityRefusal(capacity: number | null | undefined, admitted: number, exhibitName: string) {
  if (capacity === null || capacity === undefined || capacity >= admitted) return null;
  return { code: 'exhibit_capacity_below_admitted' as const, values: { count: admitted, exhibitName } };
}

/** Why the new capacity cannot be saved, in English, or null when it can. */
export function capacityProblem(
  capacity: number | null | undefined,
  admitted: number,
  exhibitName: string,
): string | null {
  const refusal = capacityRefusal(capacity, admitted, exhibitName);
  return refusal && englishText(refusal.code, refusal.values);
}
