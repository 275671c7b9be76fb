import { termChargesKobo, type FeeItemKobo, type LateFeeCharge } from '@fees/shared-data/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { lateFees } from '../db/schema/late-fees';
import { feeItems, studentOptionalItems } from '../db/schema/ledger';

/** A class's extra fee items in a term, in the class's order. */
export async function classItems(
  db: Queryable,
  termId: string,
  classroomId: string,
): Promise<(FeeItemKobo & { position: number })[]> {
  const rows = await db
    .select()
    .from(feeItems)
    .where(and(eq(feeItems.termId, termId), eq(feeItems.classroomId, classroomId)))
    .orderBy(asc(feeItems.position));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    amountKobo: row.amountKobo,
    optional: row.optional,
    position: row.position,
  }));
}

/** Each student's choices in term `termId` among `items` (ids), in the items' order. */
export async function choicesAmong(
  db: Queryable,
  termId: string,
  studentIds: readonly string[],
  items: readonly FeeItemKobo[],
): Promise<Map<string, string[]>> {
  const chosen = new Map<string, string[]>(studentIds.map((id) => [id, []]));
  const optional = items.filter((item) => item.optional).map((item) => item._id);
  if (studentIds.length === 0 || optional.length === 0) return chosen;
  const rows = await db
    .select()
    .from(studentOptionalItems)
    .where(
      and(
        eq(studentOptionalItems.termId, termId),
        anyOf(studentOptionalItems.studentId, studentIds),
        anyOf(studentOptionalItems.feeItemId, optional),
      ),
    );
  const taken = new Set(rows.map((row) => `${row.studentId} ${row.feeItemId}`));
  for (const [studentId, list] of chosen) {
    for (const id of optional) if (taken.has(`${studentId} ${id}`)) list.push(id);
  }
  return chosen;
}

/** A late fee as the ledger reads it, from its row. */
export function lateFeeCharge(row: typeof lateFees.$inferSelect): LateFeeCharge {
  return {
    dueOn: row.dueOn,
    chargedOn: row.chargedOn,
    amountKobo: row.amountKobo,
    waived: row.waivedAt !== null,
  };
}

/** Each student's late fees in term `termId` (docs/due-dates.md#late-fee), in the order charged. */
export async function lateFeesOf(
  db: Queryable,
  termId: string,
  studentIds: readonly string[],
): Promise<Map<string, LateFeeCharge[]>> {
  const charged = new Map<string, LateFeeCharge[]>(studentIds.map((id) => [id, []]));
  if (studentIds.length === 0) return charged;
  const rows = await db
    .select()
    .from(lateFees)
    .where(and(eq(lateFees.termId, termId), anyOf(lateFees.studentId, studentIds)))
    .orderBy(asc(lateFees.chargedOn), asc(lateFees.dueOn));
  for (const row of rows) charged.get(row.studentId)?.push(lateFeeCharge(row));
  return charged;
}

/**
 * What an enrolled student is charged this term (docs/terms.md#charges), their sibling discount
 * and late fees included (docs/families.md#sibling-discount, docs/due-dates.md#late-fee); a leaver
 * nothing.
 */
export function chargesKobo(
  enrolled: boolean,
  classFeesKobo: number,
  discount: number,
  items: readonly FeeItemKobo[],
  optionalItems: readonly string[],
  siblingDiscount = 0,
  lateFeeCharges: readonly LateFeeCharge[] = [],
): number {
  return enrolled
    ? termChargesKobo({
        classFeesKobo,
        discount,
        siblingDiscount,
        items,
        optionalItems,
        lateFees: lateFeeCharges,
      })
    : 0;
}
