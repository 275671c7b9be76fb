import type { SchoolLocator } from '../plugins/access';
import { findOwnedPayment } from './recorded-payments-repository';

/** A route under /api/payments/:id that acts on a received payment. */
export const receivedPaymentInParams: SchoolLocator<{ schoolId: string }> = {
  noun: 'Payment',
  find: (db, userId, request) =>
    findOwnedPayment(db, userId, (request.params as { id: string }).id),
  schoolOf: (payment) => payment.schoolId,
};
