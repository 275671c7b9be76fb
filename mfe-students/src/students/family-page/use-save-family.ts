import { updateFamilyMutationOptions } from '@fees/shared-data';
import type { FamilyFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Saves a family's details, which its children share, then says so and opens the family's page.
 * Rejects with the data layer's error, for the form to show.
 */
export function useSaveFamily(familyId: string) {
  const navigate = useNavigate();
  const update = useMutation(updateFamilyMutationOptions(familyId));

  return async function save(values: FamilyFormValues, password: string): Promise<void> {
    const input = {
      name: values.name,
      phoneNo: values.phoneNo,
      parentEmail: values.parentEmail ?? '',
    };
    await update.mutateAsync({ input, password });
    toastSuccess('Family updated successfully!');
    navigate(`/students/families/${familyId}`);
  };
}
