import {
  isShippedLocale,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  localeDirection,
  PSEUDO_LOCALE,
  type ShippedLocale,
} from '@common/i18n/locales';
import { Languages } from 'lucide-react';

import { chooseLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';
import { cn } from '@/lib/utils';

/**
 * The language menu of the public and admin headers: a native select (no script to download on the
 * landing page, the phone's own picker), each language in its own name and script. The choice is
 * remembered in a cookie and applied at once.
 */
export function LanguageMenu({
  className,
  onChosen,
}: {
  className?: string;
  /** Told of a shipped language chosen (the admin area keeps it with the account). */
  onChosen?: (locale: ShippedLocale) => void;
}) {
  // The provider's instance: on the server that is the page's own, so hydration matches.
  const { t, i18n } = useTranslation('common');
  const locale: Locale = i18n.language;
  const shown: readonly Locale[] = locale === PSEUDO_LOCALE ? [...LOCALES, PSEUDO_LOCALE] : LOCALES;
  return (
    <label
      className={cn(
        'relative inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground',
        className,
      )}
    >
      <Languages className="pointer-events-none absolute start-2 size-4" aria-hidden="true" />
      <span className="sr-only">{t('common:language.label')}</span>
      <select
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value as Locale;
          void chooseLocale(chosen);
          if (isShippedLocale(chosen)) onChosen?.(chosen);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg bg-transparent ps-8 pe-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {shown.map((code) => (
          <option key={code} value={code} lang={code} dir={localeDirection(code)}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
