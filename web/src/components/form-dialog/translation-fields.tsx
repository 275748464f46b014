import type { TextTranslations } from '@common/event-texts';
import { LOCALE_NAMES, localeDirection, type ShippedLocale } from '@common/i18n/locales';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useTranslation } from '@/lib/i18n-react';
import { listOf } from '@/lib/missing-fields';

export interface TranslationFieldsProps {
  /** Its inputs' ids start with it ('event', 'exhibit'). */
  idPrefix: string;
  /** The organisation's languages other than the first (the event's own name is the first's). */
  languages: readonly ShippedLocale[];
  value: TextTranslations;
  onChange: (value: TextTranslations) => void;
}

/**
 * An event's or exhibit's name and description in the organisation's other languages (issue 31):
 * each optional; a badge names the languages still without a name (visitors reading them see the
 * first language's text). Each input is marked with its language and direction.
 */
export function TranslationFields({ idPrefix, languages, value, onChange }: TranslationFieldsProps) {
  const { t } = useTranslation('admin');
  if (languages.length === 0) return null;
  const missing = languages.filter((language) => !value[language]?.name?.trim());
  const set = (language: ShippedLocale, field: 'name' | 'description', text: string) =>
    onChange({ ...value, [language]: { ...value[language], [field]: text } });
  return (
    <fieldset className="grid gap-4 rounded-lg border border-border p-3" data-testid={`${idPrefix}-translations`}>
      <legend className="px-1 text-sm font-semibold">{t('admin:translations.title')}</legend>
      {missing.length > 0 ? (
        <Badge variant="warning" data-testid="translations-missing">
          {t('admin:translations.missing', { languages: listOf(missing.map((language) => LOCALE_NAMES[language])) })}
        </Badge>
      ) : (
        <Badge variant="success">{t('admin:translations.complete')}</Badge>
      )}
      {languages.map((language) => {
        const name = LOCALE_NAMES[language];
        const nameId = `${idPrefix}-name-${language}`;
        const descriptionId = `${idPrefix}-description-${language}`;
        return (
          <div key={language} className="grid gap-3">
            <FormField id={nameId} label={t('admin:translations.name', { language: name })}>
              <Input
                id={nameId}
                lang={language}
                dir={localeDirection(language)}
                maxLength={200}
                value={value[language]?.name ?? ''}
                onChange={(changed) => set(language, 'name', changed.target.value)}
              />
            </FormField>
            <FormField id={descriptionId} label={t('admin:translations.description', { language: name })}>
              <Textarea
                id={descriptionId}
                lang={language}
                dir={localeDirection(language)}
                maxLength={5000}
                value={value[language]?.description ?? ''}
                onChange={(changed) => set(language, 'description', changed.target.value)}
              />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
