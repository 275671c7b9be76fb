/**
 * Initialize stores a pending payment before the checkout opens. So that a session cannot fill the
 * database with them, an owner may start at most PENDING_PAYMENTS_MAX payments from the dashboard
 * that are still pending within PENDING_PAYMENT_TTL_MS; more answer 429 until one is paid or
 * expires. Payments started through pay links have an allowance of their own (pay-link-limits.ts).
 *
 * A pending payment older than PENDING_PAYMENT_TTL_MS is expired: it no longer counts toward the
 * limit, and the simulated checkout refuses to charge it. Expiry never loses money, though: when
 * the provider reports that it really charged an expired reference (verify or the webhook), the
 * payment is recorded like any other.
 */
export const PENDING_PAYMENT_TTL_MS = 24 * 60 * 60 * 1000;
export const PENDING_PAYMENTS_MAX = 20;

export const TOO_MANY_PENDING =
  'Too many payments were started and not completed in the last 24 hours. ' +
  'Please complete or wait for one of them before starting another.';

export const PAYMENT_EXPIRED =
  'This payment has expired (started more than 24 hours ago). Please start a new payment.';

/** When pending payments created before this instant are expired. */
export function pendingCutoff(now = Date.now()): Date {
  return new Date(now - PENDING_PAYMENT_TTL_MS);
}
