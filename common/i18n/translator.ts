/**
 * Translations with Lingui's runtime (decision 039): ICU messages (plurals by each language's CLDR
 * rules, `{name}` arguments, select, `#`) compiled once from the JSON catalogues (at build time for
 * the browser, at start on the server), so the browser carries a 2 kB formatter and no parser.
 * Keys are whole, `ns:key`; `t` returns the message in the instance's locale, else `defaultValue`,
 * else English when the instance has it, else the key.
 */
import { type I18n as LinguiI18n, setupI18n } from '@lingui/core';

/** A catalogue as written: key to ICU message. */
export type Catalogue = Record<string, string>;

/** A message compiled for Lingui's runtime (an array of text and argument nodes, or a plain string). */
export type CompiledMessage = import('@lingui/message-utils/compileMessage').CompiledMessage;
export type CompiledCatalogue = Record<string, CompiledMessage>;

export type TranslateValues = Record<string, unknown> & { defaultValue?: string };
export type TFunction = (key: string, values?: TranslateValues) => string;

/** Turns `{ common: { 'language.label': … } }` into Lingui's flat `{ 'common:language.label': … }`. */
export function flatten(byNamespace: Record<string, CompiledCatalogue>): CompiledCatalogue {
  const flat: CompiledCatalogue = {};
  for (const [ns, catalogue] of Object.entries(byNamespace)) {
    for (const [key, message] of Object.entries(catalogue)) flat[`${ns}:${key}`] = message;
  }
  return flat;
}

export interface Translator {
  readonly locale: string;
  t: TFunction;
  /** Adds compiled messages (`ns:key`) of the locale. */
  load(messages: CompiledCatalogue): void;
  has(key: string): boolean;
}

/** `fallback`: the English translator, asked for a key this locale lacks. */
export function createTranslator(locale: string, messages: CompiledCatalogue = {}, fallback?: Translator): Translator {
  const i18n: LinguiI18n = setupI18n({ locale, messages: { [locale]: messages } });
  const known = new Set(Object.keys(messages));
  return {
    locale,
    has: (key) => known.has(key),
    load(more) {
      i18n.load(locale, more);
      for (const key of Object.keys(more)) known.add(key);
    },
    t(key, values = {}) {
      if (known.has(key)) {
        const { defaultValue: _ignored, ...rest } = values;
        return i18n._(key, rest);
      }
      if (values.defaultValue !== undefined) return values.defaultValue;
      if (fallback?.has(key)) return fallback.t(key, values);
      return key.slice(key.indexOf(':') + 1);
    },
  };
}

/** The locale `Intl` formats with: English texts keep the SPEC's en-US dates and times. */
export const intlLocale = (locale: string): string => (locale === 'en' || locale === 'en-XA' ? 'en-US' : locale);
