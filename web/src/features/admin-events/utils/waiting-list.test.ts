import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import deSource from '@common/locales/de/registrations.json?raw';
import enSource from '@common/locales/en/registrations.json?raw';
import { describe, expect, it } from 'vitest';

/** The `registrations` catalogue as the app has it: English, and German falling back to it. */
const catalogue = (source: string) => flatten({ registrations: compileCatalogue(JSON.parse(source)) });
const en = createTranslator('en', catalogue(enSource));
const de = createTranslator('de', catalogue(deSource), en);

import { listCountsKey, showsWaitingList, waitingListCountsText } from './waiting-list';

describe('the waiting list card', () => {
  it('is shown for an event with places, or one with anyone still waiting or offered', () => {
    expect(showsWaitingList(10, { waiting: 0, offered: 0 })).toBe(true);
    expect(showsWaitingList(10, undefined)).toBe(true);
    expect(showsWaitingList(null, { waiting: 0, offered: 0 })).toBe(false);
    expect(showsWaitingList(null, undefined)).toBe(false);
    expect(showsWaitingList(null, { waiting: 2, offered: 0 })).toBe(true);
    expect(showsWaitingList(null, { waiting: 0, offered: 1 })).toBe(true);
  });

  it('counts who waits and who has been offered a place in its header', () => {
    expect(waitingListCountsText(en.t, { waiting: 0, offered: 0 }, 'en-US')).toBe('0 waiting · 0 offered');
    expect(waitingListCountsText(en.t, { waiting: 1200, offered: 3 }, 'en-US')).toBe('1,200 waiting · 3 offered');
    expect(waitingListCountsText(de.t, { waiting: 1200, offered: 3 }, 'de')).toBe('1.200 wartend · 3 mit Angebot');
  });

  it('is read again when a live number that moves it changes, not otherwise', () => {
    const before = listCountsKey({ registered: 1, waiting: 3, offered: 0 });
    // An offer: one fewer waiting, one more offered.
    expect(listCountsKey({ registered: 1, waiting: 2, offered: 1 })).not.toBe(before);
    // A claim: the offered place becomes a registration.
    expect(listCountsKey({ registered: 2, waiting: 3, offered: 0 })).not.toBe(
      listCountsKey({ registered: 1, waiting: 3, offered: 1 }),
    );
    expect(listCountsKey({ registered: 1, waiting: 3, offered: 0 })).toBe(before);
    expect(listCountsKey(undefined)).toBeUndefined();
  });
});
