import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Instalment } from '../../ledger/due-now';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { planKeys, studentKeys } from '../query-keys';

/** The school's plan for its current term (docs/due-dates.md). */
export function planQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: planKeys.school(schoolId),
    queryFn: () => getSource().getPlan(schoolId),
  });
}

/** The plan that applies to a student this term, theirs or the school's. */
export function studentPlanQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: planKeys.student(studentId),
    queryFn: () => getSource().getStudentPlan(studentId),
  });
}

/** Sets it; every student's (and family's) due figures follow, so they are read again. */
export function setPlanMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ instalments, password }: { instalments: Instalment[]; password: string }) =>
      getSource().setPlan(schoolId, instalments, password),
    onSuccess: () => invalidate(planKeys.school(schoolId), studentKeys.all),
  });
}

/** Gives a student a plan of their own, or null to follow the school's; their figures follow. */
export function setStudentPlanMutationOptions(studentId: string) {
  return mutationOptions({
    mutationFn: ({
      instalments,
      password,
    }: {
      instalments: Instalment[] | null;
      password: string;
    }) => getSource().setStudentPlan(studentId, instalments, password),
    onSuccess: () => invalidate(studentKeys.all),
  });
}
