import type { Student } from '@fees/shared-data';
import { ButtonLink, RecordActions } from '@fees/shared-ui';
import { SharePayLinkButton } from './share-pay-link-button';
import { useDeleteStudent } from './use-delete-student';

/**
 * Where to go from a student: pay for them by card, record a payment the bursary received, their
 * payments, a pay link for the parent, edit, delete.
 */
export function StudentActions({ student }: { student: Student }) {
  const deletion = useDeleteStudent();
  const filter = `student=${encodeURIComponent(student._id)}`;
  return (
    <RecordActions
      resource="student"
      editTo={`/students/${student._id}/edit`}
      warning={`${student.fullname} will be removed from ${student.classroom}. A student who has payments cannot be deleted. This cannot be undone.`}
      deleting={deletion.isPending}
      onDelete={(password) => deletion.mutateAsync({ id: student._id, password })}
    >
      <ButtonLink width="auto" to={`/payments/create?${filter}`}>
        Make payment
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments/record?${filter}`} variant="light">
        Record payment
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments?${filter}`}>
        View payments
      </ButtonLink>
      <SharePayLinkButton student={student} />
    </RecordActions>
  );
}
