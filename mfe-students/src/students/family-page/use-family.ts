import { familyQueryOptions } from '@fees/shared-data';
import { useSchoolRecordWithRole } from '@fees/shared-ui/pages';

/**
 * One family by id, with the signed-in person's `role` in its school; a foreign id, or a family
 * gone with its last child, comes back as `notFound`.
 */
export function useFamily(familyId: string) {
  return useSchoolRecordWithRole(familyQueryOptions(familyId));
}
