import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takeAttempt, type Budget } from '../../guards/attempts-repository';
import { HttpError, notFound, unavailable } from '../../plugins/errors';
import { ProviderUnavailableError, type ProviderTransaction } from '../../provider';
import {
  awaitsCardCharge,
  findPaymentByReference,
  isRecordedCard,
  NOT_AWAITING_CARD_CHARGE,
} from '../payments-repository';
import type { PaymentRow } from '../payments-schemas';
import { settlePayment } from './settle-payment';
import { claimVerify, releaseVerify } from './verify-claims-repository';

/** Outlasts the provider client's own 10 s limit and the recording after it. */
const CLAIM_MS = 20_000;
/**
 * A verify that waits for another one's answer is woken by it, or by the loss of the database's
 * notices (payment-answers-plugin.ts); it looks again after 5 s in any case. While notices cannot
 * arrive it looks after 100 ms, then less and less often (every 800 ms at most): a quick answer is
 * seen soon, and a slow provider is not met by a storm of reads from every waiting request.
 */
const NOTICED_WAIT_MS = 5000;
const FIRST_WAIT_MS = 100;
const LONGEST_WAIT_MS = 800;

/**
 * Asks the provider about a pending card payment the caller may verify and records it once, for the
 * dashboard and a parent's pay link alike; a card payment already recorded is answered as it is,
 * and any other (voided, or recorded by hand) is refused without asking the provider.
 * The amount recorded is what the provider reports, never what the browser says.
 *
 * One question about a reference is in flight at a time, whichever API process asks: the others
 * wait for its answer and reply with the payment it recorded, or ask in turn when it recorded
 * nothing. Our secret key is every school's, so one caller's retries cannot get it throttled at
 * the provider. `budget`, when given, is spent by each question this call asks.
 */
export async function verifyPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
  budget?: Budget,
): Promise<PaymentRow> {
  // Any claim seen here lapses within CLAIM_MS, even one whose process died before releasing it.
  const giveUpAt = Date.now() + CLAIM_MS + NOTICED_WAIT_MS;
  let current = payment;
  let backOff = FIRST_WAIT_MS;
  for (;;) {
    if (isRecordedCard(current)) return current;
    if (!awaitsCardCharge(current)) throw new HttpError(409, NOT_AWAITING_CARD_CHARGE);
    const watch = app.paymentAnswers.watch(current.id);
    try {
      // Tried even when `current` shows a live claim: read before the watch began, it may be
      // stale, and a claim refused now means an answer is still to come, which the watch hears.
      const claimed = await claimVerify(app.db, current.id, new Date(Date.now() + CLAIM_MS));
      if (claimed) return await askClaimed(app, request, claimed, budget);
      if (Date.now() >= giveUpAt) {
        throw unavailable('This payment is being checked with the provider. Please retry.');
      }
      if (app.paymentAnswers.live) {
        await watch.wait(NOTICED_WAIT_MS);
      } else {
        await watch.wait(backOff);
        backOff = Math.min(backOff * 2, LONGEST_WAIT_MS);
      }
    } finally {
      watch.stop();
    }
    const found = await findPaymentByReference(app.db, current.referenceNo);
    if (!found) throw notFound('Payment reference');
    current = found.payment;
  }
}

/** Asks with the claim taken, and gives the claim back when nothing was recorded. */
async function askClaimed(
  app: FastifyInstance,
  request: FastifyRequest,
  claimed: PaymentRow,
  budget: Budget | undefined,
): Promise<PaymentRow> {
  try {
    return await askProvider(app, request, claimed, budget);
  } catch (error) {
    // A recorded payment needs no claim (recording clears it); one that is not is released.
    await releaseVerify(app.db, claimed.id).catch((releaseError: unknown) => {
      request.log.warn({ err: releaseError }, 'verify claim not released; it lapses');
    });
    throw error;
  }
}

async function askProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
  budget: Budget | undefined,
): Promise<PaymentRow> {
  if (isRecordedCard(payment)) return payment;
  if (!awaitsCardCharge(payment)) throw new HttpError(409, NOT_AWAITING_CARD_CHARGE);
  if (budget) await takeAttempt(app.db, [budget]);
  const transaction = await providerTransaction(app, request, payment.referenceNo);
  const result = await settlePayment(app, payment, transaction);
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

/**
 * The provider's transaction under our reference, for a single payment's verify and a family
 * checkout's alike; an unreachable provider or an unknown reference is the caller's answer.
 */
export async function providerTransaction(
  app: FastifyInstance,
  request: FastifyRequest,
  reference: string,
): Promise<ProviderTransaction> {
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
  return transaction;
}
