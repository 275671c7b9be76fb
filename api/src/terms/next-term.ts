import {
  balanceKobo,
  chargeLines,
  chargesTotalKobo,
  familyDiscounts,
  type FeeItemKobo,
  nextTerm,
  type Promotions,
  type SiblingDiscountRule,
} from '@fees/shared-data/core';
import { asc, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { insertRows, updateRows } from '../db/fixed-text';
import {
  chargeLines as chargeLineRows,
  feeItems,
  studentOptionalItems,
  studentTerms,
} from '../db/schema/ledger';
import { classrooms, schools, students, terms } from '../db/schema/schools';
import { lockSchool } from '../schools';
import { siblingDiscounts } from './family-charges';
import { siblingRule } from '../schools';
import { lateFeesOf } from './student-charges';
import { carryPlans } from './term-plans';
import { currentTerm, type TermRow } from './terms-repository';
import type { Caller } from '../plugins/access/access';

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

type Room = { id: string; name: string; classFeesKobo: number };

/** The closing term as it stands: its students (locked), its items and each student's choices. */
async function readClosingTerm(tx: Transaction, schoolId: string, termId: string) {
  const pupils = await tx
    .select()
    .from(students)
    .where(eq(students.schoolId, schoolId))
    .orderBy(asc(students.id))
    .for('update');
  const items = await tx
    .select()
    .from(feeItems)
    .where(eq(feeItems.termId, termId))
    .orderBy(asc(feeItems.position));
  const chosenRows = await tx
    .select()
    .from(studentOptionalItems)
    .where(eq(studentOptionalItems.termId, termId));
  const chosen = new Map<string, string[]>();
  for (const row of chosenRows) {
    chosen.set(row.studentId, [...(chosen.get(row.studentId) ?? []), row.feeItemId]);
  }
  // The closing term's sibling discounts as they stood; the next term's follow the new classes.
  const discounts = await siblingDiscounts(tx, schoolId);
  const late = await lateFeesOf(
    tx,
    termId,
    pupils.map((pupil) => pupil.id),
  );
  return { pupils, items, chosen, discounts, late };
}

type ClosingTerm = Awaited<ReturnType<typeof readClosingTerm>>;
type ItemRow = ClosingTerm['items'][number];

const itemsOf = (termItems: readonly ItemRow[], classroomId: string): FeeItemKobo[] =>
  termItems
    .filter((item) => item.classroomId === classroomId)
    .map((item) => ({ ...item, _id: item.id }));

/** Every enrolled student's charge lines of the closing term, frozen as they stand. */
function frozenCharges(closing: ClosingTerm, termId: string, fees: Map<string, number>) {
  return closing.pupils.flatMap((pupil) =>
    pupil.enrolment === 'enrolled'
      ? chargeLines({
          classFeesKobo: fees.get(pupil.classroomId) ?? 0,
          discount: pupil.discount,
          siblingDiscount: closing.discounts.get(pupil.id) ?? 0,
          items: itemsOf(closing.items, pupil.classroomId),
          optionalItems: closing.chosen.get(pupil.id) ?? [],
          lateFees: closing.late.get(pupil.id),
        }).map((line, position) => ({
          studentId: pupil.id,
          termId,
          position,
          name: line.name,
          amountKobo: line.amountKobo,
        }))
      : [],
  );
}

/**
 * Where every student is in the opened term and what it charges them: their class (promotions
 * move a class up or out), their choices of the items that still apply, what they bring forward
 * (what they owed at the close, or were owed: a credit) and their new figures.
 */
function placeStudents(
  closing: ClosingTerm,
  opened: { id: string; items: readonly ItemRow[] },
  rooms: readonly Room[],
  moves: Promotions,
  rule: SiblingDiscountRule,
) {
  const fees = new Map(rooms.map((room) => [room.id, room.classFeesKobo]));
  const names = new Map(rooms.map((room) => [room.id, room.name]));
  const places = new Map(closing.pupils.map((pupil) => [pupil.id, placeNext(pupil, moves)]));
  const discounts = familyDiscounts(
    closing.pupils.flatMap((pupil) => {
      const place = places.get(pupil.id)!;
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
    rule,
  );
  return closing.pupils.map((pupil) => {
    const place = places.get(pupil.id)!;
    const items = place.enrolled ? itemsOf(opened.items, place.classroomId) : [];
    const ids = new Set(items.map((item) => item._id));
    const optionalItems = (closing.chosen.get(pupil.id) ?? []).filter((id) => ids.has(id));
    const chargesKobo = place.enrolled
      ? chargesTotalKobo(
          chargeLines({
            classFeesKobo: fees.get(place.classroomId) ?? 0,
            discount: pupil.discount,
            siblingDiscount: discounts.get(pupil.id) ?? 0,
            items,
            optionalItems,
          }),
        )
      : 0;
    const broughtForwardKobo = balanceKobo(pupil.totalFeesExpectedKobo, pupil.totalPaidFeesKobo);
    return {
      pupil,
      place,
      optionalItems,
      chargesKobo,
      figures: {
        id: pupil.id,
        classroomId: place.classroomId,
        enrolment: place.enrolled ? ('enrolled' as const) : ('left' as const),
        leftClassName: place.enrolled ? '' : (names.get(pupil.classroomId) ?? pupil.leftClassName),
        broughtForwardKobo,
        totalFeesExpectedKobo: broughtForwardKobo + chargesKobo,
        totalPaidFeesKobo: 0,
      },
    };
  });
}

type Placement = ReturnType<typeof placeStudents>[number];

/**
 * Each class's and the school's new figures: a class counts its enrolled students and their
 * money; the school counts who is enrolled, and its money holds every student's, leavers' too.
 * Nothing is paid in a term just opened.
 */
function openingTotals(placements: readonly Placement[], rooms: readonly Room[]) {
  const classes = new Map(
    rooms.map((room) => [
      room.id,
      { id: room.id, noOfStudents: 0, totalFeesExpectedKobo: 0, totalFeesKobo: 0 },
    ]),
  );
  const school = { noOfStudents: 0, totalFeesExpectedKobo: 0, totalFeesKobo: 0 };
  for (const { place, figures } of placements) {
    school.totalFeesExpectedKobo += figures.totalFeesExpectedKobo;
    const room = classes.get(place.classroomId);
    if (!place.enrolled) continue;
    school.noOfStudents += 1;
    if (room) {
      room.noOfStudents += 1;
      room.totalFeesExpectedKobo += figures.totalFeesExpectedKobo;
    }
  }
  return { classes: [...classes.values()], school };
}

/**
 * Closes the school's current term and opens the next (docs/terms.md#next-term), in one
 * transaction under the school's lock and every student's: each enrolled student's charge lines
 * are frozen as they stand, what they owe (or are owed) is brought forward, the class's items and
 * each student's choices carry over, so do the payment plans (their dates moved), and at a new
 * session `promotions` moves classes up or out.
 * The new term's totals are its students' new figures; no payment is recounted. The step names the
 * term it closes, read under the lock, so a second of the same step closes nothing more. Every
 * write is one statement for the whole school, however many students it has.
 */
export async function startNextTerm(
  db: Queryable,
  caller: Caller,
  schoolId: string,
  { closing: closingId, promotions }: { closing: string; promotions?: Promotions },
): Promise<NextTermResult> {
  return db.transaction(async (tx): Promise<NextTermResult> => {
    const locked = await lockSchool(tx, schoolId, caller);
    if (!locked) return { kind: 'not-found' };
    const closingTerm = await currentTerm(tx, schoolId);
    if (closingTerm.id !== closingId) return { kind: 'already-closed' };
    const next = nextTerm(closingTerm);
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

    const closing = await readClosingTerm(tx, schoolId, closingTerm.id);
    await insertRows(tx, chargeLineRows, frozenCharges(closing, closingTerm.id, fees));

    const now = new Date();
    await tx
      .update(terms)
      .set({ status: 'closed', closedAt: now })
      .where(eq(terms.id, closingTerm.id));
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
    await carryPlans(tx, closingTerm, opened);
    // An item carries over with its _id, so the students who take it go on taking it.
    const items = closing.items.map((item) => ({ ...item, termId: opened.id }));
    await insertRows(tx, feeItems, items);

    const placements = placeStudents(
      closing,
      { id: opened.id, items },
      rooms,
      moves,
      siblingRule(locked),
    );
    await updateRows(
      tx,
      students,
      'id',
      placements.map(({ figures }) => figures),
    );
    await insertRows(
      tx,
      studentOptionalItems,
      placements.flatMap(({ pupil, optionalItems }) =>
        optionalItems.map((feeItemId) => ({ studentId: pupil.id, termId: opened.id, feeItemId })),
      ),
    );
    await insertRows(
      tx,
      studentTerms,
      placements.map(({ pupil, place, chargesKobo }) => ({
        studentId: pupil.id,
        termId: opened.id,
        schoolId,
        classroomId: place.enrolled ? place.classroomId : null,
        chargesKobo,
      })),
    );
    const totals = openingTotals(placements, rooms);
    await updateRows(tx, classrooms, 'id', totals.classes);
    await tx.update(schools).set(totals.school).where(eq(schools.id, schoolId));
    return { kind: 'opened', term: opened };
  });
}
