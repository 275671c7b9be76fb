import {
  approveStudentChangeMutationOptions,
  chargeChangeLine,
  declineStudentChangeMutationOptions,
  errorMessage,
  formatSchoolDateTime,
  roleMay,
  type SchoolRole,
  type Student,
} from '@fees/shared-data';
import {
  AdminPasswordModal,
  Button,
  Callout,
  Modal,
  ReasonForm,
  toastSuccess,
} from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './student-page.module.css';

/** The owner approves the bursar's edit: it applies as it was sent. */
function ApproveChangeButton({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const approving = useMutation(approveStudentChangeMutationOptions());
  return (
    <>
      <Button variant="danger" width="auto" icon={null} onClick={() => setOpen(true)}>
        Approve change
      </Button>
      <AdminPasswordModal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setError(null);
        }}
        busy={approving.isPending}
        error={error}
        submitLabel="Approve change"
        onSubmit={async (password) => {
          setError(null);
          try {
            await approving.mutateAsync({ id: student._id, password });
            toastSuccess('Change approved. The student now owes what it says.');
            setOpen(false);
          } catch (refusal) {
            setError(errorMessage(refusal));
          }
        }}
      />
    </>
  );
}

/** The owner declines it, saying why: nothing of it applies and the bursar sees the reason. */
function DeclineChangeButton({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const declining = useMutation(declineStudentChangeMutationOptions());
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      dismissible={!declining.isPending}
      trigger={
        <Button variant="light" width="auto" icon={null}>
          Decline
        </Button>
      }
      title="Decline this change?"
      description={`Nothing of it applies to ${student.fullname}, and whoever asked sees your reason.`}
    >
      <ReasonForm
        submitLabel="Decline change"
        submitVariant="primary"
        hint="Why it does not apply, e.g. 'Her discount was not agreed'."
        busy={declining.isPending}
        onSend={async ({ reason, password }) => {
          await declining.mutateAsync({ id: student._id, reason, password });
          toastSuccess('Change declined. Nothing about the student changed.');
          setOpen(false);
        }}
      />
    </Modal>
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
        {roleMay(role, 'manage') ? (
          <div className={styles.changeAnswers}>
            <ApproveChangeButton student={student} />
            <DeclineChangeButton student={student} />
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
