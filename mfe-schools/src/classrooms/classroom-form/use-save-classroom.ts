import { createClassroomMutationOptions, updateClassroomMutationOptions } from '@fees/shared-data';
import type { ClassroomFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Where a save goes: a new classroom under a school, or an existing classroom. */
export type ClassroomTarget = { schoolId: string } | { classroomId: string };

/**
 * Registers a classroom or edits one, then says so and moves on: a new classroom to the list, an
 * edited one to its page. Rejects with the data layer's error, for the form to show.
 */
export function useSaveClassroom(target: ClassroomTarget) {
  const navigate = useNavigate();
  const create = useMutation(createClassroomMutationOptions());
  const update = useMutation(updateClassroomMutationOptions());

  return async function save(values: ClassroomFormValues, password: string): Promise<void> {
    if ('schoolId' in target) {
      await create.mutateAsync({ input: { ...values, schoolId: target.schoolId }, password });
      toastSuccess('Classroom registered successfully!');
      navigate('/classrooms');
      return;
    }
    await update.mutateAsync({ id: target.classroomId, input: values, password });
    toastSuccess('Classroom updated successfully!');
    navigate(`/classrooms/${target.classroomId}`);
  };
}
