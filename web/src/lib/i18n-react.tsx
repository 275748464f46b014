/**
 * React's side of the translations (web/src/lib/i18n.ts), with react-i18next's shape:
 * `const { t } = useTranslation('public')` suspends until the namespace is in, in the reader's
 * locale, and re-renders when the language menu changes it; `<Trans>` puts elements into a message
 * (`"Read <b>this</b>"` with `components={{ b: <strong /> }}`).
 */
import type { TFunction, TranslateValues } from '@common/i18n/translator';
import {
  Children,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  use,
  useContext,
  useSyncExternalStore,
} from 'react';
import type { WebI18n } from './i18n';

const I18nContext = createContext<WebI18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: WebI18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** A promise React reads as already fulfilled (its `status`), so `use` returns at once. */
const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

export function useTranslation(namespaces: string | readonly string[] = 'common'): { t: TFunction; i18n: WebI18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nProvider> above it');
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const missing = i18n.missing(typeof namespaces === 'string' ? [namespaces] : namespaces);
  // Always called, with a settled promise once nothing is missing: a render replayed after the
  // catalogue arrived then keeps the hooks of the first (React errors #520/#467 otherwise).
  use(missing ?? READY);
  return { t: i18n.t, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A translated text with its tags replaced by the given elements (each tag's text as its children). */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const name = match[1] ?? match[3] ?? '';
    const element = components[name];
    const inner = match[2] === undefined ? [] : withElements(match[2], components);
    nodes.push(
      element && isValidElement(element)
        ? cloneElement(element, { key: nodes.length }, ...(inner.length ? inner : Children.toArray([])))
        : inner.length
          ? inner
          : match[0],
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TranslateValues;
  components?: Record<string, ReactElement>;
}) {
  const ns = i18nKey.slice(0, i18nKey.indexOf(':'));
  const { t } = useTranslation(ns);
  return <>{withElements(t(i18nKey, values), components)}</>;
}
