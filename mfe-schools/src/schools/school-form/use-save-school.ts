import {
  createSchoolMutationOptions,
  updateSchoolMutationOptions,
  useCurrentSchoolStore,
} from '@fees/shared-data';
import type { SchoolFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Registers a school (no id) or edits one, then says so and moves on: a new school becomes the
 * current one and the list offers its next step (docs/schools.md#a-new-school), an edited one
 * opens its page. Rejects with the data layer's error, for the form to show.
 */
export function useSaveSchool(schoolId?: string) {
  const navigate = useNavigate();
  const create = useMutation(createSchoolMutationOptions());
  const update = useMutation(updateSchoolMutationOptions());
  const setSchoolId = useCurrentSchoolStore((state) => state.setSchoolId);

  return async function save(values: SchoolFormValues, password: string): Promise<void> {
    if (schoolId === undefined) {
      const created = await create.mutateAsync({ input: values, password });
      setSchoolId(created._id);
      toastSuccess('School registered successfully!');
      navigate('/schools');
      return;
    }
    await update.mutateAsync({ id: schoolId, input: values, password });
    toastSuccess('School updated successfully!');
    navigate(`/schools/${schoolId}`);
  };
}
