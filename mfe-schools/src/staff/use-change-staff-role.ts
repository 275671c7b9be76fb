import { changeStaffRoleMutationOptions, SCHOOL_ROLE_LABELS } from '@fees/shared-data';
import type { StaffMember, StaffRole } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';

/** Gives a member or an invitation another role; it holds at once (docs/staff.md). */
export function useChangeStaffRole(schoolId: string) {
  const change = useMutation(changeStaffRoleMutationOptions(schoolId));
  async function changeRole(member: StaffMember, role: StaffRole, password: string) {
    const changed = await change.mutateAsync({ memberId: member._id, role, password });
    toastSuccess(`Role changed to ${SCHOOL_ROLE_LABELS[changed.role]} for ${changed.email}.`);
  }
  return { changeRole, busy: change.isPending };
}
