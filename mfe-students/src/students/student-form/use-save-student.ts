import { createStudentMutationOptions, updateStudentMutationOptions } from '@fees/shared-data';
import { joinFullname, type StudentFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Where a save goes: a new student under a school, or an existing student. */
export type StudentTarget = { schoolId: string } | { studentId: string };

/**
 * Registers a student or edits one, then says so and moves on: a new student to the list, an
 * edited one to their page. The full name is stored last name first. Rejects with the data layer's
 * error, for the form to show.
 */
export function useSaveStudent(target: StudentTarget) {
  const navigate = useNavigate();
  const create = useMutation(createStudentMutationOptions());
  const update = useMutation(updateStudentMutationOptions());

  return async function save(values: StudentFormValues, password: string): Promise<void> {
    const input = {
      fullname: joinFullname(values.firstName, values.lastName),
      age: values.age,
      sex: values.sex as 'Male' | 'Female',
      phoneNo: values.phoneNo,
      parentEmail: values.parentEmail ?? '',
      discount: values.discount ?? 0,
      classroom: values.classroom,
      optionalItems: values.optionalItems,
      // A picked sibling says where the student goes; else the family the form shows (or none).
      ...(values.siblingOf ? { siblingOf: values.siblingOf } : { familyId: values.familyId }),
    };
    if ('schoolId' in target) {
      await create.mutateAsync({ input: { ...input, schoolId: target.schoolId }, password });
      toastSuccess('Student registered successfully!');
      navigate('/students');
      return;
    }
    const saved = await update.mutateAsync({ id: target.studentId, input, password });
    // A bursar's edit that lowers what is owed waits for the owner (docs/students.md).
    toastSuccess(
      saved.changeRequest
        ? 'Sent to the owner for approval: this edit lowers what is owed, so nothing changes until the owner approves it.'
        : 'Student updated successfully!',
    );
    navigate(`/students/${target.studentId}`);
  };
}
