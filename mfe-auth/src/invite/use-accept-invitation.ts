import {
  acceptInvitationMutationOptions,
  errorMessage,
  SCHOOL_ROLE_LABELS,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Accepts the invitation as the signed-in account. The school joined becomes the current one, so
 * home opens on it; a refusal (another address, already on the staff, no longer valid) is the
 * server's message, and the page stays.
 */
export function useAcceptInvitation(token: string) {
  const navigate = useNavigate();
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);
  const mutation = useMutation(acceptInvitationMutationOptions(token));

  // Per call, so the options' own onSuccess (the school list read afresh) still runs first.
  const accept = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ schoolId, schoolName, role }) => {
        setSchoolId(schoolId);
        toastSuccess(`You joined ${schoolName} as its ${SCHOOL_ROLE_LABELS[role].toLowerCase()}.`);
        navigate('/', { replace: true });
      },
    });

  return {
    accept,
    busy: mutation.isPending || mutation.isSuccess,
    problem: mutation.error ? errorMessage(mutation.error) : null,
  };
}
