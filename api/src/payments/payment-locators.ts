import type { SchoolLocator } from '../plugins/access';
import { findOwnedPayment } from './recorded-payments-repository';

/** A route under /api/payments/:id that acts on a received payment: its school. */
export const receivedPaymentInParams: SchoolLocator = {
  noun: 'Payment',
  async schoolOf(db, userId, request) {
    const { id } = request.params as { id: string };
    return (await findOwnedPayment(db, userId, id))?.schoolId ?? null;
  },
};
