import type { StaffMember } from '@fees/shared-data';
import { Button, Modal, PasswordStep, usePasswordDialog } from '@fees/shared-ui';
import { useRef } from 'react';
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
  const trigger = useRef<HTMLButtonElement>(null);
  const { remove, busy } = useRemoveStaff(schoolId);
  const dialog = usePasswordDialog();
  const words = wording(member);

  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button ref={trigger} variant="light" width="auto" icon={null} aria-label={words.label}>
          {words.action}
        </Button>
      }
      title={words.title}
      description={words.description}
      dismissible={!busy}
      // The refreshed list drops the line, dialog and all, before the call returns: focus must
      // not fall back to the top of the page.
      focusOnClose={() => {
        if (trigger.current?.isConnected) return false;
        onGone();
        return true;
      }}
    >
      <PasswordStep
        problem={dialog.problem}
        busy={busy}
        submitLabel={words.action}
        submitVariant="danger"
        onSubmit={(password) => dialog.confirm(() => remove(member, password))}
      />
    </Modal>
  );
}
