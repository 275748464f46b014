import { describe, expect, it } from 'vitest';
import { eventLanguages, keptTranslations, localizedTexts, missingLanguages } from './event-texts.ts';

const event = {
  id: 'e1',
  name: 'Spring Fair',
  description: 'Stands and talks.',
  translations: {
    de: { name: 'Frühjahrsmesse', description: 'Stände und Vorträge.' },
    fr: { name: 'Foire de printemps' },
  },
};

describe('event texts in several languages', () => {
  it("gives the reader's language where written and the first language's otherwise, name and description apart", () => {
    expect(localizedTexts(event, 'de')).toEqual({
      id: 'e1',
      name: 'Frühjahrsmesse',
      description: 'Stände und Vorträge.',
    });
    expect(localizedTexts(event, 'fr')).toEqual({
      id: 'e1',
      name: 'Foire de printemps',
      description: 'Stands and talks.',
    });
    expect(localizedTexts(event, 'ar')).toEqual({ id: 'e1', name: 'Spring Fair', description: 'Stands and talks.' });
    expect(localizedTexts(event, 'en-XA')).toEqual({ id: 'e1', name: 'Spring Fair', description: 'Stands and talks.' });
  });

  it('keeps the offered languages in order, each once, known ones only, English when none', () => {
    expect(eventLanguages(['de', 'en', 'de', 'xx', 3])).toEqual(['de', 'en']);
    expect(eventLanguages([])).toEqual(['en']);
    expect(eventLanguages(null)).toEqual(['en']);
  });

  it('keeps translations of the other offered languages only, trimmed, and drops empty ones', () => {
    expect(
      keptTranslations(
        {
          en: { name: 'Not kept: the first language is the event’s own name' },
          de: { name: '  Messe ', description: '' },
          fr: { name: ' ', description: ' ' },
          es: { name: 'Feria' },
        },
        ['en', 'de', 'fr'],
      ),
    ).toEqual({ de: { name: 'Messe' } });
  });

  it('lists the offered languages whose name is missing', () => {
    expect(
      missingLanguages({ de: { name: 'Messe' }, fr: { description: 'Sans nom' } }, ['en', 'de', 'fr', 'ar']),
    ).toEqual(['fr', 'ar']);
    expect(missingLanguages({}, ['en'])).toEqual([]);
  });
});
