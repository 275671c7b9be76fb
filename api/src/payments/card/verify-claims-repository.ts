import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { payments } from '../../db/schema/schools';

/**
 * Takes the right to ask the provider about this payment until `until`, in one statement, and
 * returns the payment as it is now; null while another verify, in any API process, holds it. The
 * claim of a process that died lapses.
 */
export async function claimVerify(db: Queryable, paymentId: string, until: Date) {
  const [row] = await preparedOnce(db, 'claim_verify', (on) =>
    on
      .update(payments)
      .set({ verifyingUntil: sql`${sql.placeholder('until')}` })
      .where(
        and(
          eq(payments.id, sql.placeholder('paymentId')),
          or(isNull(payments.verifyingUntil), lt(payments.verifyingUntil, sql.placeholder('now'))),
        ),
      )
      .returning()
      .prepare('claim_verify'),
  ).execute({ paymentId, until, now: new Date() });
  return row ?? null;
}

export async function releaseVerify(db: Queryable, paymentId: string) {
  await db.update(payments).set({ verifyingUntil: null }).where(eq(payments.id, paymentId));
}
