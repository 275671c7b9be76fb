import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { getSource } from '../../sources/get-source';
import type { LateFeeBody } from '../../validation/money/late-fee-schemas';
import { invalidate } from '../invalidate';
import { classroomKeys, lateFeeKeys, schoolKeys, studentKeys } from '../query-keys';

/** The school's late fee (docs/due-dates.md#late-fee). */
export function lateFeeQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: lateFeeKeys.school(schoolId),
    queryFn: () => getSource().getLateFee(schoolId),
  });
}

/** Setting it may charge at once in the demo, so the school and its students are read again. */
export function setLateFeeMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: Omit<LateFeeBody, 'password'>; password: string }) =>
      getSource().setLateFee(schoolId, input, password),
    onSuccess: () => invalidate(schoolKeys.all, studentKeys.all),
  });
}

/** A student's late fees of the current term. */
export function lateFeesQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: lateFeeKeys.student(studentId),
    queryFn: () => getSource().listLateFees(studentId),
  });
}

/** A waived fee lowers the student's balance and their class's and school's totals. */
export function waiveLateFeeMutationOptions(studentId: string) {
  return mutationOptions({
    mutationFn: ({ lineId, password }: { lineId: string; password: string }) =>
      getSource().waiveLateFee(studentId, lineId, password),
    onSuccess: () => invalidate(schoolKeys.all, classroomKeys.all, studentKeys.all),
  });
}
