/**
 * For unit tests only: the door's texts in a locale, as the page has them (the door and errors
 * catalogues, compiled as the build does), with dates and times formatted in that locale.
 */
import { compileCatalogue } from '@common/i18n/compile';
import type { ShippedLocale } from '@common/i18n/locales';
import { type Catalogue, createTranslator, intlLocale, type TFunction } from '@common/i18n/translator';
import arDoor from '@common/locales/ar/door.json';
import arErrors from '@common/locales/ar/errors.json';
import deDoor from '@common/locales/de/door.json';
import deErrors from '@common/locales/de/errors.json';
import enDoor from '@common/locales/en/door.json';
import enErrors from '@common/locales/en/errors.json';
import esDoor from '@common/locales/es/door.json';
import esErrors from '@common/locales/es/errors.json';
import frDoor from '@common/locales/fr/door.json';
import frErrors from '@common/locales/fr/errors.json';
import { setFormatLocale } from '@/lib/format';

const CATALOGUES: Record<string, { door: Catalogue; errors: Catalogue }> = {
  en: { door: enDoor, errors: enErrors },
  de: { door: deDoor, errors: deErrors },
  fr: { door: frDoor, errors: frErrors },
  es: { door: esDoor, errors: esErrors },
  ar: { door: arDoor, errors: arErrors },
};

const prefixed = (ns: string, catalogue: Catalogue): Catalogue =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`${ns}:${key}`, message]));

/** `t` for `locale`; also sets the locale dates and times are formatted in (English: en-US). */
export function doorTranslator(locale: ShippedLocale = 'en'): TFunction {
  const { door, errors } = CATALOGUES[locale]!;
  setFormatLocale(intlLocale(locale));
  const translator = createTranslator(
    locale,
    compileCatalogue({ ...prefixed('door', door), ...prefixed('errors', errors) }),
  );
  return translator.t;
}
