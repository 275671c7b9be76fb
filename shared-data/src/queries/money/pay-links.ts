import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { FamilyLinkPaymentInput, LinkPaymentInput } from '../../sources/data-source';
import { getSource } from '../../sources/get-source';
import type {
  FamilyPayLinkInitializeBody,
  PayLinkInitializeBody,
} from '../../validation/money/payment-schemas';
import { invalidate } from '../invalidate';
import { classroomKeys, payLinkKeys, paymentKeys, schoolKeys, studentKeys } from '../query-keys';

/** What a parent's link shows (docs/pay-links.md). */
export function payLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: payLinkKeys.detail(token),
    queryFn: () => getSource().getPayLink(token),
  });
}

export function sharePayLinkMutationOptions() {
  return mutationOptions({
    mutationFn: (studentId: string) => getSource().sharePayLink(studentId),
  });
}

export function revokePayLinksMutationOptions() {
  return mutationOptions({
    mutationFn: (studentId: string) => getSource().revokePayLinks(studentId),
  });
}

export function mailPayLinkMutationOptions() {
  return mutationOptions({
    mutationFn: ({ studentId, token }: { studentId: string; token: string }) =>
      getSource().mailPayLink(studentId, token),
  });
}

export function sendRemindersMutationOptions() {
  return mutationOptions({
    mutationFn: (classroomId: string) => getSource().sendReminders(classroomId),
  });
}

export function sendFamilyReminderMutationOptions() {
  return mutationOptions({
    mutationFn: (familyId: string) => getSource().sendFamilyReminder(familyId),
  });
}

export function initializeLinkPaymentMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: (details: PayLinkInitializeBody) =>
      getSource().initializeLinkPayment(token, details),
  });
}

/** A parent's payment moves the same totals as the school's own, and the link's balance. */
export function recordLinkPaymentMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: (input: LinkPaymentInput) => getSource().recordLinkPayment(token, input),
    onSuccess: () =>
      invalidate(
        payLinkKeys.detail(token),
        paymentKeys.all,
        studentKeys.all,
        classroomKeys.all,
        schoolKeys.all,
      ),
  });
}

/** What a family's link shows the parent (docs/families.md#the-family-pay-link). */
export function familyPayLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: payLinkKeys.family(token),
    queryFn: () => getSource().getFamilyPayLink(token),
  });
}

export function shareFamilyPayLinkMutationOptions() {
  return mutationOptions({
    mutationFn: (familyId: string) => getSource().shareFamilyPayLink(familyId),
  });
}

export function revokeFamilyPayLinksMutationOptions() {
  return mutationOptions({
    mutationFn: (familyId: string) => getSource().revokeFamilyPayLinks(familyId),
  });
}

export function initializeFamilyLinkPaymentMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: (details: FamilyPayLinkInitializeBody) =>
      getSource().initializeFamilyLinkPayment(token, details),
  });
}

/** One family payment moves every child it reaches (their family's figures with them) and the school's totals. */
export function recordFamilyLinkPaymentMutationOptions(token: string) {
  return mutationOptions({
    mutationFn: (input: FamilyLinkPaymentInput) =>
      getSource().recordFamilyLinkPayment(token, input),
    onSuccess: () =>
      invalidate(
        payLinkKeys.family(token),
        paymentKeys.all,
        studentKeys.all,
        classroomKeys.all,
        schoolKeys.all,
      ),
  });
}
