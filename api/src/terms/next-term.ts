import {
  balanceKobo,
  chargeLines,
  chargesTotalKobo,
  familyDiscounts,
  type FeeItemKobo,
  nextTerm,
  type Promotions,
} from '@fees/shared-data/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { insertRows } from '../db/fixed-text';
import {
  chargeLines as chargeLineRows,
  feeItems,
  studentOptionalItems,
  studentTerms,
} from '../db/schema/ledger';
import { classrooms, schools, students, terms } from '../db/schema/schools';
import { lockSchool } from '../schools/school-figures';
import { siblingDiscounts } from '../families/family-charges';
import { siblingRule } from '../schools/schools-schemas';
import { currentTerm, type TermRow } from './terms-repository';

export type NextTermResult =
  | { kind: 'opened'; term: TermRow }
  | { kind: 'not-found' }
  | { kind: 'already-closed' }
  | { kind: 'promotions-not-allowed' }
  | { kind: 'promotions-unknown'; ids: string[] };

type StudentRow = typeof students.$inferSelect;

/** Where each student is next term: promotions move a class's students on, or out (null). */
function placeNext(student: StudentRow, promotions: Promotions) {
  if (student.enrolment === 'left') return { classroomId: student.classroomId, enrolled: false };
  if (!(student.classroomId in promotions)) {
    return { classroomId: student.classroomId, enrolled: true };
  }
  const target = promotions[student.classroomId];
  return target === null || target === undefined
    ? { classroomId: student.classroomId, enrolled: false }
    : { classroomId: target, enrolled: true };
}

/**
 * Closes the school's current term and opens the next (docs/terms.md#next-term), in one
 * transaction under the school's lock and every student's: each enrolled student's charge lines
 * are frozen as they stand, what they owe (or are owed) is brought forward, the class's items and
 * each student's choices carry over, and at a new session `promotions` moves classes up or out.
 * The new term's totals are its students' new figures; no payment is recounted. The step names the
 * term it closes, read under the lock, so a second of the same step closes nothing more.
 */
export async function startNextTerm(
  db: Queryable,
  ownerId: string,
  schoolId: string,
  { closing: closingId, promotions }: { closing: string; promotions?: Promotions },
): Promise<NextTermResult> {
  return db.transaction(async (tx): Promise<NextTermResult> => {
    const locked = await lockSchool(tx, schoolId, ownerId);
    if (!locked) return { kind: 'not-found' };
    const closing = await currentTerm(tx, schoolId);
    if (closing.id !== closingId) return { kind: 'already-closed' };
    const next = nextTerm(closing);
    if (promotions !== undefined && !next.startsSession) return { kind: 'promotions-not-allowed' };
    const rooms = await tx
      .select({ id: classrooms.id, name: classrooms.name, classFeesKobo: classrooms.classFeesKobo })
      .from(classrooms)
      .where(eq(classrooms.schoolId, schoolId));
    const fees = new Map(rooms.map((room) => [room.id, room.classFeesKobo]));
    const moves = promotions ?? {};
    const unknown = Object.entries(moves)
      .flatMap(([from, to]) => (to === null ? [from] : [from, to]))
      .filter((id) => !fees.has(id));
    if (unknown.length > 0) return { kind: 'promotions-unknown', ids: [...new Set(unknown)] };

    const pupils = await tx
      .select()
      .from(students)
      .where(eq(students.schoolId, schoolId))
      .orderBy(asc(students.id))
      .for('update');
    const oldItems = await tx
      .select()
      .from(feeItems)
      .where(eq(feeItems.termId, closing.id))
      .orderBy(asc(feeItems.position));
    const itemsOf = (termItems: typeof oldItems, classroomId: string): FeeItemKobo[] =>
      termItems
        .filter((item) => item.classroomId === classroomId)
        .map((item) => ({ ...item, _id: item.id }));
    const chosenRows = await tx
      .select()
      .from(studentOptionalItems)
      .where(eq(studentOptionalItems.termId, closing.id));
    const chosen = new Map<string, string[]>();
    for (const row of chosenRows) {
      chosen.set(row.studentId, [...(chosen.get(row.studentId) ?? []), row.feeItemId]);
    }

    // The closing term's sibling discounts as they stood; the next term's follow the new classes.
    const closingDiscounts = await siblingDiscounts(tx, schoolId);
    const frozen = pupils.flatMap((pupil) =>
      pupil.enrolment === 'enrolled'
        ? chargeLines({
            classFeesKobo: fees.get(pupil.classroomId) ?? 0,
            discount: pupil.discount,
            siblingDiscount: closingDiscounts.get(pupil.id) ?? 0,
            items: itemsOf(oldItems, pupil.classroomId),
            optionalItems: chosen.get(pupil.id) ?? [],
          }).map((line, position) => ({
            studentId: pupil.id,
            termId: closing.id,
            position,
            name: line.name,
            amountKobo: line.amountKobo,
          }))
        : [],
    );
    await insertRows(tx, chargeLineRows, frozen);

    const now = new Date();
    await tx.update(terms).set({ status: 'closed', closedAt: now }).where(eq(terms.id, closing.id));
    const [opened] = await tx
      .insert(terms)
      .values({
        schoolId,
        session: next.session,
        name: next.name,
        status: 'current',
        openedAt: now,
      })
      .returning();
    if (!opened) throw new Error('insert returned no row');

    // An item carries over with its _id, so the students who take it go on taking it.
    const newItems = oldItems.map((item) => ({ ...item, termId: opened.id }));
    await insertRows(tx, feeItems, newItems);

    const classTotals = new Map(rooms.map((room) => [room.id, { students: 0, expectedKobo: 0 }]));
    const school = { students: 0, expectedKobo: 0 };
    const keptChoices: (typeof studentOptionalItems.$inferInsert)[] = [];
    const names = new Map(rooms.map((room) => [room.id, room.name]));
    const termRows: (typeof studentTerms.$inferInsert)[] = [];
    const nextDiscounts = familyDiscounts(
      pupils.flatMap((pupil) => {
        const place = placeNext(pupil, moves);
        return place.enrolled && pupil.familyId
          ? [
              {
                ...pupil,
                familyId: pupil.familyId,
                className: names.get(place.classroomId) ?? '',
                createdAt: pupil.createdAt.toISOString(),
              },
            ]
          : [];
      }),
      siblingRule(locked),
    );
    for (const pupil of pupils) {
      const place = placeNext(pupil, moves);
      const items = place.enrolled ? itemsOf(newItems, place.classroomId) : [];
      const ids = new Set(items.map((item) => item._id));
      const optionalItems = (chosen.get(pupil.id) ?? []).filter((id) => ids.has(id));
      for (const feeItemId of optionalItems) {
        keptChoices.push({ studentId: pupil.id, termId: opened.id, feeItemId });
      }
      const charges = place.enrolled
        ? chargesTotalKobo(
            chargeLines({
              classFeesKobo: fees.get(place.classroomId) ?? 0,
              discount: pupil.discount,
              siblingDiscount: nextDiscounts.get(pupil.id) ?? 0,
              items,
              optionalItems,
            }),
          )
        : 0;
      // What they owed at the close (or were owed: a credit) is what they bring forward.
      const broughtForwardKobo = balanceKobo(pupil.totalFeesExpectedKobo, pupil.totalPaidFeesKobo);
      const expectedKobo = broughtForwardKobo + charges;
      await tx
        .update(students)
        .set({
          classroomId: place.classroomId,
          enrolment: place.enrolled ? 'enrolled' : 'left',
          leftClassName: place.enrolled
            ? ''
            : (names.get(pupil.classroomId) ?? pupil.leftClassName),
          broughtForwardKobo,
          totalFeesExpectedKobo: expectedKobo,
          totalPaidFeesKobo: 0,
        })
        .where(eq(students.id, pupil.id));
      termRows.push({
        studentId: pupil.id,
        termId: opened.id,
        schoolId,
        classroomId: place.enrolled ? place.classroomId : null,
        chargesKobo: charges,
      });
      // The school counts who is enrolled; its money holds every student's, leavers' too.
      if (place.enrolled) school.students += 1;
      school.expectedKobo += expectedKobo;
      const total = classTotals.get(place.classroomId);
      if (place.enrolled && total) {
        total.students += 1;
        total.expectedKobo += expectedKobo;
      }
    }
    await insertRows(tx, studentOptionalItems, keptChoices);
    await insertRows(tx, studentTerms, termRows);
    for (const [id, total] of classTotals) {
      await tx
        .update(classrooms)
        .set({
          noOfStudents: total.students,
          totalFeesExpectedKobo: total.expectedKobo,
          totalFeesKobo: 0,
        })
        .where(and(eq(classrooms.id, id), eq(classrooms.schoolId, schoolId)));
    }
    await tx
      .update(schools)
      .set({
        noOfStudents: school.students,
        totalFeesExpectedKobo: school.expectedKobo,
        totalFeesKobo: 0,
      })
      .where(eq(schools.id, schoolId));
    return { kind: 'opened', term: opened };
  });
}
