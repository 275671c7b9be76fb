import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { payments } from '../db/schema/schools';

/**
 * Takes the right to ask the provider about this payment until `until`, in one statement, and
 * returns the payment as it is now; null while another verify, in any API process, holds it. The
 * claim of a process that died lapses.
 */
export async function claimVerify(db: Queryable, paymentId: string, until: Date) {
  const now = new Date();
  const [row] = await db
    .update(payments)
    .set({ verifyingUntil: until })
    .where(
      and(
        eq(payments.id, paymentId),
        or(isNull(payments.verifyingUntil), lt(payments.verifyingUntil, now)),
      ),
    )
    .returning();
  return row ?? null;
}

export async function releaseVerify(db: Queryable, paymentId: string) {
  await db.update(payments).set({ verifyingUntil: null }).where(eq(payments.id, paymentId));
}
