import type { School } from '@fees/shared-data/core';
import { Loaded } from '@fees/shared-ui/pages';
import { InviteStaffForm } from './invite-staff-form';
import { StaffTable } from './staff-table';
import { useInviteStaff } from './use-invite-staff';
import { useStaff } from './use-staff';
import styles from './staff.module.css';

/** What the owner sees of a school's staff: the list, and the form that invites someone. */
export function SchoolStaff({ school }: { school: School }) {
  const staff = useStaff(school._id);
  const invite = useInviteStaff(school._id);
  return (
    <div className={styles.staff}>
      <Loaded query={staff} what="the staff">
        {(lines) => <StaffTable school={school} staff={lines} />}
      </Loaded>
      <InviteStaffForm onInvite={invite} />
    </div>
  );
}
