/**
 * The server's translations: every catalogue (common/locales) read at start, each compiled when first
 * used, one translator per locale. E-mails, the .ics file, the sheet's headers, error messages and the
 * server-rendered landing page take their texts from here in the reader's locale; `en-XA` (the pseudo-locale) is made from English.
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

/** Every catalogue's source, read at start (JSON only: compiling waits for the first use). */
function readSources(): Map<Locale, Partial<Record<Namespace, Catalogue>>> {
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
  return sources;
}

const sources = readSources();
// Compiled once each, when first used: a process that writes only English e-mails compiles nothing else.
const compiledNamespaces = new Map<string, CompiledCatalogue>();
function compiledNamespace(locale: Locale, ns: Namespace): CompiledCatalogue {
  const key = `${locale}/${ns}`;
  let catalogue = compiledNamespaces.get(key);
  if (!catalogue) {
    catalogue = compileCatalogue(sources.get(locale)?.[ns] ?? {});
    compiledNamespaces.set(key, catalogue);
  }
  return catalogue;
}
const compiledLocale = (locale: Locale): Compiled =>
  Object.fromEntries(
    Object.keys(sources.get(locale) ?? {}).map((ns) => [ns, compiledNamespace(locale, ns as Namespace)]),
  );

let englishTranslator: Translator | undefined;
const english = () => {
  englishTranslator ??= createTranslator(DEFAULT_LOCALE, flatten(compiledLocale(DEFAULT_LOCALE)));
  return englishTranslator;
};
const translators = new Map<Locale, Translator>();

export type Translate = (key: string, values?: TranslateValues) => string;

/** `t` for one locale: `translatorFor('de')('email:pass.subject', { event })`. */
export function translatorFor(locale: Locale): Translate {
  if (locale === DEFAULT_LOCALE) return english().t;
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale, flatten(compiledLocale(locale)), english());
    translators.set(locale, translator);
  }
  return translator.t;
}

/** The compiled catalogues of one locale for the namespaces a server-rendered page needs. */
export function cataloguesFor(locale: Locale, namespaces: readonly Namespace[]): Compiled {
  return Object.fromEntries(namespaces.map((ns) => [ns, compiledNamespace(locale, ns)]));
}
