import { describe, expect, it } from 'vitest';
import { COMPANY_REQUIRED_MESSAGE, companyToKeep, UNKNOWN_COMPANY } from './company-field.ts';

describe('companyToKeep', () => {
  it('required (the SPEC): keeps the company given, refuses a blank one or none', () => {
    expect(companyToKeep('required', 'Acme')).toEqual({ ok: true, company: 'Acme' });
    expect(companyToKeep('required', '  Acme ')).toEqual({ ok: true, company: 'Acme' });
    for (const blank of ['', '   ', undefined]) {
      expect(companyToKeep('required', blank)).toEqual({ ok: false, message: COMPANY_REQUIRED_MESSAGE });
    }
  });

  it("optional: keeps the company given, and the SPEC's default 'Unknown Company' for a blank one or none", () => {
    expect(companyToKeep('optional', 'Acme')).toEqual({ ok: true, company: 'Acme' });
    for (const blank of ['', '   ', undefined]) {
      expect(companyToKeep('optional', blank)).toEqual({ ok: true, company: UNKNOWN_COMPANY });
    }
    expect(UNKNOWN_COMPANY).toBe('Unknown Company');
  });

  it('not asked: keeps the default even when a company is sent (a page opened before the change)', () => {
    expect(companyToKeep('hidden', 'Acme')).toEqual({ ok: true, company: UNKNOWN_COMPANY });
    expect(companyToKeep('hidden', undefined)).toEqual({ ok: true, company: UNKNOWN_COMPANY });
  });
});
