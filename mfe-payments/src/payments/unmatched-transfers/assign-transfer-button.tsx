import { assignTransferMutationOptions, formatMoney } from '@fees/shared-data';
import type { Student, UnmatchedTransfer } from '@fees/shared-data/core';
import { LoadError, LoadingBox, Modal, toastSuccess, VisuallyHidden } from '@fees/shared-ui';
import { ChoiceLabel, Fieldset, PasswordStep, usePasswordDialog } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StudentSelect } from '../student-select/student-select';
import { useSchoolStudents } from '../student-select/use-school-students';

export type AssignTransferButtonProps = {
  schoolId: string;
  transfer: UnmatchedTransfer;
};

/** 'Ada, with her family' or 'Ada only': where the money goes once a student is chosen. */
type Scope = 'student' | 'family';

/**
 * 'Assign' on an unmatched transfer (docs/transfers.md#unmatched-transfers): the student it was
 * for, and for a child in a family whether it is shared among the family oldest debt first, as
 * a transfer into the family's account is; then the admin password.
 */
export function AssignTransferButton({ schoolId, transfer }: AssignTransferButtonProps) {
  const students = useSchoolStudents(schoolId);
  const assign = useMutation(assignTransferMutationOptions());
  const [chosen, setChosen] = useState<Student | null>(null);
  const [scope, setScope] = useState<Scope>('family');
  const [missing, setMissing] = useState('');
  const dialog = usePasswordDialog(() => {
    setChosen(null);
    setScope('family');
    setMissing('');
  });
  const amount = formatMoney(transfer.amount);
  const shared = chosen?.familyId && scope === 'family' ? chosen.familyId : null;

  async function submit(password: string) {
    if (!chosen) {
      setMissing('Student is required');
      return;
    }
    await dialog.confirm(async () => {
      const to = shared ? { familyId: shared } : { studentId: chosen._id };
      const shares = await assign.mutateAsync({ transferId: transfer._id, to, password });
      const names = shares.map((share) => `${share.studentName} ${formatMoney(share.amount)}`);
      toastSuccess(`Transfer recorded: ${names.join(', ')}`);
    });
  }

  return (
    <Modal
      open={dialog.open}
      onOpenChange={dialog.onOpenChange}
      opener={
        <>
          Assign
          <VisuallyHidden>{` ${amount} from ${transfer.senderName}`}</VisuallyHidden>
        </>
      }
      title={`Assign ${amount} from ${transfer.senderName}`}
      description="Record this transfer as a payment for the student it was for."
      dismissible={!assign.isPending}
    >
      {students.error ? (
        <LoadError what="the students" error={students.error} onRetry={students.refetch} />
      ) : !students.data ? (
        <LoadingBox />
      ) : (
        <>
          <StudentSelect
            students={students.data}
            value={chosen?._id ?? ''}
            onChange={(student) => {
              setChosen(student);
              setMissing('');
            }}
            error={missing || undefined}
            disabled={assign.isPending}
          />
          {chosen?.familyId ? (
            <Fieldset legend="Who it pays for">
              <ChoiceLabel>
                <input
                  type="radio"
                  name="scope"
                  checked={scope === 'family'}
                  onChange={() => setScope('family')}
                  disabled={assign.isPending}
                />
                {`${chosen.fullname}'s family, oldest debt first`}
              </ChoiceLabel>
              <ChoiceLabel>
                <input
                  type="radio"
                  name="scope"
                  checked={scope === 'student'}
                  onChange={() => setScope('student')}
                  disabled={assign.isPending}
                />
                {`${chosen.fullname} only`}
              </ChoiceLabel>
            </Fieldset>
          ) : null}
          <PasswordStep
            problem={dialog.problem}
            busy={assign.isPending}
            submitLabel={`Record ${amount}`}
            onSubmit={submit}
          />
        </>
      )}
    </Modal>
  );
}
