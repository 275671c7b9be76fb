import { ConflictError, recordOfflinePaymentMutationOptions } from '@fees/shared-data';
import type { RecordedPaymentFormValues } from '@fees/shared-data/core';
import { toastSuccess } from '@fees/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Records a payment the bursary received for a student of `schoolId`, then says so and opens the
 * payment, whose receipt can be printed at once. A reference already recorded rejects with the
 * data layer's error for the form, and `repeatedPaymentId` names the payment it repeats.
 */
export function useRecordPayment(schoolId: string) {
  const navigate = useNavigate();
  const record = useMutation(recordOfflinePaymentMutationOptions());
  const [repeatedPaymentId, setRepeatedPaymentId] = useState<string | null>(null);

  async function save(values: RecordedPaymentFormValues, password: string): Promise<void> {
    setRepeatedPaymentId(null);
    try {
      const payment = await record.mutateAsync({ input: { ...values, schoolId }, password });
      toastSuccess('Payment recorded successfully!');
      navigate(`/payments/${payment._id}`);
    } catch (error) {
      if (error instanceof ConflictError && error.existingId) {
        setRepeatedPaymentId(error.existingId);
      }
      throw error;
    }
  }

  return { save, repeatedPaymentId };
}
