import publicEn from '@common/locales/en/public.json';
import { describe, expect, it } from 'vitest';
import { missingFieldsText } from '@/lib/missing-fields';
import { missingRegistrationFields, registrationFields } from './registration-fields';

const blank = { name: '', email: '', phone: '', company: '' };
/** The labels are catalogue keys: their English, as the form shows them in English. */
const english = (keys: readonly string[]) =>
  keys.map((key) => (publicEn as Record<string, string>)[key.slice('public:'.length)] ?? key);

describe('registrationFields', () => {
  it('asks for the four fields, all required, as the SPEC has it', () => {
    const fields = registrationFields('required');
    expect(english(fields.map((field) => field.label))).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Company',
    ]);
    expect(fields.every((field) => field.required)).toBe(true);
    expect(missingFieldsText(english(missingRegistrationFields(fields, blank)), 'register')).toBe(
      'Fill in Full Name, Email Address, Phone Number and Company to register.',
    );
  });

  it('says an optional Company is optional and does not ask for it in the hint', () => {
    const fields = registrationFields('optional');
    expect(english(fields.map((field) => field.label))).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Company (optional)',
    ]);
    expect(english(missingRegistrationFields(fields, blank))).toEqual(['Full Name', 'Email Address', 'Phone Number']);
    expect(missingRegistrationFields(fields, { name: 'Ann', email: 'a@b.co', phone: '1', company: ' ' })).toEqual([]);
  });

  it('leaves Company out when it is not asked', () => {
    const fields = registrationFields('hidden');
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'phone']);
    expect(english(missingRegistrationFields(fields, { ...blank, name: 'Ann' }))).toEqual([
      'Email Address',
      'Phone Number',
    ]);
  });
});
