import { setStudentPlanMutationOptions } from '@fees/shared-data';
import type { Student } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { PasswordActionButton } from '@fees/shared-ui/pages';
import { useMutation } from '@tanstack/react-query';

/** Drops the student's own plan after the admin password: the school's applies to them again. */
export function ReturnToSchoolPlanButton({ student }: { student: Student }) {
  const save = useMutation(setStudentPlanMutationOptions(student._id));
  return (
    <PasswordActionButton
      action="Return to the school's plan"
      title="Return to the school's plan?"
      description={`${student.fullname}'s own plan for this term is dropped, and the school's applies to them from now.`}
      variant="primary"
      busy={save.isPending}
      onConfirm={async (password) => {
        await save.mutateAsync({ instalments: null, password });
        toastSuccess(`${student.fullname} follows the school's plan again.`);
      }}
    />
  );
}
