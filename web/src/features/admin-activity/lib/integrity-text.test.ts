import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import de from '@common/locales/de/staff.json';
import en from '@common/locales/en/staff.json';
import type { AuditIntegrityAnswer } from '@common/responses';
import { describe, expect, it } from 'vitest';
import { integrityText as wordsFor } from './integrity-text';

const translator = (locale: string, catalogue: Record<string, string>) =>
  createTranslator(locale, flatten({ staff: compileCatalogue(catalogue) })).t;
const integrityText = (answer: AuditIntegrityAnswer) => wordsFor(translator('en', en), answer);

const checkedAt = '2026-11-27T10:00:00.000Z';

describe('the audit trail line', () => {
  it('says the trail is intact, with its entries counted', () => {
    expect(integrityText({ intact: true, entries: 12_345, unsealed: 2, checkedAt })).toBe(
      'Audit trail intact (12,345 entries)',
    );
    expect(integrityText({ intact: true, entries: 1, unsealed: 0, checkedAt })).toBe('Audit trail intact (1 entry)');
  });

  it('names the entry where the chain breaks and why', () => {
    const problem = 'entry 77 was changed after it was written (its hash no longer matches its content)';
    expect(
      integrityText({ intact: false, entries: 41, unsealed: 0, checkedAt, brokenAt: { id: '77', seq: 42, problem } }),
    ).toBe(`Audit trail broken at entry 42: ${problem}. The 41 entries before it are intact.`);
  });

  it('says it in German', () => {
    const t = translator('de', de);
    expect(wordsFor(t, { intact: true, entries: 12_345, unsealed: 0, checkedAt })).toBe(
      'Protokoll intakt (12.345 Einträge)',
    );
    expect(wordsFor(t, { intact: true, entries: 1, unsealed: 0, checkedAt })).toBe('Protokoll intakt (1 Eintrag)');
  });
});
