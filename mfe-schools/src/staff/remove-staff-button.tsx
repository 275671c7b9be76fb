import type { StaffMember } from '@fees/shared-data/core';
import { PasswordActionButton } from '@fees/shared-ui/pages';
import { useRemoveStaff } from './use-remove-staff';

/** What the dialog says for a member and for an invitation still waiting. */
function wording(member: StaffMember) {
  return member.status === 'invited'
    ? {
        action: 'Revoke invitation',
        label: `Revoke invitation to ${member.email}`,
        title: `Revoke the invitation to ${member.email}?`,
        description: 'Its link stops working. You can invite them again later.',
      }
    : {
        action: 'Remove',
        label: `Remove ${member.email}`,
        title: `Remove ${member.email} from the staff?`,
        description:
          'They lose access to this school at once. Their account and their other schools stay.',
      };
}

export type RemoveStaffButtonProps = {
  schoolId: string;
  member: StaffMember;
  /** Puts focus somewhere once the line, and this button with it, has left the list. */
  onGone: () => void;
};

/** 'Remove' on a member's line, 'Revoke invitation' on an invitation's, under the password. */
export function RemoveStaffButton({ schoolId, member, onGone }: RemoveStaffButtonProps) {
  const { remove, busy } = useRemoveStaff(schoolId);
  return (
    <PasswordActionButton
      {...wording(member)}
      busy={busy}
      onConfirm={(password) => remove(member, password)}
      onGone={onGone}
    />
  );
}
