import { compileCatalogue } from '@common/i18n/compile';
import { createTranslator, flatten } from '@common/i18n/translator';
import deSource from '@common/locales/de/registrations.json?raw';
import enSource from '@common/locales/en/registrations.json?raw';
import { describe, expect, it } from 'vitest';

/** The `registrations` catalogue as the app has it: English, and German falling back to it. */
const catalogue = (source: string) => flatten({ registrations: compileCatalogue(JSON.parse(source)) });
const en = createTranslator('en', catalogue(enSource));
const de = createTranslator('de', catalogue(deSource), en);

import { eventRegistrations, GAP, pageCount, pageStart, pageSummary, pageWindow, paginate } from './pagination';

const items = Array.from({ length: 23 }, (_, index) => index + 1);

describe('paginate', () => {
  it('shows 10 a page', () => {
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 10, total: 23 });
    expect(paginate(items, 1).items).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginate(items, 3)).toMatchObject({ page: 3, from: 21, to: 23, items: [21, 22, 23] });
  });

  it('goes back to page 1 when the page no longer exists', () => {
    expect(paginate(items.slice(0, 15), 3)).toMatchObject({ page: 1, from: 1, to: 10, pageCount: 2 });
    expect(paginate(items, 0).page).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 1)).toEqual({ page: 1, pageCount: 1, items: [], from: 0, to: 0, total: 0 });
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});

describe('pageSummary', () => {
  it('reads as the SPEC says', () => {
    expect(pageSummary(en.t, paginate(items, 2))).toBe('Showing 11 to 20 of 23 registrations');
    // Numbers as they are, as the SPEC writes them: no grouping.
    expect(pageSummary(en.t, { from: 99_991, to: 100_000, total: 100_000 })).toBe(
      'Showing 99991 to 100000 of 100000 registrations',
    );
    expect(pageSummary(de.t, paginate(items, 2))).toBe('11 bis 20 von 23 Anmeldungen');
  });
});

describe('eventRegistrations', () => {
  it("keeps one event's registrations, newest first, unknown dates last", () => {
    const all = [
      { id: 'a', eventId: 'e1', createdAt: '2026-01-01T10:00:00Z' },
      { id: 'b', eventId: 'e2', createdAt: '2026-01-03T10:00:00Z' },
      { id: 'c', eventId: 'e1', createdAt: null },
      { id: 'd', eventId: 'e1', createdAt: '2026-01-02T10:00:00Z' },
    ];
    expect(eventRegistrations(all, 'e1').map((item) => item.id)).toEqual(['d', 'a', 'c']);
  });
});

describe('pageWindow', () => {
  const shown = (items: (number | typeof GAP)[]) => items.map((item) => (item === GAP ? '…' : item)).join(' ');

  it('shows every page when there are seven or fewer', () => {
    expect(shown(pageWindow(1, 1))).toBe('1');
    expect(shown(pageWindow(2, 3))).toBe('1 2 3');
    expect(shown(pageWindow(7, 7))).toBe('1 2 3 4 5 6 7');
  });

  it('keeps the first, the last and the pages beside the current one, with gaps between', () => {
    expect(shown(pageWindow(1, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageWindow(4, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageWindow(5, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(pageWindow(7, 10))).toBe('1 … 6 7 8 9 10');
    expect(shown(pageWindow(10, 10))).toBe('1 … 6 7 8 9 10');
    expect(shown(pageWindow(20_000, 100_000))).toBe('1 … 19999 20000 20001 … 100000');
    expect(shown(pageWindow(99_998, 100_000))).toBe('1 … 99996 99997 99998 99999 100000');
  });

  it('holds seven places wherever the current page is', () => {
    for (let page = 1; page <= 30; page++) expect(pageWindow(page, 30)).toHaveLength(7);
  });

  it('brings a page out of range back within it', () => {
    expect(shown(pageWindow(0, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(pageWindow(12, 10))).toBe('1 … 6 7 8 9 10');
    expect(shown(pageWindow(1, 0))).toBe('1');
  });

  it('offers the next page only when there is one, when the count is unknown', () => {
    expect(shown(pageWindow(1, null, true))).toBe('1 2');
    expect(shown(pageWindow(1, null, false))).toBe('1');
    expect(shown(pageWindow(2, null, true))).toBe('1 2 3');
    expect(shown(pageWindow(6, null, true))).toBe('1 … 5 6 7');
    expect(shown(pageWindow(6, null, false))).toBe('1 … 5 6');
  });
});

describe('pageStart', () => {
  const at = { page: 5, firstId: 'first-of-5', nextCursor: 'last-of-5' };

  it('goes to the first page from the top, and to the next and previous by keyset', () => {
    expect(pageStart(1, at)).toEqual({});
    expect(pageStart(6, at)).toEqual({ cursor: 'last-of-5' });
    expect(pageStart(4, at)).toEqual({ before: 'first-of-5' });
  });

  it('jumps to any other page by its number', () => {
    expect(pageStart(10, at)).toEqual({ page: 10 });
    expect(pageStart(3, at)).toEqual({ page: 3 });
    // No next cursor (the last page) or no rows: by number.
    expect(pageStart(6, { page: 5, nextCursor: null })).toEqual({ page: 6 });
    expect(pageStart(4, { page: 5 })).toEqual({ page: 4 });
  });

  it('never asks for every page from a deep page: the window offers numbers near an end or beside the current', () => {
    const pages = 100_000;
    const current = { page: 50_000, firstId: 'a', nextCursor: 'b' };
    const starts = pageWindow(current.page, pages)
      // The current page's own button goes nowhere.
      .filter((item): item is number => item !== GAP && item !== current.page)
      .map((target) => pageStart(target, current));
    expect(starts).toEqual([{}, { before: 'a' }, { cursor: 'b' }, { page: pages }]);
    for (const start of starts) {
      if (start.page !== undefined) expect(Math.min(start.page - 1, pages - start.page)).toBeLessThanOrEqual(5);
    }
  });
});
