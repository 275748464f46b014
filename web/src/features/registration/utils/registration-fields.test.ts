import { describe, expect, it } from 'vitest';
import { missingFieldsText } from '@/lib/missing-fields';
import { missingRegistrationFields, registrationFields } from './registration-fields';

const blank = { name: '', email: '', phone: '', company: '' };

describe('registrationFields', () => {
  it('asks for the four fields, all required, as the SPEC has it', () => {
    const fields = registrationFields('required');
    expect(fields.map((field) => field.label)).toEqual(['Full Name', 'Email Address', 'Phone Number', 'Company']);
    expect(fields.every((field) => field.required)).toBe(true);
    expect(missingFieldsText(missingRegistrationFields(fields, blank), 'register')).toBe(
      'Fill in Full Name, Email Address, Phone Number and Company to register.',
    );
  });

  it('says an optional Company is optional and does not ask for it in the hint', () => {
    const fields = registrationFields('optional');
    expect(fields.map((field) => field.label)).toEqual([
      'Full Name',
      'Email Address',
      'Phone Number',
      'Company (optional)',
    ]);
    expect(missingRegistrationFields(fields, blank)).toEqual(['Full Name', 'Email Address', 'Phone Number']);
    expect(missingRegistrationFields(fields, { name: 'Ann', email: 'a@b.co', phone: '1', company: ' ' })).toEqual([]);
  });

  it('leaves Company out when it is not asked', () => {
    const fields = registrationFields('hidden');
    expect(fields.map((field) => field.name)).toEqual(['name', 'email', 'phone']);
    expect(missingRegistrationFields(fields, { ...blank, name: 'Ann' })).toEqual(['Email Address', 'Phone Number']);
  });
});
