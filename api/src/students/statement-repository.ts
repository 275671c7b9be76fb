import {
  buildStatement,
  chargeLines,
  schoolToday,
  type ChargeLine,
  type StatementPaymentKobo,
  type StatementTermInput,
} from '@fees/shared-data/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { chargeLines as chargeLineRows, studentTerms } from '../db/schema/ledger';
import { classrooms, payments } from '../db/schema/schools';
import { siblingDiscounts } from '../terms';
import { choicesAmong, classItems, lateFeesOf } from '../terms';
import { schoolTerms } from '../terms';
import type { StudentRow } from './students-schemas';
import { COUNTS_AS_PAID } from '../ledger/counted-payments';

/**
 * A student's statement (docs/terms.md#statement): every term they were in a class or paid in,
 * oldest first. A closed term shows its frozen lines; the current term the lines as they stand.
 */
export async function studentStatement(db: Queryable, student: StudentRow) {
  const terms = await schoolTerms(db, student.schoolId);
  const rows = await db.select().from(studentTerms).where(eq(studentTerms.studentId, student.id));
  const frozen = await db
    .select()
    .from(chargeLineRows)
    .where(eq(chargeLineRows.studentId, student.id))
    .orderBy(asc(chargeLineRows.position));
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.studentId, student.id), COUNTS_AS_PAID))
    .orderBy(asc(payments.receivedOn), asc(payments.createdAt));
  const inputs: StatementTermInput[] = [];
  for (const term of terms) {
    const row = rows.find((candidate) => candidate.termId === term.id);
    const termPayments: StatementPaymentKobo[] = paid
      .filter((payment) => payment.termId === term.id)
      .map((payment) => ({
        _id: payment.id,
        amountKobo: payment.amountKobo,
        method: payment.method,
        receivedOn: payment.receivedOn ?? schoolToday(payment.paidAt ?? payment.createdAt),
      }));
    if (!row || (row.classroomId === null && termPayments.length === 0)) continue;
    const charges =
      term.status === 'closed'
        ? frozen.filter((line) => line.termId === term.id)
        : await currentLines(db, term.id, student, row.classroomId);
    inputs.push({
      termId: term.id,
      session: term.session,
      name: term.name,
      charges: charges.map((line) => ({ name: line.name, amountKobo: line.amountKobo })),
      payments: termPayments,
    });
  }
  return buildStatement(inputs);
}

/** The current term's lines as they stand; a leaver (in no class) is charged nothing. */
async function currentLines(
  db: Queryable,
  termId: string,
  student: StudentRow,
  classroomId: string | null,
): Promise<ChargeLine[]> {
  if (classroomId === null) return [];
  const [room] = await db
    .select({ classFeesKobo: classrooms.classFeesKobo })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId));
  const items = await classItems(db, termId, classroomId);
  const chosen = await choicesAmong(db, termId, [student.id], items);
  const siblings = student.familyId
    ? await siblingDiscounts(db, student.schoolId, [student.familyId])
    : new Map<string, number>();
  const late = await lateFeesOf(db, termId, [student.id]);
  return chargeLines({
    classFeesKobo: room?.classFeesKobo ?? 0,
    discount: student.discount,
    siblingDiscount: siblings.get(student.id) ?? 0,
    items,
    optionalItems: chosen.get(student.id) ?? [],
    lateFees: late.get(student.id),
  });
}
