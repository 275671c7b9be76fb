import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../plugins/errors';
import { readPaystackTransaction, type ProviderTransaction } from '../provider';
import { findPaymentByReference } from '../payments';
import { findFamilyPaymentByReference } from '../payments';
import { settleFamilyPayment } from '../payments';
import { settlePayment } from '../payments';
import { isTransferCharge } from '../transfers';
import { receiveTransferEvent } from '../transfers';

/** HMAC-SHA512 of the raw body with the secret key, hex, compared in constant time. */
export function signatureMatches(rawBody: Buffer, header: unknown, secretKey: string): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

const ack = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

/**
 * The provider's server calls this (no browser, no Origin), so the signature is the only
 * credential: a missing or wrong `x-paystack-signature` answers 401 and records nothing.
 */
export const paystackWebhookRoutes: FastifyPluginAsync = async (app) => {
  // This plugin's own JSON parser keeps the raw bytes: the signature covers them exactly.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  /** A single payment's reference, or else a family checkout's (docs/families.md). */
  async function settleCharge(transaction: ProviderTransaction) {
    const found = await findPaymentByReference(app.db, transaction.reference);
    if (found) return settlePayment(app, found.payment, transaction);
    const family = await findFamilyPaymentByReference(app.db, transaction.reference);
    if (family) return settleFamilyPayment(app, family, transaction);
    return { kind: 'unknown-reference' as const };
  }

  app.post(
    '/paystack',
    {
      config: { skipOriginCheck: true },
      schema: {
        tags: ['payments'],
        summary: "Paystack's charge.success event, signed with x-paystack-signature",
        description:
          'Records the payment through the same checks as verify. Signed events answer 200, ' +
          'recorded or not, so the provider stops retrying.',
        response: { 200: ack },
      },
    },
    async (request) => {
      const secretKey = app.config.paystack.secretKey;
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (
        !secretKey ||
        !signatureMatches(raw, request.headers['x-paystack-signature'], secretKey)
      ) {
        throw new HttpError(401, 'Missing or invalid signature');
      }
      let event: unknown;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new HttpError(400, 'Malformed JSON body');
      }
      const { event: name, data } = (event ?? {}) as { event?: unknown; data?: unknown };
      if (name !== 'charge.success') return { message: 'Event ignored' };
      if (isTransferCharge(data))
        return { message: await receiveTransferEvent(app, request, data) };
      const transaction = readPaystackTransaction(data);
      if (!transaction) throw new HttpError(400, 'The event carries no readable transaction');
      const result = await settleCharge(transaction);
      switch (result.kind) {
        case 'recorded':
          return { message: 'Payment recorded' };
        case 'already-recorded':
          return { message: 'Payment already recorded' };
        case 'refused':
          request.log.warn({ reference: transaction.reference, reason: result.message }, 'refused');
          return { message: `Not recorded: ${result.message}` };
        case 'unknown-reference':
          return { message: 'Not recorded: unknown reference' };
      }
    },
  );
};
