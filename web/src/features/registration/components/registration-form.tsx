import type { CompanyField } from '@common/company-field';
import { paths } from '@common/paths';
import { type RegistrationFormInput, registrationFormSchemaFor } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, CircleAlert, Mail, Phone, User } from 'lucide-react';
import { type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MissingFieldsHint } from '@/components/ui/missing-fields-hint';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useRegister } from '../api/register';
import {
  missingRegistrationFields,
  type RegistrationFieldName,
  registrationFields,
} from '../utils/registration-fields';

interface InputSpec {
  type: string;
  autoComplete: string;
  placeholder: string;
  icon: ComponentType;
}

const inputs: Record<RegistrationFieldName, InputSpec> = {
  name: { type: 'text', autoComplete: 'name', placeholder: 'public:register.placeholder.name', icon: User },
  email: { type: 'email', autoComplete: 'email', placeholder: 'public:register.placeholder.email', icon: Mail },
  phone: { type: 'tel', autoComplete: 'tel', placeholder: 'public:register.placeholder.phone', icon: Phone },
  company: {
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'public:register.placeholder.company',
    icon: Building2,
  },
};

const emptyForm: RegistrationFormInput = { name: '', email: '', phone: '', company: '' };

const HINT_ID = 'registration-missing';

/** The server's words, with its pointer to My Pass (an address already registered) as a real link. */
function withMyPassLink(message: string, sentence: string): ReactNode {
  const at = message.indexOf(sentence);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <a href={paths.myPass} className="font-semibold underline underline-offset-2">
        {sentence}
      </a>
      {message.slice(at + sentence.length)}
    </>
  );
}

export interface RegistrationFormProps {
  eventId: string | undefined;
  /** Whether the event asks for Company: required (the SPEC's), optional or not at all. */
  companyField: CompanyField;
  /** The event is full (issue 30): the form joins its waiting list, and says so on its button. */
  full?: boolean;
  onRegistered: (result: Registration) => void;
}

/** What the success view shows: registered, or on the waiting list at `waitingPosition`. */
export interface Registration {
  eventName: string;
  email: string;
  waitingPosition?: number;
}

export function RegistrationForm({ eventId, companyField, full = false, onRegistered }: RegistrationFormProps) {
  const { t } = useTranslation('public');
  const fields = useMemo(() => registrationFields(companyField), [companyField]);
  const form = useForm({
    resolver: zodResolver(registrationFormSchemaFor(companyField)),
    mode: 'onChange',
    defaultValues: emptyForm,
  });
  const values = useWatch({ control: form.control });
  const registration = useRegister();
  const missing = missingRegistrationFields(fields, values).map((label) => t(label));
  const { errors } = form.formState;
  // A refusal stays beside the button (a toast is gone in seconds), until the next try.
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(({ company, ...visitor }) => {
    setFailure(null);
    registration.mutate(
      // A company not asked for is not sent.
      { ...visitor, ...(companyField === 'hidden' ? {} : { company }), eventId },
      {
        onSuccess: (result) => {
          if (result.status === 'waitlisted') {
            toast({
              title: t('public:register.waitlisted.title'),
              description: t('public:register.waitlisted.toast', { position: result.position }),
            });
            onRegistered({ eventName: result.eventName, email: visitor.email, waitingPosition: result.position });
            return;
          }
          toast({ title: t('public:register.success.title'), description: t('public:register.success.toast') });
          onRegistered({ eventName: result.eventName, email: visitor.email });
        },
        onError: (error) => {
          const message = userMessage(error, t('public:register.failed.retry'));
          setFailure(message);
          // The server checks what the form cannot (a phone number for PHONE_REGION): its word on a
          // field shows at that field, which gets the focus.
          const onField = serverFieldErrors(error);
          const wrong = fields.filter(({ name }) => onField[name]);
          wrong.forEach(({ name }, index) => {
            form.setError(name, { type: 'server', message: onField[name] }, { shouldFocus: index === 0 });
          });
          toast({ variant: 'destructive', title: t('public:register.failed.title'), description: message });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-5">
      {fields.map(({ name, label, required }) => {
        const { type, autoComplete, placeholder, icon: Icon } = inputs[name];
        const id = `registration-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={t(label)} error={error}>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              placeholder={t(placeholder)}
              required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(id) : undefined}
              icon={<Icon />}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      {failure ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-destructive-soft p-3 text-sm font-medium text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{withMyPassLink(failure, t('public:register.failed.myPassSentence'))}</span>
        </p>
      ) : null}
      <div className="mt-1 grid grid-cols-1 gap-2">
        <Button
          type="submit"
          size="lg"
          // A longer language's label wraps instead of widening the form past a phone's screen.
          className="h-auto min-h-11 w-full py-2 whitespace-normal"
          disabled={missing.length > 0 || registration.isPending}
          aria-describedby={missing.length > 0 ? HINT_ID : undefined}
        >
          {registration.isPending
            ? t('public:register.submitting')
            : full
              ? t('public:register.joinWaitingList')
              : t('public:register.submit')}
        </Button>
        <MissingFieldsHint id={HINT_ID} missing={missing} action="common:missing.register" />
      </div>
    </form>
  );
}
