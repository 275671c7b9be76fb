import type { StaffMember } from '@fees/shared-data';
import {
  Button,
  Modal,
  passwordProblem,
  type PasswordProblem,
  PasswordStep,
} from '@fees/shared-ui';
import { useRef, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<PasswordProblem>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { remove, busy } = useRemoveStaff(schoolId);
  const words = wording(member);

  function openChanged(next: boolean) {
    if (next) setProblem(null);
    setOpen(next);
  }

  async function confirm(password: string) {
    setProblem(null);
    try {
      await remove(member, password);
      setOpen(false);
    } catch (error) {
      setProblem(passwordProblem(error));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={openChanged}
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
        problem={problem}
        busy={busy}
        submitLabel={words.action}
        submitVariant="danger"
        onSubmit={confirm}
      />
    </Modal>
  );
}
