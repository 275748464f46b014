import type { TFunction } from '@common/i18n/translator';

/** An exhibit's places left at the door: "12 of 40 places left" ("1 of 40 places left": one of the 40 places). */
export function placesLeftText(t: TFunction, remaining: number, capacity: number): string {
  return t('door:placesLeft', { remaining, capacity });
}
