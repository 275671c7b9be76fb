import { mutationOptions } from '@tanstack/react-query';
import type { RecordPaymentInput } from '../sources/data-source';
import { getSource } from '../sources/get-source';
import { invalidate } from './invalidate';
import { classroomKeys, paymentKeys, schoolKeys, studentKeys } from './query-keys';
import { recordReads } from './record-queries';

const reads = recordReads('payments', paymentKeys);

/** Usually `{ filter: { schoolId } }`, or `{ classroomId }` for /payments?classroom={id}. */
export const paymentsQueryOptions = reads.list;
export const paymentQueryOptions = reads.detail;
export const paymentPagesQueryOptions = reads.pages;

export function initializePaymentMutationOptions() {
  return mutationOptions({
    mutationFn: (details: RecordPaymentInput['details']) => getSource().initializePayment(details),
  });
}

/** A payment raises the student's, classroom's and school's paid totals: all of them reload. */
export function recordPaymentMutationOptions() {
  return mutationOptions({
    mutationFn: (input: RecordPaymentInput) => getSource().recordPayment(input),
    onSuccess: () =>
      invalidate(paymentKeys.all, studentKeys.all, classroomKeys.all, schoolKeys.all),
  });
}
