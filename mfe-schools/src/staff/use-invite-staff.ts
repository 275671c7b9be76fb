import { ConflictError, inviteStaffMutationOptions, useSessionStore } from '@fees/shared-data';
import type { StaffInviteFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/**
 * The API's 409 names no field, but the one clash an invitation can have is its address being on
 * the staff already, so the form shows it under 'E-mail'.
 */
function atEmailField(error: unknown): unknown {
  return error instanceof ConflictError
    ? new ConflictError(error.message, { fields: { email: error.message } })
    : error;
}

/**
 * Invites someone to the school's staff; the list then shows the invitation. The guest demo mails
 * nothing, so its notice says where the invitation went instead.
 */
export function useInviteStaff(schoolId: string) {
  const guest = useSessionStore((state) => state.mode === 'guest');
  const invite = useMutation(inviteStaffMutationOptions(schoolId));
  return async function inviteStaff(values: StaffInviteFormValues, password: string) {
    const invited = await invite.mutateAsync({ input: values, password }).catch((error) => {
      throw atEmailField(error);
    });
    toastSuccess(
      guest
        ? `Invitation saved for ${invited.email}. The guest demo sends no e-mail.`
        : `Invitation sent to ${invited.email}.`,
    );
  };
}
