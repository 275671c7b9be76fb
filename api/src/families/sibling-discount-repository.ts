import type { SiblingDiscountBody } from '@fees/shared-data/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { schools, students } from '../db/schema/schools';
import { lockSchool } from '../schools';
import { findSchool } from '../schools';
import { repriceFamilies } from '../terms';
import type { Caller } from '../plugins/access/access';

/**
 * Sets the school's sibling discount (docs/families.md#sibling-discount) and re-prices every family
 * child's current term by it, in one transaction under the school's lock.
 */
export async function setSiblingDiscount(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  rule: Omit<SiblingDiscountBody, 'password'>,
) {
  return db.transaction(async (tx) => {
    if (!(await lockSchool(tx, schoolId, caller))) return null;
    await tx
      .update(schools)
      .set({
        siblingSecond: rule.second,
        siblingLater: rule.later,
        siblingOrder: rule.order,
        updatedAt: new Date(),
      })
      .where(eq(schools.id, schoolId));
    const families = await tx
      .selectDistinct({ familyId: students.familyId })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), isNotNull(students.familyId)));
    await repriceFamilies(
      tx,
      schoolId,
      families.map((row) => row.familyId),
    );
    return findSchool(tx, caller.user.id, schoolId);
  });
}
