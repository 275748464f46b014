import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { admissionReasons, syncRefusalReasons } from '../../../common/admission-reasons.ts';
import { projectPath } from '../paths.ts';
import {
  conflict,
  englishText,
  fieldRefused,
  HttpError,
  notFound,
  spokenAnswer,
  tooManyRequests,
  unauthorized,
} from './errors.ts';

const englishErrors = JSON.parse(readFileSync(projectPath('common', 'locales', 'en', 'errors.json'), 'utf8')) as Record<
  string,
  string
>;

function sources(dir: string): string[] {
  return readdirSync(projectPath(dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

describe('an HttpError', () => {
  it("answers its code, the English catalogue's words written with its values, the values and its extra fields", () => {
    const error = conflict('email_already_waiting', { position: 4 }, { reason: 'x' });
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('This email address is already on the waiting list for this event (position 4).');
    expect(error.body()).toEqual({
      code: 'email_already_waiting',
      message: 'This email address is already on the waiting list for this event (position 4).',
      position: 4,
      reason: 'x',
    });
    expect(notFound('event_not_found').body()).toEqual({ code: 'event_not_found', message: 'Event not found.' });
    expect(unauthorized().body()).toEqual({ code: 'sign_in_required', message: 'Sign in to continue.' });
  });

  it('keeps its headers, and names a field refusal in its issues', () => {
    expect(tooManyRequests('sign_in_address_wait', 120, { minutes: 2 }).headers).toEqual({ 'retry-after': '120' });
    expect(fieldRefused('capacity', 'event_capacity_below_registered', { count: 1234 }, 409).body()).toEqual({
      code: 'event_capacity_below_registered',
      message: '1,234 people are already registered: the places cannot be fewer than 1,234.',
      count: 1234,
      issues: [
        {
          path: 'capacity',
          code: 'event_capacity_below_registered',
          message: '1,234 people are already registered: the places cannot be fewer than 1,234.',
          count: 1234,
        },
      ],
    });
  });

  it('says a refused admission with its reason as code and the words given', () => {
    const error = HttpError.spoken(409, 'already_checked_in', 'Already checked in.', { reason: 'already_checked_in' });
    expect(error.body()).toEqual({
      code: 'already_checked_in',
      message: 'Already checked in.',
      reason: 'already_checked_in',
    });
  });

  it('makes a success answer with its code and values', () => {
    expect(spokenAnswer('pass_sent_to', { email: 'a@example.com' })).toEqual({
      code: 'pass_sent_to',
      message: 'QR code sent to a@example.com.',
      email: 'a@example.com',
    });
  });
});

describe('the error codes', () => {
  it('that the server names are keys of the English errors catalogue', () => {
    // TypeScript checks each (ErrorCode is the catalogue's keys); this reads the sources as well.
    const code = sources('server')
      .map((file) => readFileSync(projectPath(file), 'utf8'))
      .join('\n');
    const named = [
      ...code.matchAll(
        /\b(?:badRequest|notFound|conflict|forbidden|unauthorized|serviceUnavailable|tooManyRequests|spokenAnswer|englishText|new HttpError\(\d+,)\(?\s*'([a-z_0-9]+)'/g,
      ),
    ].map((match) => match[1] as string);
    const refused = [...code.matchAll(/\bfieldRefused\([^,]+,\s*'([a-z_0-9]+)'/g)].map((match) => match[1] as string);
    expect(named.length).toBeGreaterThan(50);
    expect([...named, ...refused].filter((key) => !(key in englishErrors))).toEqual([]);
  });

  it("are not a refusal's reason: a refused admission's code is its reason, translated by the door", () => {
    const reasons = new Set<string>([...admissionReasons, ...syncRefusalReasons]);
    expect(Object.keys(englishErrors).filter((key) => reasons.has(key))).toEqual([]);
  });

  it('are snake_case and each has English words', () => {
    for (const [key, words] of Object.entries(englishErrors)) {
      expect(key).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(englishText(key as never, { count: 1 }).length).toBeGreaterThan(0);
      expect(words.trim()).not.toBe('');
    }
  });
});
