import type { TransferAccount } from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { transferAccounts } from '../db/schema/transfers';

// Where a family or student pays by transfer, read by every screen and mail that tells a parent
// (docs/transfers.md#transfer-accounts). It sits here, below payments and pay links, because the
// accounts settle to the school's settlement account; transfers/ makes and keeps them.

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
