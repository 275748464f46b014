import { auditCalls } from '@common/contracts/audit';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { callApi, callPath } from '@/lib/api-client';

export interface AuditFilter {
  eventId?: string;
  actor?: string;
  action?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** The query of a filter (empty fields left out), for the list and the CSV alike. */
export function auditQuery(
  filter: AuditFilter,
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries({ ...filter, ...extra }).map(([key, value]) => [key, value || undefined]));
}

export const auditCsvHref = (filter: AuditFilter) => callPath(auditCalls.csv, { query: auditQuery(filter) });

/** The audit trail, newest first, a page at a time ("Load more"). */
export function useAuditTrail(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit({ ...filter }),
    queryFn: ({ pageParam }) =>
      callApi(auditCalls.page, {
        query: auditQuery(filter, { limit: String(AUDIT_PAGE_SIZE), before: pageParam ?? '' }),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Whether the trail's hash chain is intact (issue 28): checked again at each visit of the screen. */
export function useAuditIntegrity() {
  return useQuery({
    queryKey: adminKeys.auditIntegrity,
    queryFn: () => callApi(auditCalls.integrity),
    staleTime: 0,
  });
}
