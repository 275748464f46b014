/** The admin catalogue's English as a `t` for unit tests: a util that words a text is checked in the SPEC's words. */
import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator } from '@common/i18n/translator';
import english from '@common/locales/en/admin.json';

const compiled = compileCatalogue(english);
export const englishT = createTranslator(
  'en',
  Object.fromEntries(Object.entries(compiled).map(([key, message]) => [`admin:${key}`, message])),
).t;
