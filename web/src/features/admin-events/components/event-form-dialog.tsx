import { COMPANY_FIELDS } from '@common/company-field';
import type { TextTranslations } from '@common/event-texts';
import type { AdminEvent } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { FormDialogActions } from '@/components/form-dialog/form-dialog-actions';
import { saveFeedback, setServerFieldErrors } from '@/components/form-dialog/save-feedback';
import { TranslationFields } from '@/components/form-dialog/translation-fields';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
import { useEventLanguages } from '@/lib/event-languages';
import { useTranslation } from '@/lib/i18n-react';
import { toDayInput } from '@/lib/local-date';
import { blankFieldLabels } from '@/lib/missing-fields';
import { useSaveEvent } from '../api/admin-events';
import {
  type EventFormValues,
  emptyEventForm,
  eventFormSchema,
  eventFormValues,
  toEventRequest,
} from '../utils/event-form';

const formFields = [
  'name',
  'description',
  'startDate',
  'endDate',
  'companyField',
  'capacity',
  'reminderHours',
] as const;

interface EventFormProps {
  event?: AdminEvent;
  onCancel: () => void;
  onSaved: (saved: AdminEvent) => void;
}

function EventForm({ event, onCancel, onSaved }: EventFormProps) {
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: 'onChange',
    defaultValues: event ? eventFormValues(event) : emptyEventForm,
  });
  const values = useWatch({ control: form.control });
  const save = useSaveEvent();
  const { errors, isValid } = form.formState;
  const today = toDayInput(new Date());
  const { t } = useTranslation('admin');
  // The organisation's other languages (issue 31): a name and description in each, optional.
  const otherLanguages = useEventLanguages().data?.languages.slice(1) ?? [];
  const [translations, setTranslations] = useState<TextTranslations>(event?.translations ?? {});
  const missing = blankFieldLabels([
    [values.name, t('admin:form.name')],
    [values.startDate, t('admin:form.start')],
    [values.endDate, t('admin:form.end')],
  ]);
  const companyFieldLabels = {
    required: t('admin:companyField.required'),
    optional: t('admin:companyField.optional'),
    hidden: t('admin:companyField.hidden'),
  };

  const onSubmit = form.handleSubmit((valid) => {
    save.mutate(
      { ...toEventRequest(valid), ...(otherLanguages.length ? { translations } : {}), id: event?.id },
      saveFeedback({
        saved: { title: event ? t('admin:form.updated') : t('admin:form.created') },
        failed: event ? t('admin:form.updateFailed') : t('admin:form.createFailed'),
        onSaved,
        onFailed: setServerFieldErrors(form.setError, formFields),
      }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="event-name" label={t('admin:form.name')} error={errors.name?.message}>
        <Input
          id="event-name"
          placeholder={t('admin:form.namePlaceholder')}
          {...fieldControlProps('event-name', errors.name)}
          {...form.register('name')}
        />
      </FormField>
      <FormField id="event-description" label={t('admin:form.description')} error={errors.description?.message}>
        <Textarea
          id="event-description"
          rows={3}
          placeholder={t('admin:form.descriptionPlaceholder')}
          {...fieldControlProps('event-description', errors.description)}
          {...form.register('description')}
        />
      </FormField>
      <TranslationFields idPrefix="event" languages={otherLanguages} value={translations} onChange={setTranslations} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-start" label={t('admin:form.start')} error={errors.startDate?.message}>
          <Input
            id="event-start"
            type="date"
            min={today}
            {...fieldControlProps('event-start', errors.startDate)}
            {...form.register('startDate', { onChange: () => void form.trigger('endDate') })}
          />
        </FormField>
        <FormField id="event-end" label={t('admin:form.end')} error={errors.endDate?.message}>
          <Input
            id="event-end"
            type="date"
            min={values.startDate || today}
            {...fieldControlProps('event-end', errors.endDate)}
            {...form.register('endDate')}
          />
        </FormField>
      </div>
      <FormField
        id="event-company-field"
        label={t('admin:form.companyField')}
        hint={t('admin:form.companyFieldHint')}
        error={errors.companyField?.message}
      >
        <select
          id="event-company-field"
          className={selectClass}
          {...fieldControlProps('event-company-field', errors.companyField, true)}
          {...form.register('companyField')}
        >
          {COMPANY_FIELDS.map((setting) => (
            <option key={setting} value={setting}>
              {companyFieldLabels[setting]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="event-capacity"
        label={t('admin:form.places')}
        hint={t('admin:form.placesHint')}
        error={errors.capacity?.message}
      >
        <Input
          id="event-capacity"
          inputMode="numeric"
          placeholder={t('admin:form.placesPlaceholder')}
          autoComplete="off"
          {...fieldControlProps('event-capacity', errors.capacity, true)}
          {...form.register('capacity')}
        />
      </FormField>
      <FormField
        id="event-reminder-hours"
        label={t('admin:form.reminder')}
        hint={t('admin:form.reminderHint')}
        error={errors.reminderHours?.message}
      >
        <Input
          id="event-reminder-hours"
          inputMode="numeric"
          placeholder={t('admin:form.reminderPlaceholder')}
          autoComplete="off"
          {...fieldControlProps('event-reminder-hours', errors.reminderHours, true)}
          {...form.register('reminderHours')}
        />
      </FormField>
      <FormDialogActions
        hintId="event-missing"
        missing={missing}
        action={event ? 'admin:form.missingSave' : 'admin:form.missingCreate'}
        submitLabel={event ? t('admin:form.save') : t('admin:dashboard.create')}
        pending={save.isPending}
        blocked={!isValid}
        onCancel={onCancel}
      />
    </form>
  );
}

export interface EventFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event to edit; without one the dialog creates a new event. */
  event?: AdminEvent;
  onSaved?: (event: AdminEvent) => void;
}

/** The modal 'Create New Event' / 'Edit Event' with the event form. */
export function EventFormDialog({ open, onOpenChange, event, onSaved }: EventFormDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? t('admin:details.edit') : t('admin:dashboard.createNew')}
      description={t('admin:form.dialogText')}
    >
      {open ? (
        <EventForm
          event={event}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      ) : null}
    </FormDialog>
  );
}
