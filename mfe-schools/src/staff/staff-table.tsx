import { formatDay, SCHOOL_ROLE_LABELS, schoolToday } from '@fees/shared-data';
import type { School, StaffMember } from '@fees/shared-data/core';
import { ScrollingTable, stackedCell } from '@fees/shared-ui/pages';
import { useRef, type ReactNode } from 'react';
import { ChangeRoleButton } from './change-role-button';
import { RemoveStaffButton } from './remove-staff-button';
import styles from './staff.module.css';

/** A member's name; an invitation has only its address. */
function staffName(member: StaffMember): string {
  if (member.status === 'invited') return '—';
  return [member.firstname, member.lastname].filter(Boolean).join(' ');
}

/**
 * An invitation's link works once, until a day the owner may want to tell the person: a day kept
 * on one line, never '06-' over '12-2026'.
 */
function staffStatus(member: StaffMember): ReactNode {
  if (member.status === 'active') return 'Active';
  if (!member.expiresAt) return 'Invited';
  return (
    <>
      Invited · link works until{' '}
      <span className={styles.day}>{formatDay(schoolToday(new Date(member.expiresAt)))}</span>
    </>
  );
}

// On a phone a row is the address, then a line for each of the rest.
const NAME = stackedCell({ phone: 'below', label: 'Name' });
const EMAIL = stackedCell({});
const ROLE = stackedCell({ phone: 'below', label: 'Role' });
const STATUS = stackedCell({ phone: 'below', label: 'Status' });
const ACTIONS = stackedCell({ phone: 'below' });

/**
 * The school's staff: the owner, then the members, then the invitations still waiting, with what
 * the owner may do to each line but their own (docs/staff.md#changing-and-removing-staff).
 */
export function StaffTable({ school, staff }: { school: School; staff: readonly StaffMember[] }) {
  const box = useRef<HTMLDivElement>(null);
  return (
    <ScrollingTable ref={box} caption={`Staff of ${school.name}`} minWidth="36rem" phone="stack">
      <thead>
        <tr>
          <th scope="col" {...NAME}>
            Name
          </th>
          <th scope="col" {...EMAIL}>
            E-mail
          </th>
          <th scope="col" {...ROLE}>
            Role
          </th>
          <th scope="col" {...STATUS}>
            Status
          </th>
          <th scope="col" {...ACTIONS}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {staff.map((member) => (
          <tr key={member._id}>
            <td {...NAME}>{staffName(member)}</td>
            {/* The address names every line; an invitation has no name yet. */}
            <th scope="row" className={styles.email} {...EMAIL}>
              {member.email}
            </th>
            <td {...ROLE}>{SCHOOL_ROLE_LABELS[member.role]}</td>
            <td {...STATUS}>{staffStatus(member)}</td>
            <td {...ACTIONS}>
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
