import { LIMITS, studentsQueryOptions } from '@fees/shared-data';
import { familyDiscounts, type School, type Student } from '@fees/shared-data/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

const NONE: ReadonlyMap<string, number> = new Map();

/**
 * Each listed student's sibling discount in percent, by id (docs/families.md#sibling-discount),
 * worked out as their charges are: from the enrolled children of the families the list shows, in
 * one query, and the school's rule. None while they load, and none at all when the school gives no
 * sibling discount or the list shows no family.
 */
export function useSiblingDiscounts(
  school: Pick<School, '_id' | 'siblingDiscount'> | undefined,
  students: readonly Student[],
): ReadonlyMap<string, number> {
  const rule = school?.siblingDiscount;
  const gives = rule !== undefined && (rule.second > 0 || rule.later > 0);
  const familyIds = [
    ...new Set(students.map((student) => student.familyId).filter(Boolean)),
  ].sort();
  const children = useQuery({
    ...studentsQueryOptions({
      filter: { schoolId: school?._id ?? '', familyId: familyIds, enrolment: 'enrolled' },
      limit: LIMITS.pageSizeMax,
    }),
    enabled: gives && familyIds.length > 0,
  });
  const items = children.data?.items;
  return useMemo(
    () =>
      rule && items
        ? familyDiscounts(
            items.map((child) => ({ ...child, id: child._id, className: child.classroom })),
            rule,
          )
        : NONE,
    [rule, items],
  );
}
