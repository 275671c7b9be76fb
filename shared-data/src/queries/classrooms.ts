import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CreateInputs, ListParams, UpdateInputs } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import type { Classroom } from '../types/classroom';
import { invalidate } from './invalidate';
import { classroomKeys, schoolKeys, searchKeys, studentKeys } from './query-keys';

/** Usually `{ filter: { schoolId } }` for the chosen school. */
export function classroomsQueryOptions(params: ListParams<Classroom> = {}) {
  return queryOptions({
    queryKey: classroomKeys.list(params),
    queryFn: () => getSource().list('classrooms', params),
  });
}

export function classroomQueryOptions(id: string) {
  return queryOptions({
    queryKey: classroomKeys.detail(id),
    queryFn: () => getSource().get('classrooms', id),
  });
}

/** Classroom writes change school counters and the class name and fees students show. */
const affected = [classroomKeys.all, studentKeys.all, schoolKeys.all, searchKeys.all] as const;

export function createClassroomMutationOptions() {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: CreateInputs['classrooms']; password: string }) =>
      getSource().create('classrooms', input, password),
    onSuccess: () => invalidate(...affected),
  });
}

export function updateClassroomMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      id,
      input,
      password,
    }: {
      id: string;
      input: UpdateInputs['classrooms'];
      password: string;
    }) => getSource().update('classrooms', id, input, password),
    onSuccess: () => invalidate(...affected),
  });
}

export function deleteClassroomMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      getSource().remove('classrooms', id, password),
    onSuccess: () => invalidate(...affected),
  });
}
