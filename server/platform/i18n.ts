/**
 * The server's translations: every catalogue (common/locales) read and compiled once at start, one
 * translator per locale. E-mails, the .ics file, error messages and the server-rendered landing page
 * take their texts from here in the reader's locale; `en-XA` (the pseudo-locale) is made from English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { compileCatalogue } from '../../common/i18n/compile.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, PSEUDO_LOCALE } from '../../common/i18n/locales.ts';
import type { Catalogue, Namespace } from '../../common/i18n/namespaces.ts';
import { pseudoCatalogue } from '../../common/i18n/pseudo.ts';
import {
  type CompiledCatalogue,
  createTranslator,
  flatten,
  type TranslateValues,
  type Translator,
} from '../../common/i18n/translator.ts';
import { projectPath } from './paths.ts';

type Compiled = Partial<Record<Namespace, CompiledCatalogue>>;

function readCatalogues(): Map<Locale, Compiled> {
  const root = projectPath('common', 'locales');
  const sources = new Map<Locale, Partial<Record<Namespace, Catalogue>>>();
  for (const locale of readdirSync(root)) {
    if (!isLocale(locale)) continue;
    const catalogues: Partial<Record<Namespace, Catalogue>> = {};
    for (const file of readdirSync(`${root}/${locale}`)) {
      if (!file.endsWith('.json')) continue;
      const ns = file.slice(0, -'.json'.length) as Namespace;
      catalogues[ns] = JSON.parse(readFileSync(`${root}/${locale}/${file}`, 'utf8')) as Catalogue;
    }
    sources.set(locale, catalogues);
  }
  const english = sources.get(DEFAULT_LOCALE) ?? {};
  sources.set(
    PSEUDO_LOCALE,
    Object.fromEntries(Object.entries(english).map(([ns, catalogue]) => [ns, pseudoCatalogue(catalogue)])),
  );
  return new Map(
    [...sources].map(([locale, catalogues]) => [
      locale,
      Object.fromEntries(Object.entries(catalogues).map(([ns, catalogue]) => [ns, compileCatalogue(catalogue)])),
    ]),
  );
}

const compiled = readCatalogues();
const english = createTranslator(DEFAULT_LOCALE, flatten(compiled.get(DEFAULT_LOCALE) ?? {}));
const translators = new Map<Locale, Translator>([[DEFAULT_LOCALE, english]]);

export type Translate = (key: string, values?: TranslateValues) => string;

/** `t` for one locale: `translatorFor('de')('email:pass.subject', { event })`. */
export function translatorFor(locale: Locale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, flatten(compiled.get(locale) ?? {}), english);
    translators.set(locale, translator);
  }
  return translator.t;
}

/** The compiled catalogues of one locale for the namespaces a server-rendered page needs. */
export function cataloguesFor(locale: Locale, namespaces: readonly Namespace[]): Compiled {
  const all = compiled.get(locale) ?? {};
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns] ?? {}]));
}
