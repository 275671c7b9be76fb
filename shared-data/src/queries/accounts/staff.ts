import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '../../constants/staff';
import type { StaffInput } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { invitationKeys, schoolKeys, staffKeys } from '../query-keys';

/** The school's members and waiting invitations (docs/staff.md). */
export function staffQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: staffKeys.list(schoolId),
    queryFn: () => getSource().listStaff(schoolId),
  });
}

export function inviteStaffMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: StaffInput; password: string }) =>
      getSource().inviteStaff(schoolId, input, password),
    onSuccess: () => invalidate(staffKeys.list(schoolId)),
  });
}

export function changeStaffRoleMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({
      memberId,
      role,
      password,
    }: {
      memberId: string;
      role: StaffRole;
      password: string;
    }) => getSource().changeStaffRole(schoolId, memberId, role, password),
    onSuccess: () => invalidate(staffKeys.list(schoolId)),
  });
}

export function removeStaffMutationOptions(schoolId: string) {
  return mutationOptions({
    mutationFn: ({ memberId, password }: { memberId: string; password: string }) =>
      getSource().removeStaff(schoolId, memberId, password),
    onSuccess: () => invalidate(staffKeys.list(schoolId)),
  });
}

/** What an invitation link is for, before it is accepted. */
export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.detail(token),
    queryFn: () => getSource().getInvitation(token),
  });
}

/** Accepting adds a school to the person's list. */
export function acceptInvitationMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: () => getSource().acceptInvitation(token),
    onSuccess: () => invalidate(schoolKeys.all, invitationKeys.detail(token)),
  });
}
