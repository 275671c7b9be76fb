import { classroomKeys, deleteClassroomMutationOptions } from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Deletes a classroom with its students, then goes to /classrooms. The open classroom page is left
 * first and its cached record dropped, so it never refetches into 'not found' on the way out.
 */
export function useDeleteClassroom() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = deleteClassroomMutationOptions();
  return useMutation({
    ...base,
    onSuccess: async (data, variables, onMutateResult, context) => {
      toastSuccess('Classroom deleted successfully!');
      navigate('/classrooms', { replace: true });
      queryClient.removeQueries({ queryKey: classroomKeys.detail(variables.id), exact: true });
      await base.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
