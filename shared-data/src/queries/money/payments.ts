import { mutationOptions } from '@tanstack/react-query';
import type { OfflinePaymentInput, RecordPaymentInput } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import { invalidate } from '../invalidate';
import { classroomKeys, paymentKeys, schoolKeys, studentKeys } from '../query-keys';
import { recordReads } from '../record-queries';

const reads = recordReads('payments', paymentKeys, { pageAfterLast: true });

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

/** A payment the bursary received moves the same totals as a card payment. */
export function recordOfflinePaymentMutationOptions() {
  return mutationOptions({
    mutationFn: ({ input, password }: { input: OfflinePaymentInput; password: string }) =>
      getSource().recordOfflinePayment(input, password),
    onSuccess: () =>
      invalidate(paymentKeys.all, studentKeys.all, classroomKeys.all, schoolKeys.all),
  });
}

/** A void payment stops counting: every figure it moved reloads, and the payment itself. */
const voidMoved = () =>
  invalidate(paymentKeys.all, studentKeys.all, classroomKeys.all, schoolKeys.all);

/** The owner's void, or a bursar's request that the owner answers (docs/staff.md#voids). */
export function voidPaymentMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, reason, password }: { id: string; reason: string; password: string }) =>
      getSource().voidPayment(id, reason, password),
    onSuccess: voidMoved,
  });
}

export function approveVoidMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      getSource().approveVoid(id, password),
    onSuccess: voidMoved,
  });
}

export function declineVoidMutationOptions() {
  return mutationOptions({
    mutationFn: ({ id, reason, password }: { id: string; reason: string; password: string }) =>
      getSource().declineVoid(id, reason, password),
    onSuccess: voidMoved,
  });
}
