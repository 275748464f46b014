import { LOCALE_NAMES, LOCALES, type ShippedLocale } from '@common/i18n/locales';
import { type FormEvent, useState } from 'react';
import { saveFeedback } from '@/components/form-dialog/save-feedback';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { selectClass } from '@/components/ui/select-class';
import { useEventLanguages, useUpdateEventLanguages } from '@/lib/event-languages';
import { useTranslation } from '@/lib/i18n-react';
import { SettingDialog } from './setting-dialog';

export interface EventLanguagesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The first language, then the others offered in the menu's order. */
const ordered = (first: ShippedLocale, others: ReadonlySet<ShippedLocale>): ShippedLocale[] => [
  first,
  ...LOCALES.filter((locale) => locale !== first && others.has(locale)),
];

function EventLanguagesForm({ initial, onDone }: { initial: ShippedLocale[]; onDone: () => void }) {
  const [first, setFirst] = useState<ShippedLocale>(initial[0] ?? 'en');
  const [others, setOthers] = useState<ReadonlySet<ShippedLocale>>(new Set(initial.slice(1)));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateEventLanguages();
  const { t } = useTranslation('staff');

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (update.isPending) return;
    setError(undefined);
    update.mutate(
      ordered(first, others),
      saveFeedback({
        saved: {
          title: t('staff:settings.eventLanguages.saved'),
          description: t('staff:settings.eventLanguages.savedDescription'),
        },
        failed: t('staff:settings.eventLanguages.failed'),
        fallback: t('staff:settings.unknownError'),
        onSaved: onDone,
        onFailed: (fields, message) => setError(fields.languages ?? message),
      }),
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField id="event-first-language" label={t('staff:settings.eventLanguages.first')} error={error}>
        <select
          id="event-first-language"
          className={selectClass}
          value={first}
          onChange={(changed) => setFirst(changed.target.value as ShippedLocale)}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LOCALE_NAMES[locale]}
            </option>
          ))}
        </select>
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('staff:settings.eventLanguages.others')}</legend>
        {LOCALES.filter((locale) => locale !== first).map((locale) => (
          <label key={locale} className="flex min-h-11 items-center gap-3 text-base">
            <input
              type="checkbox"
              className="size-5 accent-primary"
              checked={others.has(locale)}
              onChange={(changed) => {
                const next = new Set(others);
                if (changed.target.checked) next.add(locale);
                else next.delete(locale);
                setOthers(next);
              }}
            />
            <span lang={locale}>{LOCALE_NAMES[locale]}</span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          {t('staff:button.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('staff:button.saving') : t('staff:button.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Event languages' (issue 31): the language every event and exhibit is written in first (required),
 * and the others its forms offer for a translation.
 */
export function EventLanguagesDialog({ open, onOpenChange }: EventLanguagesDialogProps) {
  const current = useEventLanguages(open);
  const { t } = useTranslation('staff');
  return (
    <SettingDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('staff:settings.eventLanguages.title')}
      description={t('staff:settings.eventLanguages.description')}
      loading={current.isPending}
      loadingLabel={t('staff:settings.eventLanguages.loading')}
      form={(key) => (
        <EventLanguagesForm key={key} initial={current.data?.languages ?? ['en']} onDone={() => onOpenChange(false)} />
      )}
    />
  );
}
