import { COMPANY_FIELD_LABELS, COMPANY_FIELDS } from '@common/company-field';
import type { AdminEvent } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { FormDialogActions } from '@/components/form-dialog/form-dialog-actions';
import { saveFeedback, setServerFieldErrors } from '@/components/form-dialog/save-feedback';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { selectClass } from '@/components/ui/select-class';
import { Textarea } from '@/components/ui/textarea';
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
  const missing = blankFieldLabels([
    [values.name, 'Event Name'],
    [values.startDate, 'Start Date'],
    [values.endDate, 'End Date'],
  ]);

  const onSubmit = form.handleSubmit((valid) => {
    save.mutate(
      { ...toEventRequest(valid), id: event?.id },
      saveFeedback({
        saved: { title: event ? 'Event updated successfully' : 'Event created successfully' },
        failed: event ? 'Failed to update event' : 'Failed to create event',
        onSaved,
        onFailed: setServerFieldErrors(form.setError, formFields),
      }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="event-name" label="Event Name" error={errors.name?.message}>
        <Input
          id="event-name"
          placeholder="Design Summit 2026"
          {...fieldControlProps('event-name', errors.name)}
          {...form.register('name')}
        />
      </FormField>
      <FormField id="event-description" label="Description" error={errors.description?.message}>
        <Textarea
          id="event-description"
          rows={3}
          placeholder="What is this event about?"
          {...fieldControlProps('event-description', errors.description)}
          {...form.register('description')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="event-start" label="Start Date" error={errors.startDate?.message}>
          <Input
            id="event-start"
            type="date"
            min={today}
            {...fieldControlProps('event-start', errors.startDate)}
            {...form.register('startDate', { onChange: () => void form.trigger('endDate') })}
          />
        </FormField>
        <FormField id="event-end" label="End Date" error={errors.endDate?.message}>
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
        label="Company field"
        hint="Whether the registration form asks visitors for their company."
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
              {COMPANY_FIELD_LABELS[setting]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="event-capacity"
        label="Places"
        hint="How many people can register. Leave empty for no limit; once full, people join a waiting list."
        error={errors.capacity?.message}
      >
        <Input
          id="event-capacity"
          inputMode="numeric"
          placeholder="No limit"
          autoComplete="off"
          {...fieldControlProps('event-capacity', errors.capacity, true)}
          {...form.register('capacity')}
        />
      </FormField>
      <FormField
        id="event-reminder-hours"
        label="Reminder (hours before)"
        hint="When the reminder e-mail goes to everyone registered. Leave empty for the usual setting; 0 sends none."
        error={errors.reminderHours?.message}
      >
        <Input
          id="event-reminder-hours"
          inputMode="numeric"
          placeholder="Usual setting"
          autoComplete="off"
          {...fieldControlProps('event-reminder-hours', errors.reminderHours, true)}
          {...form.register('reminderHours')}
        />
      </FormField>
      <FormDialogActions
        hintId="event-missing"
        missing={missing}
        action={event ? 'save it' : 'create the event'}
        submitLabel={event ? 'Save Changes' : 'Create Event'}
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={event ? 'Edit Event' : 'Create New Event'}
      description="Events run from the start of their first day to the end of their last day."
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
