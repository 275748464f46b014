import type { AdminEvent } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MissingFieldsHint } from '@/components/ui/missing-fields-hint';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { toDayInput } from '@/lib/local-date';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useSaveEvent } from '../api/admin-events';
import {
  type EventFormValues,
  emptyEventForm,
  eventFormSchema,
  eventFormValues,
  toEventRequest,
} from '../utils/event-form';

const formFields = ['name', 'description', 'startDate', 'endDate'] as const;

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
  const missing = [
    ...(values.name?.trim() ? [] : ['Event Name']),
    ...(values.startDate ? [] : ['Start Date']),
    ...(values.endDate ? [] : ['End Date']),
  ];

  const onSubmit = form.handleSubmit((valid) => {
    save.mutate(
      { ...toEventRequest(valid), id: event?.id },
      {
        onSuccess: (saved) => {
          toast({ title: event ? 'Event updated successfully' : 'Event created successfully' });
          onSaved(saved);
        },
        onError: (error) => {
          for (const [field, message] of Object.entries(serverFieldErrors(error))) {
            const name = formFields.find((candidate) => candidate === field);
            if (name) form.setError(name, { type: 'server', message });
          }
          toast({
            variant: 'destructive',
            title: event ? 'Failed to update event' : 'Failed to create event',
            description: userMessage(error, 'Unknown error occurred'),
          });
        },
      },
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
      <MissingFieldsHint id="event-missing" missing={missing} action={event ? 'save it' : 'create the event'} />
      <DialogFooter className="mt-1">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!isValid || missing.length > 0 || save.isPending}
          aria-describedby={missing.length > 0 ? 'event-missing' : undefined}
        >
          {save.isPending ? 'Saving...' : event ? 'Save Changes' : 'Create Event'}
        </Button>
      </DialogFooter>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{event ? 'Edit Event' : 'Create New Event'}</DialogTitle>
          <DialogDescription>
            Events run from the start of their first day to the end of their last day.
          </DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
