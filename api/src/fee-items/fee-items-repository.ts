import { toKobo, type FeeItemInput } from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { feeItems, studentOptionalItems } from '../db/schema/ledger';
import { lockSchool } from '../schools/school-figures';
import { findClassroom } from '../classrooms/classrooms-repository';
import { repriceClass } from '../terms/class-charges';
import { classItems } from '../terms/student-charges';
import { currentTerm } from '../terms/terms-repository';

/** The classroom's extra fee items of the current term; null when it is not the owner's. */
export async function listFeeItems(db: Queryable, ownerId: string, classroomId: string) {
  const classroom = await findClassroom(db, ownerId, classroomId);
  if (!classroom) return null;
  const term = await currentTerm(db, classroom.schoolId);
  return classItems(db, term.id, classroom.id);
}

/**
 * Replaces the current term's items of the class and re-prices its students at once
 * (docs/terms.md#charges). An item whose name is kept keeps its _id, so the students who take it
 * still do; a removed item takes their choices with it, and so does one made required.
 */
export async function saveFeeItems(
  db: Queryable,
  ownerId: string,
  classroomId: string,
  items: readonly FeeItemInput[],
) {
  return db.transaction(async (tx) => {
    const found = await findClassroom(tx, ownerId, classroomId);
    if (!found || !(await lockSchool(tx, found.schoolId, ownerId))) return null;
    const classroom = await findClassroom(tx, ownerId, classroomId);
    if (!classroom) return null;
    const term = await currentTerm(tx, classroom.schoolId);
    const before = await classItems(tx, term.id, classroom.id);
    // An item is the same one while the list keeps its name, case and outer spaces aside.
    const key = (name: string) => name.trim().toLowerCase();
    const unclaimed = new Map(before.map((item) => [key(item.name), item]));
    const kept = new Set<string>();
    for (const [position, item] of items.entries()) {
      const values = {
        name: item.name.trim(),
        amountKobo: toKobo(item.amount),
        optional: item.optional,
        position,
      };
      const same = unclaimed.get(key(values.name));
      if (same) {
        unclaimed.delete(key(values.name));
        kept.add(same._id);
        await tx
          .update(feeItems)
          .set(values)
          .where(and(eq(feeItems.termId, term.id), eq(feeItems.id, same._id)));
        if (same.optional && !values.optional) {
          await tx
            .delete(studentOptionalItems)
            .where(
              and(
                eq(studentOptionalItems.termId, term.id),
                eq(studentOptionalItems.feeItemId, same._id),
              ),
            );
        }
      } else {
        await tx.insert(feeItems).values({ ...values, termId: term.id, classroomId: classroom.id });
      }
    }
    const removed = before.filter((item) => !kept.has(item._id)).map((item) => item._id);
    if (removed.length > 0) {
      await tx
        .delete(feeItems)
        .where(and(eq(feeItems.termId, term.id), anyOf(feeItems.id, removed)));
    }
    await repriceClass(tx, classroom.schoolId, classroom.id, classroom.classFeesKobo);
    return classItems(tx, term.id, classroom.id);
  });
}
