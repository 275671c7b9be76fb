import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListParams, UpdateInputs, CreateInputs } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { useCurrentSchoolStore } from '../stores/current-school-store';
import type { School } from '../types/school';
import { invalidate } from './invalidate';
import { classroomKeys, paymentKeys, schoolKeys, searchKeys, studentKeys } from './query-keys';

export function schoolsQueryOptions(params: ListParams<School> = {}) {
  return queryOptions({
    queryKey: schoolKeys.list(params),
    queryFn: () => getSource().list('schools', params),
  });
}

export function schoolQueryOptions(id: string) {
  return queryOptions({
    queryKey: schoolKeys.detail(id),
    queryFn: () => getSource().get('schools', id),
  });
}

export function createSchoolMutationOptions() {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: CreateInputs['schools']; password: string }) =>
      getSource().create('schools', input, password),
    onSuccess: () => invalidate(schoolKeys.all, searchKeys.all),
  });
}

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
