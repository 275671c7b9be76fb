import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../plugins/errors';
import { ProviderUnavailableError } from './payment-provider';
import { awaitsCardCharge, isRecordedCard, NOT_AWAITING_CARD_CHARGE } from './payments-repository';
import type { PaymentRow } from './payments-schemas';
import { settlePayment } from './settle-payment';

/**
 * Asks the provider about a pending card payment the caller may verify and records it once, for the
 * dashboard and a parent's pay link alike; a card payment already recorded is answered as it is,
 * and any other (voided, or recorded by hand) is refused without asking the provider.
 * The amount recorded is what the provider reports, never what the browser says.
 */
export async function verifyPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (isRecordedCard(payment)) return payment;
  if (!awaitsCardCharge(payment)) throw new HttpError(409, NOT_AWAITING_CARD_CHARGE);
  const reference = payment.referenceNo;
  let transaction;
  try {
    transaction = await app.paymentProvider.verify(reference);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      request.log.warn({ err: error, reference }, 'provider unavailable');
      throw new HttpError(
        503,
        'The payment provider could not be reached. Nothing was recorded; please retry.',
      );
    }
    throw error;
  }
  if (!transaction) {
    throw new HttpError(409, 'The payment provider has no transaction with this reference');
  }
  const result = await settlePayment(app, reference, transaction);
  switch (result.kind) {
    case 'recorded':
    case 'already-recorded':
      return result.payment;
    case 'refused':
      throw new HttpError(409, result.message);
    case 'unknown-reference':
      throw notFound('Payment reference');
  }
}
