import { staffQueryOptions } from '@fees/shared-data';
import { useQuery } from '@tanstack/react-query';

/** The school's members, owner first, then the invitations still waiting (docs/staff.md). */
export function useStaff(schoolId: string) {
  return useQuery(staffQueryOptions(schoolId));
}
