import type { School } from '@fees/shared-data/core';
import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { SchoolAudit } from './school-audit';
import { useAuditSchool } from './use-audit-school';

/**
 * /schools/{schoolId}/audit: who did what to the school's records, and when
 * (docs/staff.md#the-audit-log). Only the owner's: anyone else is told so, and the log is never
 * asked for, since the server would refuse it.
 */
export function AuditPage() {
  const { schoolId = '' } = useParams();
  const query = useAuditSchool(schoolId);
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/audit"
      width="list"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {(school) => (
        <RoleGate role={school.role} action="readAudit">
          <SchoolAudit school={school} />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
