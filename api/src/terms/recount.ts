import {
  countsAsPaid,
  deriveFigures,
  familyDiscounts,
  termChargesKobo,
  termLedgers,
  wasReceived,
} from '@fees/shared-data/core';
import { siblingRule } from '../schools';
import { lateFeeCharge } from './student-charges';
import { openDatabase, type Queryable } from '../db/client';
import { lateFees } from '../db/schema/late-fees';
import {
  chargeLines,
  feeItems,
  paymentSums,
  studentOptionalItems,
  studentTerms,
} from '../db/schema/ledger';
import { classrooms, payments, schools, students, terms } from '../db/schema/schools';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/** Every family child's sibling discount now, each school by its own rule. */
function siblingDiscountsOf(
  schoolRows: Row<typeof schools>[],
  roomRows: Row<typeof classrooms>[],
  pupilRows: Row<typeof students>[],
): Map<string, number> {
  const names = new Map(roomRows.map((room) => [room.id, room.name]));
  const children = new Map<string, Parameters<typeof familyDiscounts>[0][number][]>();
  for (const pupil of pupilRows) {
    if (pupil.enrolment !== 'enrolled' || !pupil.familyId) continue;
    const child = {
      ...pupil,
      familyId: pupil.familyId,
      className: names.get(pupil.classroomId) ?? '',
      createdAt: pupil.createdAt.toISOString(),
    };
    const school = children.get(pupil.schoolId) ?? [];
    school.push(child);
    children.set(pupil.schoolId, school);
  }
  const discounts = new Map<string, number>();
  for (const school of schoolRows) {
    const family = familyDiscounts(children.get(school.id) ?? [], siblingRule(school));
    for (const [id, percent] of family) discounts.set(id, percent);
  }
  return discounts;
}

/**
 * The ledger's records as deriveFigures reads them: what each student was charged in each term
 * (a closed term's frozen lines, the current term's lines as they stand: chargeLines over the
 * class fee, the discount, the sibling discount, the class's items, the student's choices and
 * their late fees) and
 * every payment.
 */
export async function ledgerRecords(db: Queryable) {
  const schoolRows = await db.select().from(schools);
  const roomRows = await db.select().from(classrooms);
  const pupilRows = await db.select().from(students);
  const termRows = await db.select().from(terms);
  const itemRows = await db.select().from(feeItems);
  const choiceRows = await db.select().from(studentOptionalItems);
  const lineRows = await db.select().from(chargeLines);
  const paymentRows = await db.select().from(payments);
  const lateRows = await db.select().from(lateFees);
  const currentOf = new Map(
    termRows.filter((term) => term.status === 'current').map((term) => [term.schoolId, term.id]),
  );
  const fees = new Map(roomRows.map((room) => [room.id, room.classFeesKobo]));
  const siblings = siblingDiscountsOf(schoolRows, roomRows, pupilRows);
  const chosen = new Set(
    choiceRows.map((row) => `${row.studentId} ${row.termId} ${row.feeItemId}`),
  );
  const late = new Map<string, ReturnType<typeof lateFeeCharge>[]>();
  for (const row of lateRows) {
    const key = `${row.studentId} ${row.termId}`;
    late.set(key, [...(late.get(key) ?? []), lateFeeCharge(row)]);
  }
  const charges = lineRows.map((line) => ({
    studentId: line.studentId,
    termId: line.termId,
    amountKobo: line.amountKobo,
  }));
  for (const pupil of pupilRows) {
    const termId = currentOf.get(pupil.schoolId);
    if (termId === undefined || pupil.enrolment !== 'enrolled') continue;
    const items = itemRows
      .filter((item) => item.termId === termId && item.classroomId === pupil.classroomId)
      .sort((a, b) => a.position - b.position)
      .map((item) => ({ ...item, _id: item.id }));
    const optionalItems = items
      .filter((item) => chosen.has(`${pupil.id} ${termId} ${item.id}`))
      .map((item) => item.id);
    const amountKobo = termChargesKobo({
      classFeesKobo: fees.get(pupil.classroomId) ?? 0,
      discount: pupil.discount,
      siblingDiscount: siblings.get(pupil.id) ?? 0,
      items,
      optionalItems,
      lateFees: late.get(`${pupil.id} ${termId}`) ?? [],
    });
    charges.push({ studentId: pupil.id, termId, amountKobo });
  }
  return {
    schools: schoolRows,
    classrooms: roomRows,
    students: pupilRows,
    terms: termRows,
    charges,
    payments: paymentRows,
  };
}

/**
 * The check behind the running figures (docs/terms.md#writes-keep-running-figures): every figure
 * derived from the ledger by the shared deriveFigures, and each student's per-term row, compared
 * with what the writes left. Each difference reads `students/<id> paidKobo: stored 100, ledger 0`;
 * none is the rule.
 */
export async function recountDifferences(db: Queryable): Promise<string[]> {
  const records = await ledgerRecords(db);
  const derived = deriveFigures(records);
  const differences: string[] = [];
  const compare = (subject: string, stored: object, ledger: object | undefined) => {
    for (const [key, value] of Object.entries(ledger ?? {})) {
      const kept = (stored as Record<string, unknown>)[key];
      if (kept !== value) differences.push(`${subject} ${key}: stored ${kept}, ledger ${value}`);
    }
  };
  for (const pupil of records.students) {
    const ledger = derived.students.get(pupil.id);
    compare(
      `students/${pupil.id}`,
      {
        broughtForwardKobo: pupil.broughtForwardKobo,
        expectedKobo: pupil.totalFeesExpectedKobo,
        paidKobo: pupil.totalPaidFeesKobo,
      },
      ledger && {
        broughtForwardKobo: ledger.broughtForwardKobo,
        expectedKobo: ledger.expectedKobo,
        paidKobo: ledger.paidKobo,
      },
    );
  }
  for (const room of records.classrooms) {
    compare(
      `classrooms/${room.id}`,
      {
        noOfStudents: room.noOfStudents,
        expectedKobo: room.totalFeesExpectedKobo,
        paidKobo: room.totalFeesKobo,
      },
      derived.classrooms.get(room.id),
    );
  }
  for (const school of records.schools) {
    compare(
      `schools/${school.id}`,
      {
        noOfClassrooms: school.noOfClassrooms,
        noOfStudents: school.noOfStudents,
        expectedKobo: school.totalFeesExpectedKobo,
        paidKobo: school.totalFeesKobo,
      },
      derived.schools.get(school.id),
    );
  }
  differences.push(...(await termRowDifferences(db, records)));
  differences.push(...(await paymentSumDifferences(db, records)));
  return differences;
}

/** Each student's running row of a term against what the ledger holds for that term. */
async function termRowDifferences(
  db: Queryable,
  records: Awaited<ReturnType<typeof ledgerRecords>>,
) {
  const ledger = new Map(
    [...termLedgers(records)].flatMap(([studentId, terms]) =>
      [...terms].map(([termId, row]) => [`${studentId}/${termId}`, row] as const),
    ),
  );
  const runs = new Map(
    (await db.select().from(studentTerms)).map((row) => [`${row.studentId}/${row.termId}`, row]),
  );
  const differences: string[] = [];
  for (const [key, row] of ledger) {
    const run = runs.get(key) ?? { chargesKobo: 0, paidKobo: 0 };
    if (run.chargesKobo !== row.chargesKobo || run.paidKobo !== row.paidKobo) {
      differences.push(
        `student_terms/${key}: stored ${run.chargesKobo} charged, ${run.paidKobo} paid; ` +
          `ledger ${row.chargesKobo} charged, ${row.paidKobo} paid`,
      );
    }
  }
  return differences;
}

/** The payments list's kept count and sums per school, term and method against the payments. */
async function paymentSumDifferences(
  db: Queryable,
  records: Awaited<ReturnType<typeof ledgerRecords>>,
) {
  const empty = { listed: 0, counted: 0, countedKobo: 0 };
  const ledger = new Map<string, typeof empty>();
  for (const payment of records.payments) {
    if (!wasReceived(payment)) continue;
    const key = `${payment.schoolId}/${payment.termId}/${payment.method}`;
    const row = ledger.get(key) ?? { ...empty };
    row.listed += 1;
    if (countsAsPaid(payment)) {
      row.counted += 1;
      row.countedKobo += payment.amountKobo;
    }
    ledger.set(key, row);
  }
  const kept = new Map(
    (await db.select().from(paymentSums)).map((row) => [
      `${row.schoolId}/${row.termId}/${row.method}`,
      { listed: row.listed, counted: row.counted, countedKobo: row.countedKobo },
    ]),
  );
  const differences: string[] = [];
  for (const key of new Set([...ledger.keys(), ...kept.keys()])) {
    const stored = JSON.stringify(kept.get(key) ?? empty);
    const counted = JSON.stringify(ledger.get(key) ?? empty);
    if (stored !== counted)
      differences.push(`payment_sums/${key}: stored ${stored}, ledger ${counted}`);
  }
  return differences;
}

/** recountDifferences over the PostgreSQL database `databaseUrl` names, for an operator or a bench. */
export async function recountDatabase(databaseUrl: string): Promise<string[]> {
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    return await recountDifferences(handle.db);
  } finally {
    await handle.close();
  }
}
