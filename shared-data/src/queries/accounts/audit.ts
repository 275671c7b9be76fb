import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditParams } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { auditKeys } from '../query-keys';

/**
 * A page of a school's audit log (docs/staff.md#the-audit-log). It sits under the school's key,
 * so every write that reloads the school reloads its log too.
 */
export function auditQueryOptions(schoolId: string, params: AuditParams = {}) {
  return queryOptions({
    queryKey: auditKeys.list(schoolId, params),
    queryFn: () => getSource().listAudit(schoolId, params),
    placeholderData: keepPreviousData,
  });
}
