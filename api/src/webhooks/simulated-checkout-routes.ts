import {
  simulatedTransferBodySchema,
  toKobo,
  type SimulatedTransferBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { number, object, string } from 'yup';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { findFamilyPaymentByReference } from '../payments';
import { findPaymentByReference } from '../payments';
import { PAYMENT_EXPIRED, pendingCutoff } from '../ledger/pending-payments';
import { SIMULATED_CHECKOUT_SCRIPT } from './simulated-checkout-script';
import { receiveTransferEvent } from '../transfers';

/** Where the shell's config.json points `paystack.inlineUrl` when the checkout is simulated. */
export const SIMULATED_INLINE_PATH = '/api/dev/paystack/inline.js';

const chargeBodySchema = object({
  reference: string()
    .strict()
    .typeError('reference must be text')
    .required('Reference is required')
    .max(100, 'Reference is invalid'),
  // Read and ignored: the checkout page's amount never decides what is charged.
  amount: number().strict().typeError('amount must be a number'),
  // Asked for by name, to try a short charge: at most the amount the payment was started with.
  chargedKobo: number()
    .strict()
    .typeError('chargedKobo must be a number')
    .integer('chargedKobo must be whole kobo')
    .min(1, 'chargedKobo must be at least 1'),
  outcome: string()
    .strict()
    .oneOf(['success', 'failed'] as const)
    .required(),
})
  .noUnknown('Unknown field: ${unknown}')
  .strict();

type ChargeBody = {
  reference: string;
  amount?: number;
  chargedKobo?: number;
  outcome: 'success' | 'failed';
};

const CHARGE_OVER_ASKED = 'chargedKobo must not exceed the amount the payment was started with';

/**
 * Development only (registered with FEES_DEV_CHECKOUT=1 and no PAYSTACK_SECRET_KEY): the
 * simulated checkout script and the charge its buttons record, and a parent's transfer into a
 * simulated transfer account. No real money moves.
 */
export const simulatedCheckoutRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.simulatedProvider;
  if (!provider) return;

  /** A single payment's checkout, or a family's (docs/families.md#the-family-pay-link). */
  async function checkoutByReference(reference: string) {
    const found = await findPaymentByReference(app.db, reference);
    return found?.payment ?? (await findFamilyPaymentByReference(app.db, reference));
  }

  app.get(
    '/inline.js',
    {
      schema: {
        tags: ['development'],
        summary: "Simulated checkout script with the surface of Paystack's v2 inline.js",
      },
    },
    async (_request, reply) => {
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('cross-origin-resource-policy', 'cross-origin');
      return SIMULATED_CHECKOUT_SCRIPT;
    },
  );

  app.get<{ Params: { accessCode: string } }>(
    '/checkout/:accessCode',
    {
      schema: {
        tags: ['development'],
        summary:
          'The checkout the server started with the simulated provider under this access code, ' +
          "as the simulated checkout's resumeTransaction opens it",
        params: object({ accessCode: string().required().max(100, 'Checkout not found') }),
        response: {
          200: {
            type: 'object',
            properties: {
              reference: { type: 'string' },
              amount: { type: 'integer' },
              email: { type: 'string' },
              currency: { type: 'string' },
            },
          },
        },
      },
    },
    async (request) => {
      const checkout = provider.checkout(request.params.accessCode);
      if (!checkout) throw notFound('Checkout');
      return {
        reference: checkout.reference,
        amount: checkout.amount,
        email: checkout.email,
        currency: 'NGN',
      };
    },
  );

  app.post<{ Body: ChargeBody }>(
    '/charge',
    {
      schema: {
        tags: ['development'],
        summary:
          'Record a simulated card charge of the amount the payment was started with (the ' +
          'checkout buttons), or of `chargedKobo` below it to try a short charge; an expired ' +
          'pending payment is refused',
        body: chargeBodySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              reference: { type: 'string' },
              status: { type: 'string' },
              message: { type: 'string' },
              transactionNo: { type: 'string' },
              amount: { type: 'integer' },
              currency: { type: 'string' },
            },
          },
        },
      },
    },
    async (request) => {
      const { reference, outcome, chargedKobo } = request.body;
      const payment = await checkoutByReference(reference);
      if (!payment) throw notFound('Payment reference');
      if (payment.status === 'pending' && payment.createdAt < pendingCutoff()) {
        throw new HttpError(409, PAYMENT_EXPIRED);
      }
      if (chargedKobo !== undefined && chargedKobo > payment.expectedKobo) {
        throw fieldError(400, 'chargedKobo', CHARGE_OVER_ASKED);
      }
      return provider.charge({
        reference,
        amount: chargedKobo ?? payment.expectedKobo,
        outcome,
      });
    },
  );

  app.post<{ Body: SimulatedTransferBody }>(
    '/transfer',
    {
      schema: {
        tags: ['development'],
        summary:
          "A parent's simulated transfer into a transfer account, recorded as the provider's " +
          'notice of one is (docs/transfers.md#a-transfer-records-itself)',
        body: simulatedTransferBodySchema,
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } } },
      },
    },
    async (request) => {
      const { accountNumber, amount, senderName, narration } = request.body;
      const data = provider.transfer({
        accountNumber,
        amount: toKobo(amount),
        senderName,
        narration: narration ?? '',
      });
      return { message: await receiveTransferEvent(app, request, data) };
    },
  );
};
