/**
 * The web app's translations (decision 039): the catalogues of the reader's locale only, each
 * namespace downloaded when a page first needs it (each JSON file is its own chunk, compiled for
 * Lingui's runtime at build time: vite.config.ts), formatted by common/i18n/translator.ts. The
 * server-rendered landing page carries its namespaces inline, so it hydrates without a fetch and
 * without a flash of English. React reads it through web/src/lib/i18n-react.tsx.
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
import {
  type CompiledCatalogue,
  createTranslator,
  intlLocale,
  type TFunction,
  type Translator,
} from '@common/i18n/translator';
import { setFormatLocale } from './format';

const files = import.meta.glob<CompiledCatalogue>('../../../common/locales/*/*.json', { import: 'default' });
/** The English source texts, for the pseudo-locale only (downloaded by no one else). */
const englishSources = import.meta.glob<string>('../../../common/locales/en/*.json', {
  query: '?raw',
  import: 'default',
});

async function loadCatalogue(locale: Locale, ns: string): Promise<CompiledCatalogue> {
  if (locale === PSEUDO_LOCALE) {
    // Made from the English source texts, in the browser: a test-only locale may cost a parser.
    const [{ pseudoCatalogue }, { compileCatalogue }, english] = await Promise.all([
      import('@common/i18n/pseudo'),
      import('@common/i18n/compile'),
      englishSources[`../../../common/locales/en/${ns}.json`]?.() ?? Promise.resolve('{}'),
    ]);
    return compileCatalogue(pseudoCatalogue(JSON.parse(english) as Catalogue));
  }
  const load = files[`../../../common/locales/${locale}/${ns}.json`];
  return load ? load() : {};
}

const prefixed = (ns: string, catalogue: CompiledCatalogue): CompiledCatalogue =>
  Object.fromEntries(Object.entries(catalogue).map(([key, message]) => [`${ns}:${key}`, message]));

/** One reader's translations: its locale, the namespaces in, and who re-renders when it changes. */
export class WebI18n {
  private translator: Translator;
  private readonly loaded = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private current: Locale,
    inline?: LocaleCatalogues,
  ) {
    this.translator = createTranslator(current);
    for (const [ns, catalogue] of Object.entries(inline ?? {})) {
      this.translator.load(prefixed(ns, catalogue ?? {}));
      this.loaded.add(ns);
    }
  }

  get language(): Locale {
    return this.current;
  }

  /** `t('public:register.title', { name })`: stable until the language changes. */
  t: TFunction = (key, values) => this.translator.t(key, values);

  /** null when every namespace is in; else the promise of the missing ones (the same while pending). */
  missing(namespaces: readonly string[]): Promise<void> | null {
    const wanted = namespaces.filter((ns) => !this.loaded.has(ns));
    if (wanted.length === 0) return null;
    const id = `${this.current}|${wanted.join(',')}`;
    let promise = this.pending.get(id);
    if (!promise) {
      const locale = this.current;
      const translator = this.translator;
      promise = Promise.all(
        wanted.map(async (ns) => {
          const catalogue = await loadCatalogue(locale, ns);
          translator.load(prefixed(ns, catalogue));
          if (this.translator === translator) this.loaded.add(ns);
        }),
      ).then(() => undefined);
      this.pending.set(id, promise);
    }
    return promise;
  }

  async load(namespaces: readonly string[]) {
    await this.missing(namespaces);
  }

  /** Switches to `locale` once the namespaces already in are there in it too; then re-renders. */
  async changeLanguage(locale: Locale) {
    if (locale === this.current) return;
    const namespaces = [...this.loaded];
    const translator = createTranslator(locale);
    await Promise.all(namespaces.map(async (ns) => translator.load(prefixed(ns, await loadCatalogue(locale, ns)))));
    this.current = locale;
    this.translator = translator;
    this.pending.clear();
    this.t = (key, values) => translator.t(key, values);
    this.version++;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = () => this.version;
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

/** The browser's instance, made by startI18n. */
export let i18n: WebI18n = new WebI18n(DEFAULT_LOCALE);

/**
 * Starts in `locale` with `inline` catalogues already there (a server-rendered page's) and waits for
 * `namespaces`, so the first render has its texts.
 */
export async function startI18n(locale: Locale, namespaces: readonly Namespace[], inline?: LocaleCatalogues) {
  i18n = new WebI18n(locale, inline);
  setFormatLocale(intlLocale(locale));
  setDocumentLocale(locale);
  await i18n.load(namespaces);
  return i18n;
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
  // What the server wrote in the reader's language (event and exhibit texts) is read again.
  window.dispatchEvent(new Event(LOCALE_CHANGED_EVENT));
}

/** Dispatched on `window` once a language chosen in the menu applies. */
export const LOCALE_CHANGED_EVENT = 'idevent:locale-changed';

/** The current locale, and the one `Intl` formats dates and numbers with. */
export const currentLocale = (): Locale => i18n.language;
export const currentIntlLocale = (): string => intlLocale(currentLocale());
