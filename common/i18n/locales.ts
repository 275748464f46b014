/**
 * The languages the product speaks (issue 31, decision 039): English is the default and holds every
 * SPEC text unchanged; the others are complete translations of it. `en-XA` is a pseudo-locale built
 * from English (accented, lengthened, bracketed) to find text that skips the catalogue: it is chosen
 * only by its cookie, never offered in the menu or picked from a browser's languages.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'ar'] as const;
export type ShippedLocale = (typeof LOCALES)[number];
export const PSEUDO_LOCALE = 'en-XA';
export type Locale = ShippedLocale | typeof PSEUDO_LOCALE;
export const DEFAULT_LOCALE: ShippedLocale = 'en';

/** The cookie that remembers a reader's choice from the language menu (a year, the whole site). */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language's own name, as its readers look for it in a menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ar: 'العربية',
  'en-XA': 'Ƥşéûđö',
};

const RTL: ReadonlySet<string> = new Set(['ar']);

/** The writing direction of a locale, for `<html dir>`. */
export const localeDirection = (locale: string): 'ltr' | 'rtl' => (RTL.has(locale) ? 'rtl' : 'ltr');

export function isShippedLocale(value: unknown): value is ShippedLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return isShippedLocale(value) || value === PSEUDO_LOCALE;
}

/**
 * The shipped locale that best matches a list of language tags in order of preference (a browser's
 * `navigator.languages`, or an Accept-Language header read by `parseAcceptLanguage`): the first tag
 * whose language we ship (`de-AT` → `de`), else English.
 */
export function matchLocale(preferred: readonly string[]): ShippedLocale {
  for (const tag of preferred) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isShippedLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The language tags of an Accept-Language header, most preferred first (q=0 dropped). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** A request's locale: the menu's cookie when it names one we speak, else the browser's languages. */
export function negotiateLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  return matchLocale(parseAcceptLanguage(acceptLanguage));
}
