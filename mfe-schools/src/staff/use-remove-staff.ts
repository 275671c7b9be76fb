import { removeStaffMutationOptions } from '@fees/shared-data';
import type { StaffMember } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/** Removes a member from the staff, or revokes an invitation still waiting (docs/staff.md). */
export function useRemoveStaff(schoolId: string) {
  const removal = useMutation(removeStaffMutationOptions(schoolId));
  async function remove(member: StaffMember, password: string) {
    await removal.mutateAsync({ memberId: member._id, password });
    toastSuccess(
      member.status === 'invited'
        ? `Invitation to ${member.email} revoked.`
        : `Removed ${member.email} from the staff.`,
    );
  }
  return { remove, busy: removal.isPending };
}
