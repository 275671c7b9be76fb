import { formatMoney, toNaira } from '@fees/shared-data/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import { ProviderUnavailableError, type ProviderTransaction } from '../provider';
import { readIncomingTransfer, type IncomingTransfer } from './incoming-transfer';
import { receiveTransfer } from './received-transfers-repository';

/** Why the provider's own record of a transfer disagrees with the event; null when it agrees. */
export function transferRefusal(
  transfer: Pick<IncomingTransfer, 'reference' | 'amount'>,
  verified: ProviderTransaction | null,
): string | null {
  if (!verified) return 'The provider has no transaction with this reference.';
  if (verified.reference !== transfer.reference) return 'The provider reported another reference.';
  if (verified.status !== 'success') {
    return `The provider reports the transfer as ${verified.status.slice(0, 50)}.`;
  }
  if (verified.currency !== 'NGN') {
    return `The provider reports it in ${verified.currency.slice(0, 10)}, not NGN.`;
  }
  if (verified.amount !== transfer.amount) {
    return `The provider reports ${formatMoney(toNaira(verified.amount))}, not the ${formatMoney(toNaira(transfer.amount))} the notice said.`;
  }
  return null;
}

/**
 * The provider's record of a transaction, asked with nothing held. An unreachable provider answers
 * 503, so a webhook is delivered again later and an assignment can be retried; nothing is kept.
 */
export async function askProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
): Promise<ProviderTransaction | null> {
  try {
    return await app.paymentProvider.verify(reference);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    request.log.warn({ err: error, reference }, 'provider unavailable');
    throw new HttpError(
      503,
      'The payment provider could not be reached. Nothing was recorded; please retry.',
    );
  }
}

/**
 * A `charge.success` into a transfer account (docs/transfers.md#a-transfer-records-itself): only
 * the provider's verify is believed, and the transfer is recorded or kept unmatched, once.
 */
export async function receiveTransferEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  data: unknown,
): Promise<string> {
  const transfer = readIncomingTransfer(data);
  if (!transfer) throw new HttpError(400, 'The event carries no readable transfer');
  const verified = await askProvider(app, request, transfer.reference);
  const outcome = await receiveTransfer(
    app.db,
    transfer,
    verified,
    transferRefusal(transfer, verified),
  );
  switch (outcome.kind) {
    case 'recorded':
      void app.mailOutbox.nudge();
      return 'Transfer recorded';
    case 'already-received':
      return 'Transfer already received';
    case 'unmatched':
      request.log.warn({ reference: transfer.reference, reason: outcome.reason }, 'unmatched');
      return `Kept as unmatched: ${outcome.reason}`;
  }
}
