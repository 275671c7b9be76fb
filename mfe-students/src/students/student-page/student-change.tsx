import {
  approveStudentChangeMutationOptions,
  declineStudentChangeMutationOptions,
  mayDo,
} from '@fees/shared-data';
import {
  chargeChangeLine,
  formatSchoolDateTime,
  type SchoolRole,
  type Student,
} from '@fees/shared-data/core';
import { Callout } from '@fees/shared-ui';
import { RequestAnswers } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import styles from './student-page.module.css';

/** The owner approves the bursar's edit, as it was sent, or declines it with a reason. */
function ChangeAnswers({ student }: { student: Student }) {
  const approving = useMutation(approveStudentChangeMutationOptions());
  const declining = useMutation(declineStudentChangeMutationOptions());
  return (
    <RequestAnswers
      approveLabel="Approve change"
      onApprove={(password) => approving.mutateAsync({ id: student._id, password })}
      approving={approving.isPending}
      approved="Change approved. The student now owes what it says."
      declineTitle="Decline this change?"
      declineDescription={`Nothing of it applies to ${student.fullname}, and whoever asked sees your reason.`}
      declineLabel="Decline change"
      declineHint="Why it does not apply, e.g. 'Her discount was not agreed'."
      onDecline={(values) => declining.mutateAsync({ id: student._id, ...values })}
      declining={declining.isPending}
      declined="Change declined. Nothing about the student changed."
    />
  );
}

/**
 * A bursar's edit that lowers what is owed (docs/students.md#edits-that-lower-charges): waiting,
 * with what it changes, for everyone to see and for the owner to answer; or the owner's refusal
 * and why.
 */
export function StudentChange({
  student,
  role,
}: {
  student: Student;
  role: SchoolRole | undefined;
}) {
  const { changeRequest, changeDeclined } = student;
  if (changeRequest) {
    const { by, at, changes, before, after } = changeRequest;
    return (
      <Callout tone="warning" role="status" title={`Change waiting for the owner, asked by ${by}`}>
        <p className={styles.changeNote}>{chargeChangeLine(changes, before, after)}</p>
        <p className={styles.changeNote}>
          Asked on {formatSchoolDateTime(at)}. Nothing of it applies until the school&rsquo;s owner
          approves it.
        </p>
        {mayDo(role, 'answerStudentChange') ? (
          <div className={styles.changeAnswers}>
            <ChangeAnswers student={student} />
          </div>
        ) : null}
      </Callout>
    );
  }
  if (changeDeclined) {
    return (
      <Callout tone="info" role="status" title="Change declined">
        <p className={styles.changeNote}>
          {changeDeclined.changes}, declined by {changeDeclined.by} on{' '}
          {formatSchoolDateTime(changeDeclined.at)}: {changeDeclined.reason}
        </p>
      </Callout>
    );
  }
  return null;
}
