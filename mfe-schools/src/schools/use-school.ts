import { schoolQueryOptions } from '@fees/shared-data';
import { useSchoolRecord } from '@fees/shared-ui/pages';

/** One school by id, made the current school once loaded; a deleted or foreign id is `notFound`. */
export function useSchool(schoolId: string) {
  return useSchoolRecord(schoolQueryOptions(schoolId), (school) => school._id);
}
