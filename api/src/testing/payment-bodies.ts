// What a payer or a bursar sends to record a payment, for the API's tests and the benches: a file
// of its own, importing no app, so a bench seeding a database can use it without building one.
import { schoolToday } from '@fees/shared-data/core';

/** A card checkout of `amount` naira opened for the student. */
export function paymentBody(schoolId: string, studentId: string, amount = 10_000) {
  return {
    schoolId,
    studentId,
    amount,
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    purpose: 'First term tuition',
  };
}

/** A bank transfer of NGN 15,000 received today, as the bursar records it (without the password). */
export function transferBody(schoolId: string, studentId: string) {
  return {
    schoolId,
    studentId,
    amount: 15_000,
    method: 'transfer',
    receivedOn: schoolToday(),
    depositorName: 'Ngozi Okafor',
    email: 'ngozi@example.com',
    purpose: 'First term tuition',
    externalReference: 'NIP000123456789',
  };
}
