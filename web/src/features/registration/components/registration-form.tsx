import { type RegistrationForm as RegistrationValues, registrationFormSchema } from '@common/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Mail, Phone, User } from 'lucide-react';
import type { ComponentType } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { userMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';

interface FieldSpec {
  name: FieldPath<RegistrationValues>;
  label: string;
  type: string;
  autoComplete: string;
  placeholder: string;
  icon: ComponentType;
}

const fields: FieldSpec[] = [
  { name: 'name', label: 'Full Name', type: 'text', autoComplete: 'name', placeholder: 'Jane Doe', icon: User },
  {
    name: 'email',
    label: 'Email Address',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'jane@example.com',
    icon: Mail,
  },
  {
    name: 'phone',
    label: 'Phone Number',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+1 555 123 4567',
    icon: Phone,
  },
  {
    name: 'company',
    label: 'Company',
    type: 'text',
    autoComplete: 'organization',
    placeholder: 'Acme Inc.',
    icon: Building2,
  },
];

const emptyForm: RegistrationValues = { name: '', email: '', phone: '', company: '' };

export interface RegistrationFormProps {
  eventId: string | undefined;
  onRegistered: (result: { eventName: string; email: string }) => void;
}

export function RegistrationForm({ eventId, onRegistered }: RegistrationFormProps) {
  const form = useForm({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onChange',
    defaultValues: emptyForm,
  });
  const values = useWatch({ control: form.control });
  const registration = useRegister();
  const anyBlank = fields.some(({ name }) => !(values[name] ?? '').trim());
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((visitor) => {
    registration.mutate(
      { ...visitor, eventId },
      {
        onSuccess: (result) => {
          toast({ title: 'Registration Successful!', description: 'Check your email for your QR pass.' });
          onRegistered({ eventName: result.eventName, email: visitor.email });
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Registration Failed',
            description: userMessage(error, 'Please try again.'),
          });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {fields.map(({ name, label, type, autoComplete, placeholder, icon: Icon }) => {
        const id = `registration-${name}`;
        const error = errors[name]?.message;
        return (
          <FormField key={name} id={id} label={label} error={error}>
            <Input
              id={id}
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(id) : undefined}
              icon={<Icon />}
              {...form.register(name)}
            />
          </FormField>
        );
      })}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={anyBlank || registration.isPending}>
        {registration.isPending ? 'Registering...' : 'Complete Registration'}
      </Button>
    </form>
  );
}
