import type { TextTranslations } from '@common/event-texts';
import { CAPACITY_MODES } from '@common/occupancy';
import type { AdminEvent, AdminExhibit } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { FormDialogActions } from '@/components/form-dialog/form-dialog-actions';
import { saveFeedback, setServerFieldErrors } from '@/components/form-dialog/save-feedback';
import { TranslationFields } from '@/components/form-dialog/translation-fields';
import { FormField, fieldControlProps, useFieldErrorText } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
import { useEventLanguages } from '@/lib/event-languages';
import { useTranslation } from '@/lib/i18n-react';
import { blankFieldLabels } from '@/lib/missing-fields';
import { useSaveExhibit } from '../api/admin-exhibits';
import {
  type ExhibitFormValues,
  exhibitDateLimits,
  exhibitFormSchema,
  exhibitFormValues,
  toExhibitRequest,
} from '../utils/exhibit-form';

const formFields = [
  'eventId',
  'name',
  'description',
  'date',
  'startTime',
  'endTime',
  'maxCapacity',
  'capacityMode',
] as const;

interface ExhibitFormProps {
  event: AdminEvent;
  exhibit?: AdminExhibit;
  readOnly: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

function ExhibitForm({ event, exhibit, readOnly, onCancel, onSaved }: ExhibitFormProps) {
  const limits = useMemo(() => exhibitDateLimits(event, new Date()), [event]);
  const schema = useMemo(() => exhibitFormSchema(limits), [limits]);
  const form = useForm<ExhibitFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: exhibitFormValues(event.id, limits, exhibit),
  });
  const values = useWatch({ control: form.control });
  const save = useSaveExhibit();
  const { errors, isValid } = form.formState;
  const { t } = useTranslation('admin');
  const fieldErrorText = useFieldErrorText();
  // The organisation's other languages (issue 31): a name and description in each, optional.
  const otherLanguages = useEventLanguages().data?.languages.slice(1) ?? [];
  const [translations, setTranslations] = useState<TextTranslations>(exhibit?.translations ?? {});
  const missing = blankFieldLabels([
    [values.name, t('admin:exhibitForm.name')],
    [values.date, t('admin:exhibitForm.date')],
    [values.startTime, t('admin:exhibitForm.start')],
    [values.endTime, t('admin:exhibitForm.end')],
  ]);

  const onSubmit = form.handleSubmit((valid) => {
    save.mutate(
      { ...toExhibitRequest(valid), ...(otherLanguages.length ? { translations } : {}), id: exhibit?.id },
      saveFeedback({
        saved: { title: exhibit ? t('admin:exhibitForm.updated') : t('admin:exhibitForm.created') },
        failed: exhibit ? t('admin:exhibitForm.updateFailed') : t('admin:exhibitForm.createFailed'),
        onSaved,
        onFailed: setServerFieldErrors(form.setError, formFields),
      }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {errors.eventId ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {fieldErrorText(errors.eventId.message ?? '')}
        </p>
      ) : null}
      <FormField id="exhibit-name" label={t('admin:exhibitForm.name')} error={errors.name?.message}>
        <Input
          id="exhibit-name"
          placeholder={t('admin:exhibitForm.namePlaceholder')}
          {...fieldControlProps('exhibit-name', errors.name)}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        id="exhibit-description"
        label={t('admin:exhibitForm.description')}
        error={errors.description?.message}
      >
        <Textarea
          id="exhibit-description"
          rows={3}
          placeholder={t('admin:exhibitForm.descriptionPlaceholder')}
          {...fieldControlProps('exhibit-description', errors.description)}
          {...form.register('description')}
        />
      </FormField>
      <TranslationFields
        idPrefix="exhibit"
        languages={otherLanguages}
        value={translations}
        onChange={setTranslations}
      />
      <FormField
        id="exhibit-date"
        label={t('admin:exhibitForm.date')}
        error={errors.date?.message}
        hint={limits.fixed ? t('admin:exhibitForm.dateFixed') : undefined}
      >
        <Input
          id="exhibit-date"
          type="date"
          min={limits.min}
          max={limits.max}
          readOnly={limits.fixed !== null}
          className={limits.fixed ? 'bg-muted' : undefined}
          {...fieldControlProps('exhibit-date', errors.date, limits.fixed !== null)}
          {...form.register('date')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="exhibit-start" label={t('admin:exhibitForm.start')} error={errors.startTime?.message}>
          <Input
            id="exhibit-start"
            type="time"
            {...fieldControlProps('exhibit-start', errors.startTime)}
            {...form.register('startTime', { onChange: () => void form.trigger('endTime') })}
          />
        </FormField>
        <FormField id="exhibit-end" label={t('admin:exhibitForm.end')} error={errors.endTime?.message}>
          <Input
            id="exhibit-end"
            type="time"
            {...fieldControlProps('exhibit-end', errors.endTime)}
            {...form.register('endTime')}
          />
        </FormField>
      </div>
      <FormField
        id="exhibit-capacity"
        label={t('admin:exhibitForm.capacity')}
        error={errors.maxCapacity?.message}
        hint={t('admin:exhibitForm.capacityHint')}
      >
        <Input
          id="exhibit-capacity"
          inputMode="numeric"
          placeholder={t('admin:exhibitForm.capacityPlaceholder')}
          autoComplete="off"
          {...fieldControlProps('exhibit-capacity', errors.maxCapacity, true)}
          {...form.register('maxCapacity')}
        />
      </FormField>
      <FormField
        id="exhibit-capacity-mode"
        label={t('admin:exhibitForm.capacityMode')}
        hint={t('admin:exhibitForm.capacityModeHint')}
        error={errors.capacityMode?.message}
      >
        <select
          id="exhibit-capacity-mode"
          className={selectClass}
          {...fieldControlProps('exhibit-capacity-mode', errors.capacityMode, true)}
          {...form.register('capacityMode')}
        >
          {CAPACITY_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {mode === 'inside' ? t('admin:exhibitForm.capacityInside') : t('admin:exhibitForm.capacityTotal')}
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <input id="exhibit-reentry" type="checkbox" className="size-4 accent-primary" {...form.register('reentry')} />
          <Label htmlFor="exhibit-reentry">{t('admin:exhibitForm.reentry')}</Label>
        </div>
        <div className="flex items-center gap-2">
          <input
            id="exhibit-auto-exit"
            type="checkbox"
            className="size-4 accent-primary"
            {...form.register('autoExit')}
          />
          <Label htmlFor="exhibit-auto-exit">{t('admin:exhibitForm.autoExit')}</Label>
        </div>
      </div>
      <FormDialogActions
        hintId="exhibit-missing"
        missing={missing}
        action={exhibit ? 'admin:form.missingSave' : 'admin:exhibitForm.missingCreate'}
        submitLabel={exhibit ? t('admin:form.save') : t('admin:exhibitForm.create')}
        pending={save.isPending}
        blocked={readOnly || !isValid}
        onCancel={onCancel}
      />
    </form>
  );
}

export interface ExhibitFormDialogProps {
  event: AdminEvent;
  /** The exhibit to edit; without one the dialog creates a new exhibit. */
  exhibit?: AdminExhibit;
  readOnly: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ExhibitFormDialog({ event, exhibit, readOnly, open, onOpenChange }: ExhibitFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={exhibit ? t('admin:exhibitForm.editTitle') : t('admin:exhibitForm.createTitle')}
      description={t('admin:exhibitForm.dialogText', { name: event.name })}
    >
      {open ? (
        <ExhibitForm
          event={event}
          exhibit={exhibit}
          readOnly={readOnly}
          onCancel={() => onOpenChange(false)}
          onSaved={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialog>
  );
}
