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

/** 'Showing X to Y of N registrations' */
export function pageSummary({ from, to, total }: Pick<PageSlice<unknown>, 'from' | 'to' | 'total'>): string {
  return `Showing ${from} to ${to} of ${total} registrations`;
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

/** The page buttons to show: the known pages (their cursor is known) within 3 of the current one. */
export function knownPageNumbers(current: number, knownPages: number, pageCount: number | null): number[] {
  const last = Math.min(knownPages, pageCount ?? knownPages);
  const numbers: number[] = [];
  for (let n = Math.max(1, current - 3); n <= Math.min(last, current + 3); n++) numbers.push(n);
  return numbers;
}
