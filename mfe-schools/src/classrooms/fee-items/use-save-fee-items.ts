import { saveFeeItemsMutationOptions } from '@fees/shared-data';
import type { FeeItemsFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Saves the term's items (re-pricing the class at once), then goes back to the classroom. */
export function useSaveFeeItems(classroomId: string) {
  const navigate = useNavigate();
  const save = useMutation(saveFeeItemsMutationOptions());
  return async function saveItems(values: FeeItemsFormValues, password: string): Promise<void> {
    await save.mutateAsync({ classroomId, items: values.items, password });
    toastSuccess('Fee items saved successfully!');
    navigate(`/classrooms/${classroomId}`);
  };
}
