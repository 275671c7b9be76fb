import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { familyPayments, payments } from '../../db/schema/schools';
import { fromProvider } from '../../settlement';
import { checkoutMetadata, toInitializeResponse, type PaymentRow } from '../payments-schemas';

/** A pending checkout as initialize stored it. */
interface PendingCheckout {
  id: string;
  referenceNo: string;
  expectedKobo: number;
  email: string;
  subaccountCode: string | null;
}

/**
 * For a school whose card money settles to its own account (docs/payments.md#settlement), starts
 * the stored checkout with the provider, for its amount and the school's subaccount, and answers
 * the access code the browser resumes it by; undefined for a school that settles to the operator,
 * whose browser opens the checkout itself as before. It runs after initialize committed, holding
 * no connection or lock while the provider answers. When the provider cannot start it, the pending
 * row is taken away again, so nothing is left half-made, and the caller is told (502/503).
 */
export async function startWithProvider(
  app: FastifyInstance,
  request: FastifyRequest,
  table: 'payments' | 'family-payments',
  checkout: PendingCheckout,
  metadata: Record<string, unknown>,
): Promise<string | undefined> {
  const { subaccountCode } = checkout;
  if (!subaccountCode) return undefined;
  try {
    const started = await fromProvider(request, () =>
      app.paymentProvider.initializeCheckout({
        email: checkout.email,
        amount: checkout.expectedKobo,
        reference: checkout.referenceNo,
        subaccount: subaccountCode,
        metadata,
      }),
    );
    return started.accessCode;
  } catch (error) {
    const rows = table === 'payments' ? payments : familyPayments;
    await app.db
      .delete(rows)
      .where(and(eq(rows.id, checkout.id), eq(rows.status, 'pending')))
      .catch((deleteError: unknown) => {
        // It expires unpaid within a day (pending-payments.ts); no charge can reach it.
        request.log.warn({ err: deleteError }, 'pending checkout not removed');
      });
    throw error;
  }
}

/** A single payment's initialize answer, for the dashboard and a pay link alike. */
export async function startedPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  payment: PaymentRow,
) {
  const metadata = checkoutMetadata(payment);
  const accessCode = await startWithProvider(app, request, 'payments', payment, metadata);
  return toInitializeResponse(payment, accessCode);
}
