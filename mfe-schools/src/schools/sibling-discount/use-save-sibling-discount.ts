import { setSiblingDiscountMutationOptions } from '@fees/shared-data';
import type { SiblingDiscountFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

/**
 * Saves the school's sibling discount (re-pricing every family child this term at once), then goes
 * back to the school. Rejects with the data layer's error, for the form to show.
 */
export function useSaveSiblingDiscount(schoolId: string) {
  const navigate = useNavigate();
  const save = useMutation(setSiblingDiscountMutationOptions(schoolId));
  return async function saveRule(rule: SiblingDiscountFormValues, password: string): Promise<void> {
    await save.mutateAsync({ rule, password });
    toastSuccess('Sibling discount saved!');
    navigate(`/schools/${schoolId}`);
  };
}
