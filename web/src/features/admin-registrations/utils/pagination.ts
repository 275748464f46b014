import type { TFunction } from '@common/i18n/translator';

/** The registrations table's paging (SPEC section 9: 10 a page). */
export const REGISTRATIONS_PAGE_SIZE = 10;

export interface PageSlice<T> {
  /** 1-based, always within 1..pageCount. */
  page: number;
  pageCount: number;
  items: T[];
  /** 1-based positions of the first and last item shown (0 and 0 when there are none). */
  from: number;
  to: number;
  total: number;
}

export function pageCount(total: number, pageSize = REGISTRATIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of one page; a page past the end (the list shrank) becomes page 1. */
export function paginate<T>(items: readonly T[], page: number, pageSize = REGISTRATIONS_PAGE_SIZE): PageSlice<T> {
  const count = pageCount(items.length, pageSize);
  const current = Number.isInteger(page) && page >= 1 && page <= count ? page : 1;
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    page: current,
    pageCount: count,
    items: slice,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
    total: items.length,
  };
}

/** 'Showing X to Y of N registrations', in the reader's language (numbers as they are: SPEC section 9). */
export function pageSummary(
  t: TFunction,
  { from, to, total }: Pick<PageSlice<unknown>, 'from' | 'to' | 'total'>,
): string {
  return t('registrations:pages.summary', { from, to, total });
}

/** An event's registrations, newest first (SPEC section 7). */
export function eventRegistrations<T extends { eventId: string; createdAt: string | null }>(
  all: readonly T[],
  eventId: string,
): T[] {
  const time = (value: string | null) => (value ? new Date(value).getTime() || 0 : 0);
  return all.filter((item) => item.eventId === eventId).sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** Search text worth sending: at least 3 characters (the server's rule), trimmed; otherwise none. */
export const searchText = (typed: string) => (typed.trim().length >= 3 ? typed.trim() : '');

/** A gap in the page buttons ('…'): pages not offered between two that are. */
export const GAP = 'gap' as const;
export type PageWindowItem = number | typeof GAP;

/**
 * The numbered buttons around the current page (issue 29 item 11): the first and the last page, the
 * current one and one on each side, and gaps ('…') between; seven places whatever the page, so the
 * row does not jump as one pages: '1 2 3 4 5 … 10', '1 … 4 5 6 … 10', '1 … 6 7 8 9 10'. With no
 * known count (a search matching very many) the last page is unknown: '1 … 6 7 8', 8 only when
 * there is a next page.
 */
export function pageWindow(current: number, pages: number | null, hasNext = false): PageWindowItem[] {
  if (pages === null) {
    const around = [current - 1, current, ...(hasNext ? [current + 1] : [])].filter((n) => n > 1);
    return [1, ...(around[0] !== undefined && around[0] > 2 ? [GAP] : []), ...around];
  }
  const last = Math.max(1, pages);
  const page = Math.min(Math.max(1, current), last);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, n) => from + n);
  if (last <= 7) return range(1, last);
  if (page <= 4) return [...range(1, 5), GAP, last];
  if (page >= last - 3) return [1, GAP, ...range(last - 4, last)];
  return [1, GAP, page - 1, page, page + 1, GAP, last];
}

/** Where a page starts, as the API takes it: after a row (Next), before one (Previous), or by number. */
export interface PageStart {
  cursor?: string;
  before?: string;
  page?: number;
}

/**
 * How to reach page `target` from the page shown (`current`, its first row and its next cursor):
 * page 1 from the top; the next and the previous page by keyset (cheap at any depth); any other by
 * its number, which the window only offers within a few pages of the first or the last page.
 */
export function pageStart(
  target: number,
  current: { page: number; firstId?: string; nextCursor?: string | null },
): PageStart {
  if (target <= 1) return {};
  if (target === current.page + 1 && current.nextCursor) return { cursor: current.nextCursor };
  if (target === current.page - 1 && current.firstId) return { before: current.firstId };
  return { page: target };
}
