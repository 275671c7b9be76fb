import type { TransferAccount } from '@fees/shared-data/core';
import { and, eq, isNull } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { students } from '../db/schema/schools';
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

const shownOf = <T extends Record<keyof TransferAccount, PgColumn>>(
  table: T,
): Pick<T, keyof TransferAccount> => ({
  accountNumber: table.accountNumber,
  accountName: table.accountName,
  bankName: table.bankName,
});

const shown = shownOf(transferAccounts);

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

const familyAccount = alias(transferAccounts, 'family_account');
const ownAccount = alias(transferAccounts, 'own_account');

/**
 * studentAccountOwner's account for a read of the student's row, so a hot path (a card payment's
 * recording) reads it with the student rather than after: left-join both `on`s, select `shown`,
 * and pass what came back to `studentAccountOf`. At most one of the two finds a row.
 */
export const studentAccountJoin = {
  family: {
    table: familyAccount,
    on: eq(familyAccount.familyId, students.familyId),
  },
  own: {
    table: ownAccount,
    on: and(eq(ownAccount.studentId, students.id), isNull(students.familyId)),
  },
  shown: { familyAccount: shownOf(familyAccount), ownAccount: shownOf(ownAccount) },
};

export const studentAccountOf = (row: {
  familyAccount: TransferAccount | null;
  ownAccount: TransferAccount | null;
}): TransferAccount | null => row.familyAccount ?? row.ownAccount;
