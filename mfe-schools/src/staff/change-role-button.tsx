import type { StaffMember, StaffRole } from '@fees/shared-data/core';
import { Button, Modal } from '@fees/shared-ui';
import { PasswordStep, SelectField, usePasswordDialog } from '@fees/shared-ui/pages';
import { useState } from 'react';
import { otherStaffRole, STAFF_ROLE_HINT, STAFF_ROLE_OPTIONS } from './staff-roles';
import { useChangeStaffRole } from './use-change-staff-role';

/**
 * 'Change role' on a line of the staff: the new role, then the owner's password. A refusal stays
 * in the dialog with the role chosen and the password typed.
 */
export function ChangeRoleButton({ schoolId, member }: { schoolId: string; member: StaffMember }) {
  const [role, setRole] = useState<StaffRole>(otherStaffRole(member.role));
  const { changeRole, busy } = useChangeStaffRole(schoolId);
  const dialog = usePasswordDialog(() => setRole(otherStaffRole(member.role)));

  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      trigger={
        <Button
          variant="light"
          width="auto"
          icon={null}
          aria-label={`Change role of ${member.email}`}
        >
          Change role
        </Button>
      }
      title={`Change the role of ${member.email}`}
      description={
        member.status === 'invited'
          ? 'They join in the new role when they accept the invitation.'
          : 'The new role holds at once, in every session they have open.'
      }
      dismissible={!busy}
    >
      <SelectField
        label="Role"
        options={STAFF_ROLE_OPTIONS}
        hint={STAFF_ROLE_HINT}
        value={role}
        disabled={busy}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      />
      <PasswordStep
        problem={dialog.problem}
        busy={busy}
        submitLabel="Change role"
        onSubmit={(password) => dialog.confirm(() => changeRole(member, role, password))}
      />
    </Modal>
  );
}
