import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Promotions } from '../../ledger/promotions';
import type { TermPlace } from '../../ledger/terms';
import { ConflictError } from '../../sources/data-errors';
import { getSource } from '../../sources/get-source';
import type { FeeItemInput } from '../../validation/school-records/fee-item-schemas';
import { invalidate } from '../invalidate';
import {
  classroomKeys,
  feeItemKeys,
  paymentKeys,
  schoolKeys,
  statementKeys,
  studentKeys,
  termKeys,
} from '../query-keys';

/** The school's terms, oldest first; the last is current (docs/terms.md). */
export function termsQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: termKeys.list(schoolId),
    queryFn: () => getSource().listTerms(schoolId),
  });
}

/** What starting the next term would carry into it. */
export function nextTermQueryOptions(schoolId: string) {
  return queryOptions({
    queryKey: termKeys.next(schoolId),
    queryFn: () => getSource().previewNextTerm(schoolId),
  });
}

/** Every figure of the school moves with its term, so every record is read again. */
const everything = () =>
  invalidate(schoolKeys.all, classroomKeys.all, studentKeys.all, paymentKeys.all);

export function startNextTermMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      schoolId,
      closing,
      promotions,
      password,
    }: {
      schoolId: string;
      closing: string;
      promotions?: Promotions;
      password: string;
    }) => getSource().startNextTerm(schoolId, closing, promotions, password),
    onSuccess: everything,
    // The term was closed meanwhile (another tab, an earlier click): show the school as it is now.
    onError: (error: Error) => (error instanceof ConflictError ? everything() : undefined),
  });
}

export function setCurrentTermMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      schoolId,
      place,
      password,
    }: {
      schoolId: string;
      place: TermPlace;
      password: string;
    }) => getSource().setCurrentTerm(schoolId, place, password),
    onSuccess: everything,
  });
}

/** The class's extra fee items this term. */
export function feeItemsQueryOptions(classroomId: string) {
  return queryOptions({
    queryKey: feeItemKeys.detail(classroomId),
    queryFn: () => getSource().getFeeItems(classroomId),
  });
}

/** New items re-price the class's students, and with them the class and the school. */
export function saveFeeItemsMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      classroomId,
      items,
      password,
    }: {
      classroomId: string;
      items: FeeItemInput[];
      password: string;
    }) => getSource().saveFeeItems(classroomId, items, password),
    onSuccess: () => invalidate(schoolKeys.all, classroomKeys.all, studentKeys.all),
  });
}

/** Copied items re-price the class as saved ones do, and the class's item list changes. */
export function copyFeeItemsMutationOptions() {
  return mutationOptions({
    mutationFn: ({
      classroomId,
      from,
      password,
    }: {
      classroomId: string;
      from: string;
      password: string;
    }) => getSource().copyFeeItems(classroomId, from, password),
    onSuccess: () => invalidate(schoolKeys.all, classroomKeys.all, studentKeys.all),
  });
}

/** Every term the student was charged in, with the running balance. */
export function statementQueryOptions(studentId: string) {
  return queryOptions({
    queryKey: statementKeys.detail(studentId),
    queryFn: () => getSource().getStatement(studentId),
  });
}
