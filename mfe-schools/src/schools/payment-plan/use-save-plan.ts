import { setPlanMutationOptions } from '@fees/shared-data';
import type { PlanFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/** Saves the term's plan (every student's due figures follow), then goes back to the school. */
export function useSavePlan(schoolId: string) {
  const navigate = useNavigate();
  const save = useMutation(setPlanMutationOptions(schoolId));
  return async function savePlan(values: PlanFormValues, password: string): Promise<void> {
    await save.mutateAsync({ instalments: values.instalments, password });
    toastSuccess('Payment plan saved!');
    navigate(`/schools/${schoolId}`);
  };
}
