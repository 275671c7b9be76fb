import { deleteSchoolMutationOptions, schoolKeys } from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Deletes a school with everything under it, then goes to /schools. The open school page is left
 * first and its cached record dropped, so it never refetches into 'not found' on the way out.
 */
export function useDeleteSchool() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = deleteSchoolMutationOptions();
  return useMutation({
    ...base,
    onSuccess: async (data, variables, onMutateResult, context) => {
      toastSuccess('School deleted successfully!');
      navigate('/schools', { replace: true });
      queryClient.removeQueries({ queryKey: schoolKeys.detail(variables.id), exact: true });
      await base.onSuccess?.(data, variables, onMutateResult, context);
    },
  });
}
