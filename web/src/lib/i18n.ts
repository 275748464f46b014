/**
 * The web app's translations (decision 039): one i18next instance, its catalogues downloaded per
 * namespace in the reader's locale only, when a page first needs them (each JSON file is its own
 * chunk). The server-rendered landing page carries its namespaces inline, so it hydrates without a
 * fetch and without a flash of English.
 */
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeDirection,
  matchLocale,
  PSEUDO_LOCALE,
} from '@common/i18n/locales';
import type { Catalogue, LocaleCatalogues, Namespace } from '@common/i18n/namespaces';
import { type I18n, i18nOptions, intlLocale, newI18n } from '@common/i18n/translator';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { setFormatLocale } from './format';

const files = import.meta.glob<Catalogue>('../../../common/locales/*/*.json', { import: 'default' });

async function loadCatalogue(locale: string, ns: string): Promise<Catalogue> {
  if (locale === PSEUDO_LOCALE) {
    const [{ pseudoCatalogue }, english] = await Promise.all([
      import('@common/i18n/pseudo'),
      loadCatalogue(DEFAULT_LOCALE, ns),
    ]);
    return pseudoCatalogue(english);
  }
  const load = files[`../../../common/locales/${locale}/${ns}.json`];
  return load ? load() : {};
}

/** The reader's locale in the browser: the language menu's cookie, else the browser's languages. */
export function browserLocale(): Locale {
  const cookie = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  if (isLocale(cookie)) return cookie;
  return matchLocale(navigator.languages ?? [navigator.language]);
}

export const i18n: I18n = newI18n();

/**
 * Starts the instance in `locale` with `inline` catalogues already there (a server-rendered page's)
 * and waits for `namespaces`, so the first render has its texts.
 */
export async function startI18n(locale: Locale, namespaces: readonly Namespace[], inline?: LocaleCatalogues) {
  i18n.use(initReactI18next).use(resourcesToBackend(loadCatalogue));
  await i18n.init({
    ...i18nOptions(locale),
    ns: [...namespaces],
    partialBundledLanguages: true,
    resources: inline ? { [locale]: inline } : undefined,
    react: { useSuspense: true },
  });
  setDocumentLocale(locale);
  await i18n.loadNamespaces([...namespaces]);
}

/** The rendering instance on the server (the landing page): synchronous, with its catalogues given. */
export function serverI18n(locale: Locale, catalogues: LocaleCatalogues): I18n {
  const instance = newI18n().use(initReactI18next);
  void instance.init({
    ...i18nOptions(locale),
    ns: Object.keys(catalogues),
    resources: { [locale]: catalogues },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

function setDocumentLocale(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

/** The language menu's choice: remembered for a year, applied at once. */
export async function chooseLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party cookie; the Cookie Store API is not in every browser.
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  setFormatLocale(intlLocale(locale));
  await i18n.changeLanguage(locale);
  setDocumentLocale(locale);
}

/** The current locale, and the one `Intl` formats dates and numbers with. */
export const currentLocale = (): Locale => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE);
export const currentIntlLocale = (): string => intlLocale(currentLocale());
