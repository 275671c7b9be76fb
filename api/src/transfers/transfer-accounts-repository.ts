import type { TransferAccount } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { families } from '../db/schema/schools';
import { transferAccounts } from '../db/schema/transfers';
import type { ProviderDedicatedAccount } from '../payments/payment-provider';
import { lockSchool } from '../schools/school-figures';

/** Whose transfer account it is: a family, or a student in no family. */
export type TransferAccountOwner =
  | { kind: 'family'; id: string; schoolId: string }
  | { kind: 'student'; id: string; schoolId: string };

const ownerColumn = (owner: TransferAccountOwner) =>
  owner.kind === 'family' ? transferAccounts.familyId : transferAccounts.studentId;

const shown = {
  accountNumber: transferAccounts.accountNumber,
  accountName: transferAccounts.accountName,
  bankName: transferAccounts.bankName,
};

/** The owner's transfer account, or null while it has none. */
export async function findTransferAccount(
  db: Queryable,
  owner: TransferAccountOwner,
): Promise<TransferAccount | null> {
  const [row] = await db
    .select(shown)
    .from(transferAccounts)
    .where(eq(ownerColumn(owner), owner.id))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps the account the provider has just made, under the school's lock (which reads the caller's
 * role again). Two requests at once both reach the provider, which answers one account for one
 * customer; the second insert finds the first's row and answers it with `made: false`. Null when
 * the school is no longer theirs.
 */
export async function keepTransferAccount(
  tx: Transaction,
  userId: string,
  owner: TransferAccountOwner,
  made: ProviderDedicatedAccount & { customerCode: string },
): Promise<{ account: TransferAccount; made: boolean } | null> {
  if (!(await lockSchool(tx, owner.schoolId, userId))) return null;
  const inserted = await tx
    .insert(transferAccounts)
    .values({
      schoolId: owner.schoolId,
      familyId: owner.kind === 'family' ? owner.id : null,
      studentId: owner.kind === 'student' ? owner.id : null,
      ...made,
    })
    .onConflictDoNothing()
    .returning(shown);
  if (inserted[0]) return { account: inserted[0], made: true };
  const existing = await findTransferAccount(tx, owner);
  if (!existing) throw new Error('transfer account neither inserted nor found');
  return { account: existing, made: false };
}

/** What a transfer account needs of a student's family, which the caller reached through them. */
export async function findFamilyFields(db: Queryable, familyId: string) {
  const [row] = await db
    .select({
      id: families.id,
      schoolId: families.schoolId,
      name: families.name,
      phoneNo: families.phoneNo,
    })
    .from(families)
    .where(eq(families.id, familyId))
    .limit(1);
  return row ?? null;
}

/** The account a student pays into: their family's when they have one, else their own. */
export function studentAccountOwner(student: {
  id: string;
  familyId: string | null;
  schoolId: string;
}): TransferAccountOwner {
  return student.familyId
    ? { kind: 'family', id: student.familyId, schoolId: student.schoolId }
    : { kind: 'student', id: student.id, schoolId: student.schoolId };
}
