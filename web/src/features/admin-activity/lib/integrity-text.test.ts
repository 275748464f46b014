import { describe, expect, it } from 'vitest';
import { integrityText } from './integrity-text';

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
});
