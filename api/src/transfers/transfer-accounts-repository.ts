import type { HeldTransferAccount, TransferAccount } from '@fees/shared-data/core';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { families, students } from '../db/schema/schools';
import { transferAccounts } from '../db/schema/transfers';
import type { ProviderDedicatedAccount } from '../provider';
import { lockSchool } from '../schools';
import { findTransferAccount, type TransferAccountOwner } from '../settlement';
import type { Caller } from '../plugins/access/access';

const shown = {
  accountNumber: transferAccounts.accountNumber,
  accountName: transferAccounts.accountName,
  bankName: transferAccounts.bankName,
};

/**
 * The school's accounts whose family or lone student is still there, in one query: an account
 * whose owner was deleted has no owner left to name.
 */
export async function listTransferAccounts(
  db: Queryable,
  schoolId: string,
): Promise<HeldTransferAccount[]> {
  const rows = await db
    .select({
      ...shown,
      familyId: transferAccounts.familyId,
      studentId: transferAccounts.studentId,
    })
    .from(transferAccounts)
    .where(eq(transferAccounts.schoolId, schoolId));
  return rows.flatMap(({ familyId, studentId, ...account }): HeldTransferAccount[] => {
    if (familyId) return [{ ...account, holder: 'families' as const, id: familyId }];
    if (studentId) return [{ ...account, holder: 'students' as const, id: studentId }];
    return [];
  });
}

/**
 * Keeps the account the provider has just made, under the school's lock (which reads the caller's
 * role again). Two requests at once both reach the provider, which answers one account for one
 * customer; the second insert finds the first's row and answers it with `made: false`. Null when
 * the school is no longer theirs.
 */
export async function keepTransferAccount(
  tx: Transaction,
  caller: Caller,
  owner: TransferAccountOwner,
  made: ProviderDedicatedAccount & { customerCode: string },
): Promise<{ account: TransferAccount; made: boolean } | null> {
  if (!(await lockSchool(tx, owner.schoolId, caller))) return null;
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

const given = sql<boolean>`${transferAccounts.id} is not null`;

/**
 * Everyone of the school who pays into a transfer account of their own: every family, then every
 * enrolled student in no family, each by name, saying whether they have been given one.
 */
export async function listAccountHolders(db: Queryable, schoolId: string) {
  const familyRows = await db
    .select({
      id: families.id,
      schoolId: families.schoolId,
      name: families.name,
      phoneNo: families.phoneNo,
      given,
    })
    .from(families)
    .leftJoin(transferAccounts, eq(transferAccounts.familyId, families.id))
    .where(eq(families.schoolId, schoolId))
    .orderBy(asc(families.name), asc(families.id));
  const studentRows = await db
    .select({
      id: students.id,
      schoolId: students.schoolId,
      fullname: students.fullname,
      phoneNo: students.phoneNo,
      given,
    })
    .from(students)
    .leftJoin(transferAccounts, eq(transferAccounts.studentId, students.id))
    .where(
      and(
        eq(students.schoolId, schoolId),
        isNull(students.familyId),
        eq(students.enrolment, 'enrolled'),
      ),
    )
    .orderBy(asc(students.fullname), asc(students.id));
  return { families: familyRows, students: studentRows };
}
