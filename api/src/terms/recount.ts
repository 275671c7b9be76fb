import {
  PAYMENT_STATUS,
  studentMoney,
  termChargesKobo,
  type TermLedgerKobo,
} from '@fees/shared-data/core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { chargeLines, feeItems, studentOptionalItems, studentTerms } from '../db/schema/ledger';
import { classrooms, payments, schools, students, terms } from '../db/schema/schools';

/**
 * The check behind the running figures (docs/terms.md#writes-keep-running-figures): every figure
 * recomputed from the ledger with the shared rules (a closed term's frozen lines, the current
 * term's lines as they stand, the counted payments of each term), compared with what the writes
 * left. Each difference reads `students/<id> paidKobo: stored 100, ledger 0`; none is the rule.
 */
export async function recountDifferences(db: Queryable): Promise<string[]> {
  const [
    schoolRows,
    roomRows,
    pupilRows,
    termRows,
    itemRows,
    choiceRows,
    lineRows,
    paidRows,
    runRows,
  ] = [
    await db.select().from(schools),
    await db.select().from(classrooms),
    await db.select().from(students),
    await db.select().from(terms),
    await db.select().from(feeItems),
    await db.select().from(studentOptionalItems),
    await db.select().from(chargeLines),
    await db.select().from(payments).where(eq(payments.status, PAYMENT_STATUS.paid)),
    await db.select().from(studentTerms),
  ];
  const differences: string[] = [];
  const compare = (
    subject: string,
    stored: Record<string, number>,
    ledger: Record<string, number>,
  ) => {
    for (const [key, value] of Object.entries(ledger)) {
      if (stored[key] !== value) {
        differences.push(`${subject} ${key}: stored ${stored[key]}, ledger ${value}`);
      }
    }
  };
  const add = (map: Map<string, number>, key: string, amount: number) =>
    map.set(key, (map.get(key) ?? 0) + amount);

  const currentOf = new Map(
    termRows.filter((term) => term.status === 'current').map((term) => [term.schoolId, term.id]),
  );
  const fees = new Map(roomRows.map((room) => [room.id, room.classFeesKobo]));
  const frozen = new Map<string, number>();
  for (const line of lineRows) add(frozen, `${line.studentId} ${line.termId}`, line.amountKobo);
  const paid = new Map<string, number>();
  for (const payment of paidRows)
    add(paid, `${payment.studentId} ${payment.termId}`, payment.amountKobo);
  const chosen = new Set(choiceRows.map((row) => `${row.studentId} ${row.feeItemId}`));
  const runs = new Map(runRows.map((row) => [`${row.studentId} ${row.termId}`, row]));

  const classTotals = new Map(
    roomRows.map((room) => [room.id, { noOfStudents: 0, expectedKobo: 0, paidKobo: 0 }]),
  );
  const schoolTotals = new Map(
    schoolRows.map((school) => [
      school.id,
      { noOfClassrooms: 0, noOfStudents: 0, expectedKobo: 0, paidKobo: 0 },
    ]),
  );
  for (const room of roomRows) {
    const total = schoolTotals.get(room.schoolId);
    if (total) total.noOfClassrooms += 1;
  }

  for (const pupil of pupilRows) {
    const currentId = currentOf.get(pupil.schoolId);
    const enrolled = pupil.enrolment === 'enrolled';
    const items = itemRows
      .filter((item) => item.termId === currentId && item.classroomId === pupil.classroomId)
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ ...item, _id: item.id }));
    const current: TermLedgerKobo = {
      chargesKobo: enrolled
        ? termChargesKobo({
            classFeesKobo: fees.get(pupil.classroomId) ?? 0,
            discount: pupil.discount,
            items,
            optionalItems: items
              .filter((item) => chosen.has(`${pupil.id} ${item.id}`))
              .map((item) => item.id),
          })
        : 0,
      paidKobo: paid.get(`${pupil.id} ${currentId}`) ?? 0,
    };
    const closed: TermLedgerKobo[] = [];
    for (const term of termRows.filter((one) => one.schoolId === pupil.schoolId)) {
      const key = `${pupil.id} ${term.id}`;
      const ledger =
        term.id === currentId
          ? current
          : { chargesKobo: frozen.get(key) ?? 0, paidKobo: paid.get(key) ?? 0 };
      if (term.id !== currentId) closed.push(ledger);
      const run = runs.get(key);
      const isCurrent = term.id === currentId;
      if (!run && !isCurrent && ledger.chargesKobo === 0 && ledger.paidKobo === 0) continue;
      if (!run) {
        differences.push(`student_terms/${pupil.id}/${term.id}: no row`);
        continue;
      }
      compare(
        `student_terms/${pupil.id}/${term.id}`,
        { chargesKobo: run.chargesKobo, paidKobo: run.paidKobo },
        { chargesKobo: ledger.chargesKobo, paidKobo: ledger.paidKobo },
      );
    }
    const money = studentMoney(closed, current);
    compare(
      `students/${pupil.id}`,
      {
        broughtForwardKobo: pupil.broughtForwardKobo,
        expectedKobo: pupil.totalFeesExpectedKobo,
        paidKobo: pupil.totalPaidFeesKobo,
      },
      {
        broughtForwardKobo: money.broughtForwardKobo,
        expectedKobo: money.expectedKobo,
        paidKobo: money.paidKobo,
      },
    );
    const own = { expectedKobo: money.expectedKobo, paidKobo: money.paidKobo };
    for (const total of [
      enrolled ? classTotals.get(pupil.classroomId) : undefined,
      schoolTotals.get(pupil.schoolId),
    ]) {
      if (!total) continue;
      total.noOfStudents += 1;
      total.expectedKobo += own.expectedKobo;
      total.paidKobo += own.paidKobo;
    }
  }

  for (const room of roomRows) {
    compare(
      `classrooms/${room.id}`,
      {
        noOfStudents: room.noOfStudents,
        expectedKobo: room.totalFeesExpectedKobo,
        paidKobo: room.totalFeesKobo,
      },
      classTotals.get(room.id) ?? { noOfStudents: 0, expectedKobo: 0, paidKobo: 0 },
    );
  }
  for (const school of schoolRows) {
    compare(
      `schools/${school.id}`,
      {
        noOfClassrooms: school.noOfClassrooms,
        noOfStudents: school.noOfStudents,
        expectedKobo: school.totalFeesExpectedKobo,
        paidKobo: school.totalFeesKobo,
      },
      schoolTotals.get(school.id) ?? {
        noOfClassrooms: 0,
        noOfStudents: 0,
        expectedKobo: 0,
        paidKobo: 0,
      },
    );
  }
  return differences;
}
