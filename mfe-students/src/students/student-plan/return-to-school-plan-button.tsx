import { errorMessage, setStudentPlanMutationOptions, type Student } from '@fees/shared-data';
import { Button, ConfirmModal, toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

/** Drops the student's own plan after the admin password: the school's applies to them again. */
export function ReturnToSchoolPlanButton({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(setStudentPlanMutationOptions(student._id));

  async function confirm(password: string) {
    setError(null);
    try {
      await save.mutateAsync({ instalments: null, password });
      setOpen(false);
      toastSuccess(`${student.fullname} follows the school's plan again.`);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  return (
    <ConfirmModal
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button variant="light" width="auto" icon={null}>
          Return to the school&apos;s plan
        </Button>
      }
      title="Return to the school's plan?"
      warning={`${student.fullname}'s own plan for this term is dropped, and the school's applies to them from now.`}
      requirePassword
      confirmLabel="Return to the school's plan"
      confirmVariant="primary"
      busy={save.isPending}
      error={error}
      onConfirm={confirm}
    />
  );
}
