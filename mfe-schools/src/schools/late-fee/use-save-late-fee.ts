import { setLateFeeMutationOptions } from '@fees/shared-data';
import { lateFeeInput, type LateFeeFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Saves the school's late fee, then goes back to the school; rejects for the form to show why. */
export function useSaveLateFee(schoolId: string) {
  const navigate = useNavigate();
  const save = useMutation(setLateFeeMutationOptions(schoolId));
  return async function saveLateFee(values: LateFeeFormValues, password: string): Promise<void> {
    await save.mutateAsync({ input: lateFeeInput(values), password });
    toastSuccess('Late fee saved!');
    navigate(`/schools/${schoolId}`);
  };
}
