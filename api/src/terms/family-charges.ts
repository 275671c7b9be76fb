import { familyDiscounts, termChargesKobo, type FeeItemKobo } from '@fees/shared-data/core';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { classrooms, schools, students } from '../db/schema/schools';
import { siblingRule } from '../schools';
import { choicesAmong, classItems, lateFeesOf } from './student-charges';
import { placeStudent } from './student-ledger';
import { currentTerm } from './terms-repository';

/**
 * Each enrolled family child's sibling discount in the school as it stands, by student id
 * (docs/families.md#sibling-discount); `familyIds` narrows it to those families. A student in no
 * family, or a school that gives none, has none.
 */
export async function siblingDiscounts(
  db: Queryable,
  schoolId: string,
  familyIds?: readonly string[],
): Promise<Map<string, number>> {
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school || (school.siblingSecond === 0 && school.siblingLater === 0)) return new Map();
  if (familyIds?.length === 0) return new Map();
  const children = await db
    .select({
      id: students.id,
      familyId: students.familyId,
      age: students.age,
      createdAt: students.createdAt,
      className: classrooms.name,
    })
    .from(students)
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.enrolment, 'enrolled'),
        familyIds ? anyOf(students.familyId, familyIds) : isNotNull(students.familyId),
      ),
    );
  return familyDiscounts(
    children.map((child) => ({
      ...child,
      familyId: child.familyId ?? '',
      createdAt: child.createdAt.toISOString(),
    })),
    siblingRule(school),
  );
}

/**
 * Re-prices the enrolled children of these families for the current term, after anything that
 * changes who counts as which child, or the rule: each child's row is locked, in id order, and
 * moved by its difference. Runs under the school's lock the write holds.
 */
export async function repriceFamilies(
  tx: Transaction,
  schoolId: string,
  familyIds: readonly (string | null)[],
): Promise<void> {
  const ids = [...new Set(familyIds.filter((id): id is string => id !== null))];
  if (ids.length === 0) return;
  const term = await currentTerm(tx, schoolId);
  const children = await tx
    .select()
    .from(students)
    .where(and(anyOf(students.familyId, ids), eq(students.enrolment, 'enrolled')))
    .orderBy(asc(students.id))
    .for('update');
  const discounts = await siblingDiscounts(tx, schoolId, ids);
  const roomIds = [...new Set(children.map((child) => child.classroomId))];
  const rooms = roomIds.length
    ? await tx
        .select({ id: classrooms.id, classFeesKobo: classrooms.classFeesKobo })
        .from(classrooms)
        .where(anyOf(classrooms.id, roomIds))
    : [];
  const fees = new Map(rooms.map((room) => [room.id, room.classFeesKobo]));
  // Each class's items and its children's choices are read once, however many children it has:
  // a new rule re-prices every family child of the school.
  const perClass = new Map<string, { items: FeeItemKobo[]; choices: Map<string, string[]> }>();
  for (const roomId of roomIds) {
    const items = await classItems(tx, term.id, roomId);
    const ids = children.filter((child) => child.classroomId === roomId).map((child) => child.id);
    perClass.set(roomId, { items, choices: await choicesAmong(tx, term.id, ids, items) });
  }
  const late = await lateFeesOf(
    tx,
    term.id,
    children.map((child) => child.id),
  );
  for (const child of children) {
    const { items = [], choices = new Map<string, string[]>() } =
      perClass.get(child.classroomId) ?? {};
    const chosen = choices.get(child.id) ?? [];
    const charges = termChargesKobo({
      classFeesKobo: fees.get(child.classroomId) ?? 0,
      discount: child.discount,
      siblingDiscount: discounts.get(child.id) ?? 0,
      items,
      optionalItems: chosen,
      lateFees: late.get(child.id),
    });
    if (charges === child.totalFeesExpectedKobo - child.broughtForwardKobo) continue;
    await placeStudent(tx, child, term.id, {
      classroomId: child.classroomId,
      enrolment: 'enrolled',
      chargesKobo: charges,
    });
  }
}

/** The families with a child enrolled in the class: a change to the class may re-rank them. */
export async function familiesInClass(tx: Transaction, classroomId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ familyId: students.familyId })
    .from(students)
    .where(
      and(
        eq(students.classroomId, classroomId),
        eq(students.enrolment, 'enrolled'),
        isNotNull(students.familyId),
      ),
    );
  return rows.flatMap((row) => (row.familyId ? [row.familyId] : []));
}
