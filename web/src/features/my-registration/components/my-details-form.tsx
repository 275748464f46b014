import type { CompanyField } from '@common/company-field';
import type { MyRegistration } from '@common/responses';
import { myDetailsFormSchemaFor } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n-react';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useEditMyDetails } from '../api/my-registration';

type FieldName = 'name' | 'phone' | 'company';

const companyLabel: Record<CompanyField, string | null> = {
  required: 'public:register.field.company',
  optional: 'public:register.field.companyOptional',
  hidden: null,
};

export interface MyDetailsFormProps {
  token: string;
  registration: MyRegistration;
  onDone: () => void;
}

/**
 * "Edit my details": name, phone and company as the event asks for it, checked as the registration
 * form checks them; the e-mail address stays. The server's word on a field shows at that field.
 */
export function MyDetailsForm({ token, registration, onDone }: MyDetailsFormProps) {
  const { companyField } = registration.event;
  const { t } = useTranslation('public');
  const form = useForm({
    resolver: zodResolver(myDetailsFormSchemaFor(companyField)),
    mode: 'onChange',
    defaultValues: { name: registration.name, phone: registration.phone, company: registration.company },
  });
  const edit = useEditMyDetails(token);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const fields: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
    { name: 'name', label: 'public:register.field.name', type: 'text', autoComplete: 'name' },
    { name: 'phone', label: 'public:register.field.phone', type: 'tel', autoComplete: 'tel' },
  ];
  const company = companyLabel[companyField];
  if (company) fields.push({ name: 'company', label: company, type: 'text', autoComplete: 'organization' });

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    edit.mutate(
      { name: values.name, phone: values.phone, ...(company ? { company: values.company } : {}) },
      {
        onSuccess: () => {
          toast({ title: t('public:details.saved') });
          onDone();
        },
        onError: (error) => {
          setFailure(userMessage(error, t('public:details.failed')));
          const onField = serverFieldErrors(error);
          fields
            .filter(({ name }) => onField[name])
            .forEach(({ name }, index) => {
              form.setError(name, { type: 'server', message: onField[name] }, { shouldFocus: index === 0 });
            });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-labelledby="my-details-heading">
      <FormField id="my-details-email" label={t('public:register.field.email')} hint={t('public:details.emailFixed')}>
        <Input
          id="my-details-email"
          type="email"
          value={registration.email}
          readOnly
          aria-describedby="my-details-email-hint"
        />
      </FormField>
      {fields.map(({ name, label, type, autoComplete }) => {
        const id = `my-details-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={t(label)} error={error}>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              {...fieldControlProps(id, error)}
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
          <span className="break-words">{failure}</span>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={edit.isPending}>
          {t('public:details.discard')}
        </Button>
        <Button type="submit" disabled={edit.isPending}>
          {edit.isPending ? t('public:details.saving') : t('public:details.save')}
        </Button>
      </div>
    </form>
  );
}
