import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListParams, RecordPaymentInput } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import type { Payment } from '../types/payment';
import { invalidate } from './invalidate';
import { classroomKeys, paymentKeys, schoolKeys, studentKeys } from './query-keys';

/** Usually `{ filter: { schoolId } }`, or `{ classroomId }` for /payments?classroom={id}. */
export function paymentsQueryOptions(params: ListParams<Payment> = {}) {
  return queryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: () => getSource().list('payments', params),
  });
}

export function paymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: () => getSource().get('payments', id),
  });
}

export function initializePaymentMutationOptions() {
  return mutationOptions({
    mutationFn: (details: RecordPaymentInput['details']) => getSource().initializePayment(details),
  });
}

/** A payment raises the student's, classroom's and school's paid totals (SPEC §4). */
export function recordPaymentMutationOptions() {
  return mutationOptions({
    mutationFn: (input: RecordPaymentInput) => getSource().recordPayment(input),
    onSuccess: () =>
      invalidate(paymentKeys.all, studentKeys.all, classroomKeys.all, schoolKeys.all),
  });
}
