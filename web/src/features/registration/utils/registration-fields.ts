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

const alwaysAsked: RegistrationField[] = [
  { name: 'name', label: 'Full Name', required: true },
  { name: 'email', label: 'Email Address', required: true },
  { name: 'phone', label: 'Phone Number', required: true },
];

export function registrationFields(companyField: CompanyField): RegistrationField[] {
  if (companyField === 'hidden') return alwaysAsked;
  const company =
    companyField === 'required'
      ? { name: 'company' as const, label: 'Company', required: true }
      : { name: 'company' as const, label: 'Company (optional)', required: false };
  return [...alwaysAsked, company];
}

/** The required fields still blank, for the 'Fill in ... to register.' hint; an optional one is never named. */
export function missingRegistrationFields(
  fields: readonly RegistrationField[],
  values: Partial<Record<RegistrationFieldName, string>>,
): string[] {
  return blankFieldLabels(fields.filter((field) => field.required).map((field) => [values[field.name], field.label]));
}
