import {
  paymentsQueryOptions,
  planQueryOptions,
  settlementQueryOptions,
  termsQueryOptions,
} from '@fees/shared-data';
import type { School } from '@fees/shared-data/core';
import type { DetailViewer } from '@fees/shared-ui/pages';
import { useQueries } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useSchool } from '../use-school';

/**
 * The school, pending until what its page draws beside it has also settled (its terms, its plan,
 * where its money settles, whether it has a payment yet), so the page appears whole: a section or a button that landed later
 * moved the action row under a pointer already aimed at it (a click meant for 'Delete school'
 * met the row as it was a moment before). One that fails shows its own error in its place.
 */
export function useSchoolPage(
  schoolId: string,
): ComponentProps<typeof DetailViewer<School>>['query'] {
  const school = useSchool(schoolId);
  const beside = useQueries({
    queries: [
      termsQueryOptions(schoolId),
      planQueryOptions(schoolId),
      settlementQueryOptions(schoolId),
      // Whether any payment is recorded yet, which decides whether the term may still be changed.
      paymentsQueryOptions({ filter: { schoolId }, limit: 1 }),
    ],
  });
  const settled = beside.every((query) => !query.isPending);
  return { ...school, isPending: school.isPending || (school.data !== undefined && !settled) };
}
