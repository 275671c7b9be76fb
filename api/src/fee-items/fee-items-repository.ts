import {
  FEE_ITEM_COPY_REFUSALS,
  toKobo,
  toNaira,
  type FeeItemInput,
  type FeeItemKobo,
} from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { feeItems, studentOptionalItems } from '../db/schema/ledger';
import { findClassroom, lockedClassroom } from '../classrooms';
import type { ClassroomRow } from '../classrooms';
import { repriceClass } from '../terms';
import { classItems } from '../terms';
import { currentTerm } from '../terms';
import type { Caller } from '../plugins/access/access';

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
  caller: Caller,
  classroomId: string,
  items: readonly FeeItemInput[],
) {
  return db.transaction(async (tx) => {
    const classroom = await lockedClassroom(tx, caller, classroomId);
    if (!classroom) return null;
    return replaceItems(tx, classroom, items);
  });
}

export type CopyOutcome =
  | { kind: 'not-found' }
  | { kind: 'refused'; message: string }
  | { kind: 'copied'; items: FeeItemKobo[]; classroom: string; from: string };

/**
 * Gives the class the current term's items of the school's class `fromId`, under the same rules and
 * re-pricing as a save; refused for the class itself, another school's class or one with none.
 */
export async function copyFeeItems(
  db: Queryable,
  caller: Caller,
  classroomId: string,
  fromId: string,
): Promise<CopyOutcome> {
  return db.transaction(async (tx) => {
    const classroom = await lockedClassroom(tx, caller, classroomId);
    if (!classroom) return { kind: 'not-found' };
    const refused = (message: string) => ({ kind: 'refused', message }) as const;
    if (fromId === classroomId) return refused(FEE_ITEM_COPY_REFUSALS.itself);
    const from = await findClassroom(tx, caller.user.id, fromId);
    if (!from || from.schoolId !== classroom.schoolId) {
      return refused(FEE_ITEM_COPY_REFUSALS.otherSchool);
    }
    const term = await currentTerm(tx, classroom.schoolId);
    const items = await classItems(tx, term.id, from.id);
    if (items.length === 0) return refused(FEE_ITEM_COPY_REFUSALS.nothing(from.name));
    const copies = items.map(({ name, amountKobo, optional }) => ({
      name,
      amount: toNaira(amountKobo),
      optional,
    }));
    const saved = await replaceItems(tx, classroom, copies);
    return { kind: 'copied', items: saved, classroom: classroom.name, from: from.name };
  });
}

async function replaceItems(
  tx: Transaction,
  classroom: ClassroomRow,
  items: readonly FeeItemInput[],
) {
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
    await tx.delete(feeItems).where(and(eq(feeItems.termId, term.id), anyOf(feeItems.id, removed)));
  }
  await repriceClass(tx, classroom.schoolId, classroom.id, classroom.classFeesKobo);
  return classItems(tx, term.id, classroom.id);
}
