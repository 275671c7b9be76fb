import { studentsQueryOptions } from '@fees/shared-data';
import type { Family } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';

/** The students of a family, in registration order; a family holds a few, so one answer has all. */
export function useFamilyChildren(family: Family) {
  return useQuery(
    studentsQueryOptions({ filter: { schoolId: family.schoolId, familyId: family._id } }),
  );
}
