import {
  formatDay,
  SCHOOL_ROLE_LABELS,
  schoolToday,
  type School,
  type StaffMember,
} from '@fees/shared-data';
import { ScrollingTable } from '@fees/shared-ui';
import { useRef } from 'react';
import { ChangeRoleButton } from './change-role-button';
import { RemoveStaffButton } from './remove-staff-button';
import styles from './staff.module.css';

/** A member's name; an invitation has only its address. */
function staffName(member: StaffMember): string {
  if (member.status === 'invited') return '—';
  return [member.firstname, member.lastname].filter(Boolean).join(' ');
}

/** An invitation's link works once, until a day the owner may want to tell the person. */
function staffStatus(member: StaffMember): string {
  if (member.status === 'active') return 'Active';
  return member.expiresAt
    ? `Invited · link works until ${formatDay(schoolToday(new Date(member.expiresAt)))}`
    : 'Invited';
}

/**
 * The school's staff: the owner, then the members, then the invitations still waiting, with what
 * the owner may do to each line but their own (docs/staff.md#changing-and-removing-staff).
 */
export function StaffTable({ school, staff }: { school: School; staff: readonly StaffMember[] }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <ScrollingTable ref={box} caption={`Staff of ${school.name}`} minWidth="36rem">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => (
          <tr key={member._id}>
            <td>{staffName(member)}</td>
            {/* The address names every line; an invitation has no name yet. */}
            <th scope="row" className={styles.email}>
              {member.email}
            </th>
            <td>{SCHOOL_ROLE_LABELS[member.role]}</td>
            <td>{staffStatus(member)}</td>
            <td>
              {member.role === 'owner' ? null : (
                <div className={styles.actions}>
                  <ChangeRoleButton schoolId={school._id} member={member} />
                  <RemoveStaffButton
                    schoolId={school._id}
                    member={member}
                    onGone={() => box.current?.focus()}
                  />
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
