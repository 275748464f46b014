/**
 * An event's or exhibit's texts in several languages (issue 31 item 4, decision 039). The
 * organisation offers languages in order (a setting; English alone by default); an event's `name` and
 * `description` are in the first of them, its `translations` hold the others a organiser wrote. A
 * reader gets their own language's text where there is one, the first language's otherwise: a name
 * and a description fall back each on their own, so a translated name with no translated description
 * shows the first language's description.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale, type ShippedLocale } from './i18n/locales.ts';

export interface TranslatedText {
  name?: string;
  description?: string;
}

/** `{ de: { name, description } }`: the languages other than the first one. */
export type TextTranslations = Partial<Record<ShippedLocale, TranslatedText>>;

/** The organisation's languages when it has set none: English, the SPEC's. */
export const DEFAULT_EVENT_LANGUAGES: readonly ShippedLocale[] = [DEFAULT_LOCALE];

/**
 * The languages offered, cleaned: known, each once, in the given order, at least one (else the default).
 */
export function eventLanguages(value: readonly unknown[] | null | undefined): ShippedLocale[] {
  const seen = new Set<ShippedLocale>();
  for (const item of value ?? []) {
    if (typeof item === 'string' && (LOCALES as readonly string[]).includes(item)) seen.add(item as ShippedLocale);
  }
  return seen.size ? [...seen] : [...DEFAULT_EVENT_LANGUAGES];
}

/**
 * The translations worth keeping: only the offered languages other than the first, each text trimmed,
 * empty ones dropped, and a language with no text left out.
 */
export function keptTranslations(
  translations: TextTranslations | null | undefined,
  languages: readonly ShippedLocale[],
): TextTranslations {
  const kept: TextTranslations = {};
  for (const language of languages.slice(1)) {
    const text = translations?.[language];
    const name = text?.name?.trim() ?? '';
    const description = text?.description?.trim() ?? '';
    if (!name && !description) continue;
    kept[language] = { ...(name ? { name } : {}), ...(description ? { description } : {}) };
  }
  return kept;
}

/** The offered languages (other than the first) that have no name yet: the form's "missing" badge. */
export function missingLanguages(
  translations: TextTranslations | null | undefined,
  languages: readonly ShippedLocale[],
): ShippedLocale[] {
  return languages.slice(1).filter((language) => !translations?.[language]?.name?.trim());
}

/**
 * The texts a reader in `locale` sees: their language's name and description where written, the first
 * language's otherwise. The row comes back without its `translations`.
 */
export function localizedTexts<T extends { name: string; description: string | null; translations?: TextTranslations }>(
  row: T,
  locale: Locale,
): Omit<T, 'translations'> {
  const { translations, ...rest } = row;
  const text = translations?.[locale as ShippedLocale];
  return {
    ...rest,
    name: text?.name || row.name,
    description: text?.description || row.description,
  } as Omit<T, 'translations'>;
}
