import { formatBalance, type Student } from '@fees/shared-data';
import { ActionMenu, ButtonLink, DeleteRecordDialog } from '@fees/shared-ui';
import { useState } from 'react';
import { SharePayLinkButton } from './share-pay-link-button';
import { useDeleteStudent } from './use-delete-student';
import styles from './student-actions.module.css';

/**
 * The student page's action bar, in view while the page scrolls (docs/students.md#the-student-page):
 * the balance, then what a bursar does most — record a payment the bursary received, pay by card,
 * a pay link for the parent — and 'More' with their payments, edit and delete.
 */
export function StudentActions({ student }: { student: Student }) {
  const deletion = useDeleteStudent();
  const [deleting, setDeleting] = useState(false);
  const filter = `student=${encodeURIComponent(student._id)}`;
  return (
    <section aria-label="Student actions" className={styles.bar} data-print="hide">
      <p className={styles.balance}>
        Balance <strong>{formatBalance(student.balance)}</strong>
      </p>
      <div className={styles.buttons}>
        <ButtonLink width="auto" icon={null} to={`/payments/record?${filter}`}>
          Record payment
        </ButtonLink>
        <ButtonLink width="auto" icon={null} to={`/payments/create?${filter}`} variant="light">
          Make payment
        </ButtonLink>
        <SharePayLinkButton student={student} />
        <ActionMenu
          items={[
            { label: 'View payments', to: `/payments?${filter}` },
            { label: 'Edit student', to: `/students/${student._id}/edit` },
            { label: 'Delete student', onSelect: () => setDeleting(true), tone: 'danger' },
          ]}
        />
      </div>
      <DeleteRecordDialog
        resource="student"
        warning={`${student.fullname} will be removed from ${student.classroom}. A student who has payments cannot be deleted. This cannot be undone.`}
        busy={deletion.isPending}
        open={deleting}
        onOpenChange={setDeleting}
        onDelete={(password) => deletion.mutateAsync({ id: student._id, password })}
      />
    </section>
  );
}
