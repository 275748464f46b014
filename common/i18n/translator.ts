/**
 * One i18next instance with ICU messages (plurals by each language's CLDR rules, `{name}` arguments),
 * used the same way by the server (e-mails, the server-rendered page) and the web app.
 */
import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { NAMESPACES } from './namespaces.ts';

export type I18n = i18n;

/** An instance not yet initialised: the caller adds its backend or resources, then calls `init`. */
export function newI18n(): I18n {
  return i18next.createInstance().use(ICU);
}

/** The options every instance shares. */
export function i18nOptions(locale: Locale) {
  return {
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false as const,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: false as const,
    returnNull: false,
    interpolation: { escapeValue: false },
  };
}

/** The locale `Intl` formats with: English texts keep the SPEC's en-US dates and times. */
export const intlLocale = (locale: string): string => (locale === 'en' || locale === 'en-XA' ? 'en-US' : locale);
