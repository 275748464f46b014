import { describe, expect, it } from 'vitest';
import { eventRegistrations, pageCount, pageSummary, paginate } from './pagination';

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
    expect(pageSummary(paginate(items, 2))).toBe('Showing 11 to 20 of 23 registrations');
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
