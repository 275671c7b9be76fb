import type { Settlement } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { schools, schoolSettlements } from '../db/schema/schools';
import type { Caller } from '../plugins/access/access';
import { lockSchool } from '../schools';

/** Where the school's card money settles, or null when it settles to the operator. */
export async function findSettlement(db: Queryable, schoolId: string): Promise<Settlement | null> {
  const [row] = await db
    .select({
      bankName: schoolSettlements.bankName,
      bankCode: schoolSettlements.bankCode,
      accountNumber: schoolSettlements.accountNumber,
      accountName: schoolSettlements.accountName,
      subaccountCode: schoolSettlements.subaccountCode,
    })
    .from(schoolSettlements)
    .where(eq(schoolSettlements.schoolId, schoolId))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps the settlement the provider has just made or changed, under the school's lock (which reads
 * the caller's role again); null when the school is no longer theirs to change.
 */
export async function saveSettlement(
  tx: Transaction,
  caller: Caller,
  schoolId: string,
  settlement: Settlement,
): Promise<Settlement | null> {
  if (!(await lockSchool(tx, schoolId, caller))) return null;
  const now = new Date();
  await tx
    .insert(schoolSettlements)
    .values({ schoolId, ...settlement, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: schoolSettlements.schoolId,
      set: { ...settlement, updatedAt: now },
    });
  return settlement;
}

/** Whether the user owns at least one school: who may look up a settlement account's holder. */
export async function ownsASchool(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.ownerId, userId))
    .limit(1);
  return row !== undefined;
}
