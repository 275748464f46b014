/**
 * The fields of an event's registration form: the SPEC's four, Company as the event asks for it
 * (common/company-field.ts): required, optional (its label says so) or not shown at all.
 */
import type { CompanyField } from '@common/company-field';
import { blankFieldLabels } from '@/lib/missing-fields';

export type RegistrationFieldName = 'name' | 'email' | 'phone' | 'company';

export interface RegistrationField {
  name: RegistrationFieldName;
  label: string;
  required: boolean;
}

// Labels are catalogue keys (public namespace): the form shows them translated.
const alwaysAsked: RegistrationField[] = [
  { name: 'name', label: 'public:register.field.name', required: true },
  { name: 'email', label: 'public:register.field.email', required: true },
  { name: 'phone', label: 'public:register.field.phone', required: true },
];

export function registrationFields(companyField: CompanyField): RegistrationField[] {
  if (companyField === 'hidden') return alwaysAsked;
  const company =
    companyField === 'required'
      ? { name: 'company' as const, label: 'public:register.field.company', required: true }
      : { name: 'company' as const, label: 'public:register.field.companyOptional', required: false };
  return [...alwaysAsked, company];
}

/** The required fields still blank, for the 'Fill in ... to register.' hint; an optional one is never named. */
export function missingRegistrationFields(
  fields: readonly RegistrationField[],
  values: Partial<Record<RegistrationFieldName, string>>,
): string[] {
  return blankFieldLabels(fields.filter((field) => field.required).map((field) => [values[field.name], field.label]));
}
