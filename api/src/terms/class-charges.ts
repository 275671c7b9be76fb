import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { students } from '../db/schema/schools';
import { siblingDiscounts } from './family-charges';
import { chargesKobo, choicesAmong, classItems, lateFeesOf } from './student-charges';
import { placeStudent } from './student-ledger';
import { currentTerm } from './terms-repository';

/**
 * Re-prices every enrolled student of a class for the current term after its fee or its items
 * changed (docs/terms.md#charges): each student's row is locked, in id order, and moved by the
 * difference. Runs under the school's lock.
 */
export async function repriceClass(
  tx: Transaction,
  schoolId: string,
  classroomId: string,
  classFeesKobo: number,
) {
  const term = await currentTerm(tx, schoolId);
  const pupils = await tx
    .select()
    .from(students)
    .where(and(eq(students.classroomId, classroomId), eq(students.enrolment, 'enrolled')))
    .orderBy(asc(students.id))
    .for('update');
  const items = await classItems(tx, term.id, classroomId);
  const discounts = await siblingDiscounts(tx, schoolId);
  const ids = pupils.map((pupil) => pupil.id);
  const choices = await choicesAmong(tx, term.id, ids, items);
  const late = await lateFeesOf(tx, term.id, ids);
  for (const pupil of pupils) {
    const charges = chargesKobo(
      true,
      classFeesKobo,
      pupil.discount,
      items,
      choices.get(pupil.id) ?? [],
      discounts.get(pupil.id) ?? 0,
      late.get(pupil.id),
    );
    if (charges === pupil.totalFeesExpectedKobo - pupil.broughtForwardKobo) continue;
    await placeStudent(tx, pupil, term.id, {
      classroomId,
      enrolment: 'enrolled',
      chargesKobo: charges,
    });
  }
}
