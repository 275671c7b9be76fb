import { countsAsPaid } from '@fees/shared-data/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../plugins/errors';
import {
  recordFamilyPayment,
  sharesOf,
  type FamilyPaymentRow,
  type FamilyRecordResult,
} from '../family-payments-repository';
import type { ProviderTransaction } from '../../provider';
import { providerTransaction } from './verify-payment';
import { misdirectedEntry } from './settle-payment';
import { recordAudit } from '../../audit';

/**
 * The one path by which a family checkout becomes recorded, for verify and the webhook alike; the
 * parent's receipt leaves after the commit (docs/mail.md).
 */
export async function settleFamilyPayment(
  app: FastifyInstance,
  checkout: Pick<FamilyPaymentRow, 'referenceNo' | 'schoolId'>,
  transaction: ProviderTransaction,
): Promise<FamilyRecordResult> {
  const result = await recordFamilyPayment(app.db, checkout, transaction);
  if (result.kind === 'recorded') void app.mailOutbox.nudge();
  // The refusal wrote nothing, so its line stands alone.
  const line = misdirectedEntry(result, checkout, transaction);
  if (line) await recordAudit(app.db, line);
  return result;
}

/**
 * Asks the provider about a pending family checkout and records it once; one already recorded is
 * answered as it is. Unlike a single payment's verify, two asks at once are not queued behind one
 * another: the family's token budget bounds them, and the record is made once under its lock.
 */
export async function verifyFamilyPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  checkout: FamilyPaymentRow,
) {
  if (countsAsPaid(checkout)) {
    return { payment: checkout, shares: await sharesOf(app.db, checkout.id) };
  }
  const transaction = await providerTransaction(app, request, checkout.referenceNo);
  const result = await settleFamilyPayment(app, checkout, transaction);
  switch (result.kind) {
    case 'recorded':
    case 'already-recorded':
      return { payment: result.payment, shares: result.shares };
    case 'refused':
      throw new HttpError(409, result.message);
    case 'unknown-reference':
      throw notFound('Payment reference');
  }
}
