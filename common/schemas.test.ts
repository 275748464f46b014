import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../server/platform/paths.ts';
import { compileCatalogue } from './i18n/compile.ts';
import { createTranslator, flatten } from './i18n/translator.ts';
import {
  eventInputSchema,
  exhibitInputSchema,
  loginInputSchema,
  registrationFormSchema,
  registrationFormSchemaFor,
} from './schemas.ts';

const visitor = { name: 'Ann Lee', email: 'ann@example.com', phone: '+33 1 23 45', company: 'Acme' };
/** The schemas' messages are `errors:` keys (issue 31): their English words, as the server answers them. */
const english = createTranslator(
  'en',
  flatten({
    errors: compileCatalogue(JSON.parse(readFileSync(projectPath('common', 'locales', 'en', 'errors.json'), 'utf8'))),
  }),
);
const englishOf = (message: string) => {
  expect(message).toMatch(/^errors:[a-z0-9_]+$/);
  expect(english.has(message)).toBe(true);
  return english.t(message);
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${englishOf(issue.message)}`) ?? [];

describe('text fields refuse control characters', () => {
  it('refuses a NUL byte, an escape or a C1 control in a name, a phone number or a company', () => {
    for (const field of ['name', 'phone', 'company'] as const) {
      for (const bad of ['\u0000', '\u001b[31m', '\u0085', '\u007f']) {
        const result = registrationFormSchema.safeParse({ ...visitor, [field]: `${visitor[field]}${bad}1` });
        expect(issuesOf(result), JSON.stringify(bad)).toEqual([
          `${field}: Must not contain line breaks or other control characters`,
        ]);
      }
    }
  });

  it('refuses a line break or a tab inside a one-line field, and trims them at its ends', () => {
    expect(registrationFormSchema.safeParse({ ...visitor, name: 'Ann\nLee' }).success).toBe(false);
    expect(registrationFormSchema.safeParse({ ...visitor, company: 'Ac\tme' }).success).toBe(false);
    expect(registrationFormSchema.parse({ ...visitor, name: '\tAnn Lee\n' }).name).toBe('Ann Lee');
    expect(loginInputSchema.safeParse({ username: 'ad\u0000min', password: 'x' }).success).toBe(false);
  });

  it('keeps letters of every script, accents and emoji', () => {
    const name = 'Zoë Ōkubo-Ngũgĩ 李雷 👩‍💻';
    expect(registrationFormSchema.parse({ ...visitor, name }).name).toBe(name);
  });

  it('allows line breaks and tabs in a description, not a NUL byte', () => {
    const event = { name: 'Expo', startDate: '2026-06-01', endDate: '2026-06-02' };
    expect(eventInputSchema.parse({ ...event, description: 'Line one\r\nLine\ttwo' }).description).toBe(
      'Line one\r\nLine\ttwo',
    );
    expect(issuesOf(eventInputSchema.safeParse({ ...event, description: 'a\u0000b' }))).toEqual([
      'description: Must not contain control characters',
    ]);
    const exhibit = {
      eventId: '00000000-0000-4000-8000-000000000000',
      name: 'Hall',
      date: '2026-06-01',
      startTime: '10:00',
      endTime: '11:00',
    };
    expect(exhibitInputSchema.safeParse({ ...exhibit, description: 'a\u0000b' }).success).toBe(false);
    expect(exhibitInputSchema.safeParse({ ...exhibit, name: 'Ha\u0000ll' }).success).toBe(false);
  });
});

describe('the registration form, as the event asks for Company', () => {
  it('required: a blank company is refused with the SPEC form message', () => {
    expect(issuesOf(registrationFormSchemaFor('required').safeParse({ ...visitor, company: '  ' }))).toEqual([
      'company: Company is required',
    ]);
  });

  it('optional or not asked: blank or missing is fine; one given is still checked', () => {
    for (const setting of ['optional', 'hidden'] as const) {
      const schema = registrationFormSchemaFor(setting);
      expect(schema.parse({ ...visitor, company: '  ' }).company).toBe('');
      expect(schema.safeParse({ ...visitor, company: undefined }).success).toBe(true);
      expect(issuesOf(schema.safeParse({ ...visitor, company: 'x'.repeat(121) }))).toEqual([
        'company: Must be at most 120 characters',
      ]);
      expect(issuesOf(schema.safeParse({ ...visitor, name: '' }))).toEqual(['name: Name is required']);
    }
  });
});
