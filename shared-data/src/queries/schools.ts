import { mutationOptions } from '@tanstack/react-query';
import type { UpdateInputs } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { useCurrentSchoolStore } from '../stores/current-school-store';
import { invalidate } from './invalidate';
import { classroomKeys, paymentKeys, schoolKeys, searchKeys, studentKeys } from './query-keys';
import { recordReads, recordWrites } from './record-queries';

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
