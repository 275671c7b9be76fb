import type { Student } from '@fees/shared-data';
import { ButtonLink, DeleteRecordButton } from '@fees/shared-ui';
import { useDeleteStudent } from './use-delete-student';

/**
 * Where to go from a student: pay for them by card, record a payment the bursary received, their
 * payments, edit, delete.
 */
export function StudentActions({ student }: { student: Student }) {
  const deletion = useDeleteStudent();
  const filter = `student=${encodeURIComponent(student._id)}`;
  return (
    <>
      <ButtonLink width="auto" to={`/payments/create?${filter}`}>
        Make payment
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments/record?${filter}`} variant="light">
        Record payment
      </ButtonLink>
      <ButtonLink width="auto" to={`/payments?${filter}`}>
        View payments
      </ButtonLink>
      <ButtonLink width="auto" to={`/students/${student._id}/edit`} variant="light">
        Edit student
      </ButtonLink>
      <DeleteRecordButton
        label="Delete student"
        title="Delete this student?"
        warning={`${student.fullname} will be removed from ${student.classroom}. A student who has payments cannot be deleted. This cannot be undone.`}
        busy={deletion.isPending}
        onDelete={(password) => deletion.mutateAsync({ id: student._id, password })}
      />
    </>
  );
}
