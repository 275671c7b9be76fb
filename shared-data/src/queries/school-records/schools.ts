import { mutationOptions } from '@tanstack/react-query';
import type { SiblingDiscountRule } from '../../ledger/charges/sibling-discount';
import type { UpdateInputs } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { useCurrentSchoolStore } from '../../stores/current-school-store';
import { invalidate } from '../invalidate';
import { classroomKeys, paymentKeys, schoolKeys, searchKeys, studentKeys } from '../query-keys';
import { recordReads, recordWrites } from '../record-queries';

const reads = recordReads('schools', schoolKeys);

export const schoolsQueryOptions = reads.list;
export const schoolQueryOptions = reads.detail;
export const createSchoolMutationOptions = recordWrites('schools', [
  schoolKeys.all,
  searchKeys.all,
]).create;

/** A renamed school shows on its classrooms too. */
export function updateSchoolMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      id,
      input,
      password,
    }: {
      id: string;
      input: UpdateInputs['schools'];
      password: string;
    }) => getSource().update('schools', id, input, password),
    onSuccess: () => invalidate(schoolKeys.all, classroomKeys.all, searchKeys.all),
  });
}

/**
 * The school's sibling discount re-prices every family child this term, so the students, their
 * classes and the school are read again.
 */
export function setSiblingDiscountMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ rule, password }: { rule: SiblingDiscountRule; password: string }) =>
      getSource().setSiblingDiscount(schoolId, rule, password),
    onSuccess: () => invalidate(schoolKeys.all, classroomKeys.all, studentKeys.all),
  });
}

/** Deleting the chosen school also un-chooses it, since nothing of it is left to show. */
export function deleteSchoolMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      getSource().deleteSchoolCascade(id, password),
    onSuccess: (_result, { id }) => {
      const current = useCurrentSchoolStore.getState();
      if (current.schoolId === id) current.setSchoolId(null);
      return invalidate(
        schoolKeys.all,
        classroomKeys.all,
        studentKeys.all,
        paymentKeys.all,
        searchKeys.all,
      );
    },
  });
}
