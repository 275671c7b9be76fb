import { mayDo } from '@fees/shared-data';
import { formatBalance, type SchoolRole, type Student } from '@fees/shared-data/core';
import { ButtonLink } from '@fees/shared-ui';
import { ActionMenu, DeleteRecordDialog, type ActionMenuItem } from '@fees/shared-ui/pages';
import { SharePayLinkButton } from '@fees/shared-ui/pay-link';
import { useState } from 'react';
import { useDeleteStudent } from './use-delete-student';
import styles from './student-actions.module.css';

export type StudentActionsProps = {
  student: Student;
  /** The person's role in the student's school, which decides what is offered. */
  role: SchoolRole | undefined;
};

/**
 * The student page's action bar, in view while the page scrolls (docs/students.md#the-student-page):
 * the balance, then what a bursar does most — record a payment the bursary received, pay by card,
 * a pay link for the parent — and 'More' with their payments, edit and delete. Each is offered
 * only to the roles that may do it (docs/staff.md#the-roles): a viewer keeps the balance and the
 * payments, a bursar everything but delete.
 */
export function StudentActions({ student, role }: StudentActionsProps) {
  const deletion = useDeleteStudent();
  const [deleting, setDeleting] = useState(false);
  const filter = `student=${encodeURIComponent(student._id)}`;
  const records = mayDo(role, 'recordPayment');
  const deletes = mayDo(role, 'deleteStudent');
  const more: ActionMenuItem[] = [{ label: 'View payments', to: `/payments?${filter}` }];
  if (mayDo(role, 'changeStudents'))
    more.push({ label: 'Edit student', to: `/students/${student._id}/edit` });
  if (deletes) {
    more.push({ label: 'Delete student', onSelect: () => setDeleting(true), tone: 'danger' });
  }
  return (
    <section aria-label="Student actions" className={styles.bar} data-print="hide">
      <p className={styles.balance}>
        Balance <strong>{formatBalance(student.balance)}</strong>
      </p>
      <div className={styles.buttons}>
        {records ? (
          <>
            <ButtonLink width="auto" icon={null} to={`/payments/record?${filter}`}>
              Record payment
            </ButtonLink>
            <ButtonLink width="auto" icon={null} to={`/payments/create?${filter}`} variant="light">
              Make payment
            </ButtonLink>
            <SharePayLinkButton studentId={student._id} fullname={student.fullname} />
          </>
        ) : null}
        <ActionMenu items={more} />
      </div>
      {deletes ? (
        <DeleteRecordDialog
          resource="student"
          warning={`${student.fullname} will be removed from ${student.classroom}. A student who has payments cannot be deleted. This cannot be undone.`}
          busy={deletion.isPending}
          open={deleting}
          onOpenChange={setDeleting}
          onDelete={(password) => deletion.mutateAsync({ id: student._id, password })}
        />
      ) : null}
    </section>
  );
}
