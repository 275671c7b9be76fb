import type { School } from '@fees/shared-data/core';
import { RecordEditPage, RoleGate } from '@fees/shared-ui/pages';
import { useParams } from 'react-router';
import { SchoolStaff } from './school-staff';
import { useStaffSchool } from './use-staff-school';

/**
 * /schools/{schoolId}/staff: who runs the school beside its owner, and in what role
 * (docs/staff.md). Only the owner's: anyone else is told so, and the staff is never asked for,
 * since the server would refuse it.
 */
export function StaffPage() {
  const { schoolId = '' } = useParams();
  const query = useStaffSchool(schoolId);
  return (
    <RecordEditPage<School>
      resource="school"
      page="/schools/:id/staff"
      subtitle={query.data?.name}
      id={schoolId}
      query={query}
    >
      {(school) => (
        <RoleGate role={school.role} action="manageStaff">
          <SchoolStaff school={school} />
        </RoleGate>
      )}
    </RecordEditPage>
  );
}
