import type { SchoolLocator } from '../plugins/access/access';
import { findOwnedPaymentByReference } from './payments-repository';
import { findOwnedPayment } from './recorded/recorded-payments-repository';

/** A route under /api/payments/:id that acts on a received payment. */
export const receivedPaymentInParams: SchoolLocator<{ schoolId: string }> = {
  noun: 'Payment',
  find: (db, userId, request) =>
    findOwnedPayment(db, userId, (request.params as { id: string }).id),
  schoolOf: (payment) => payment.schoolId,
};

/** A route naming a payment, a card checkout's included, by its `reference` in the body. */
export const paymentReferenceInBody: SchoolLocator<
  NonNullable<Awaited<ReturnType<typeof findOwnedPaymentByReference>>>
> = {
  noun: 'Payment reference',
  find: (db, userId, request) =>
    findOwnedPaymentByReference(db, (request.body as { reference: string }).reference, userId),
  schoolOf: (found) => found.payment.schoolId,
  roleOf: (found) => found.role,
};
