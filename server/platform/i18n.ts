/**
 * The server's translations: every catalogue (common/locales) read once at start, one i18next
 * instance for all locales. E-mails, the .ics file and the server-rendered landing page take their
 * texts from here in the reader's locale; `en-XA` (the pseudo-locale) is made from English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isLocale, type Locale, PSEUDO_LOCALE } from '../../common/i18n/locales.ts';
import type { Catalogue, LocaleCatalogues, Namespace } from '../../common/i18n/namespaces.ts';
import { pseudoCatalogue } from '../../common/i18n/pseudo.ts';
import { i18nOptions, newI18n } from '../../common/i18n/translator.ts';
import { projectPath } from './paths.ts';

type Resources = Partial<Record<Locale, LocaleCatalogues>>;

function readCatalogues(): Resources {
  const root = projectPath('common', 'locales');
  const resources: Resources = {};
  for (const locale of readdirSync(root)) {
    if (!isLocale(locale)) continue;
    const catalogues: LocaleCatalogues = {};
    for (const file of readdirSync(`${root}/${locale}`)) {
      if (!file.endsWith('.json')) continue;
      catalogues[file.slice(0, -'.json'.length) as Namespace] = JSON.parse(
        readFileSync(`${root}/${locale}/${file}`, 'utf8'),
      ) as Catalogue;
    }
    resources[locale] = catalogues;
  }
  const english = resources.en ?? {};
  resources[PSEUDO_LOCALE] = Object.fromEntries(
    Object.entries(english).map(([ns, catalogue]) => [ns, pseudoCatalogue(catalogue)]),
  );
  return resources;
}

const resources = readCatalogues();
const i18n = newI18n();
void i18n.init({ ...i18nOptions('en'), resources, initAsync: false });

export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `t` for one locale: `translatorFor('de')('email:pass.subject', { event })`. */
export function translatorFor(locale: Locale): Translate {
  const t = i18n.getFixedT(locale);
  return (key, values) => t(key, values ?? {}) as string;
}

/** The catalogues of one locale for the namespaces a server-rendered page needs. */
export function cataloguesFor(locale: Locale, namespaces: readonly Namespace[]): LocaleCatalogues {
  const all = resources[locale] ?? {};
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns] ?? {}]));
}
