import { adminApiPaths } from '@common/admin-api-paths';
import type { AuditPage } from '@common/responses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminKeys } from '@/lib/admin-query-keys';
import { api } from '@/lib/api-client';

export interface AuditFilter {
  eventId?: string;
  actor?: string;
  action?: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** The query text of a filter (empty fields left out), for the list and the CSV alike. */
export function auditQuery(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const auditCsvHref = (filter: AuditFilter) => `${adminApiPaths.auditCsv.path}${auditQuery(filter)}`;

/** The audit trail, newest first, a page at a time ("Load more"). */
export function useAuditTrail(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit({ ...filter }),
    queryFn: ({ pageParam }) =>
      api.get<AuditPage>(
        `${adminApiPaths.audit.path}${auditQuery(filter, { limit: String(AUDIT_PAGE_SIZE), before: pageParam ?? '' })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
