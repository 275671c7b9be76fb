import { schoolQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui/pages';

/**
 * The school whose staff the page shows, made the current school once loaded, as its own page
 * makes it; a deleted or foreign id is `notFound`.
 */
export function useStaffSchool(schoolId: string) {
  return useSchoolRecord(schoolQueryOptions(schoolId), (school) => school._id);
}
