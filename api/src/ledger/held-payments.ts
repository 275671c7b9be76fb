import { RECEIVED } from './counted-payments';
import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { payments } from '../db/schema/schools';
import { pendingCutoff } from './pending-payments';

export type HeldPayments = 'has-payments' | 'payment-in-progress' | null;

/**
 * Money is never erased: a record that the payments matching `where` hang on stays while any of
 * them is received (voided ones too: they are the audit trail), or pending and young enough that
 * its checkout may still be charged. Expired pending payments hold nothing and go with the record.
 */
export async function heldPayments(tx: Transaction, where: SQL): Promise<HeldPayments> {
  const [held] = await tx
    .select({
      recorded: sql<number>`count(*) filter (where ${RECEIVED})`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${payments.status} = 'pending'
        and ${payments.createdAt} > ${pendingCutoff().toISOString()}::timestamptz)`.mapWith(Number),
    })
    .from(payments)
    .where(where);
  if ((held?.recorded ?? 0) > 0) return 'has-payments';
  if ((held?.pending ?? 0) > 0) return 'payment-in-progress';
  return null;
}
