import { auditQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditParams } from './audit-params';
import type { AuditFilter } from './use-audit-filters';

/** Lines of the log a page shows. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * The page of the school's log the table shows. Another filter is another list, so it opens at its
 * first page; `enabled` false asks nothing (a range the server would refuse).
 */
export function useAuditLog(schoolId: string, filter: AuditFilter, enabled: boolean) {
  const filterKey = JSON.stringify(filter);
  const [shown, setShown] = useState({ filterKey, page: 0 });
  const page = shown.filterKey === filterKey ? shown.page : 0;
  const query = useQuery({
    ...auditQueryOptions(schoolId, {
      ...auditParams(filter),
      limit: AUDIT_PAGE_SIZE,
      offset: page * AUDIT_PAGE_SIZE,
    }),
    enabled,
  });
  return { query, page, setPage: (next: number) => setShown({ filterKey, page: next }) };
}
