import { deleteStudentMutationOptions, studentKeys } from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Deletes a student, then goes to /students. The open page is left first and its cached record
 * dropped, so it never refetches into 'not found' on the way out. A student who has payments is
 * refused by the data layer, and the dialog shows why.
 */
export function useDeleteStudent() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = deleteStudentMutationOptions();
  return useMutation({
    ...base,
    onSuccess: async (data, variables, onMutateResult, context) => {
      toastSuccess('Student deleted successfully!');
      navigate('/students', { replace: true });
      queryClient.removeQueries({ queryKey: studentKeys.detail(variables.id), exact: true });
      await base.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
