import { termChargesKobo, type FeeItemKobo } from '@fees/shared-data/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
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

/**
 * What an enrolled student is charged this term (docs/terms.md#charges), their sibling discount
 * included (docs/families.md#sibling-discount); a leaver nothing.
 */
export function chargesKobo(
  enrolled: boolean,
  classFeesKobo: number,
  discount: number,
  items: readonly FeeItemKobo[],
  optionalItems: readonly string[],
  siblingDiscount = 0,
): number {
  return enrolled
    ? termChargesKobo({ classFeesKobo, discount, siblingDiscount, items, optionalItems })
    : 0;
}
