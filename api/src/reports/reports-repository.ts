import {
  PAYMENT_STATUS,
  cardPayer,
  compareClassReports,
  compareDayReports,
  schoolToday,
  studentDue,
  type CashBookEntryKobo,
  type DefaulterCandidateKobo,
  type PaymentMethod,
  type TermReportKobo,
} from '@fees/shared-data/core';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { studentTerms } from '../db/schema/ledger';
import { classrooms, paymentDay, payments, students } from '../db/schema/schools';
import { studentPlanColumns, type TermRow } from '../terms';
import { balanceSql } from '../ledger/counted-payments';
import { COUNTS_AS_PAID, RECEIVED } from '../ledger/counted-payments';

/**
 * The school's reports (docs/reports.md), summed in SQL from the running figures of each student
 * and term (`student_terms`) and the payments' indexes; shared-data orders and converts them as the
 * guest demo's do, so both answer alike.
 */

/** A term and the terms before it, as a report reads the ledger up to its end. */
export interface ReportTerm {
  term: TermRow;
  earlier: TermRow[];
}

/**
 * Each student's figures as of the term: what the terms before it left, its charges, its counted
 * payments and the class they were in. A student with no figures up to the term has no row. The
 * columns are named apart from the students table's, which the defaulters join.
 */
function ledgerAsOf(db: Queryable, { term, earlier }: ReportTerm) {
  const inTerm = sql`${studentTerms.termId} = ${term.id}`;
  return db.$with('ledger').as(
    db
      .select({
        studentId: studentTerms.studentId,
        broughtForwardKobo:
          sql<number>`sum(case when ${inTerm} then 0 else ${balanceSql(studentTerms.chargesKobo, studentTerms.paidKobo)} end)`.as(
            'ledger_brought_forward_kobo',
          ),
        chargesKobo:
          sql<number>`sum(case when ${inTerm} then ${studentTerms.chargesKobo} else 0 end)`.as(
            'ledger_charges_kobo',
          ),
        paidKobo: sql<number>`sum(case when ${inTerm} then ${studentTerms.paidKobo} else 0 end)`.as(
          'ledger_paid_kobo',
        ),
        classroomId: sql<
          string | null
        >`max(case when ${inTerm} then ${studentTerms.classroomId} end)`.as('ledger_classroom_id'),
      })
      .from(studentTerms)
      .where(
        and(
          eq(studentTerms.schoolId, term.schoolId),
          anyOf(studentTerms.termId, [term.id, ...earlier.map((before) => before.id)]),
        ),
      )
      .groupBy(studentTerms.studentId),
  );
}

/** The term at a glance: its totals and each class's in one pass, then its payments by day. */
export async function termReport(db: Queryable, reportTerm: ReportTerm): Promise<TermReportKobo> {
  const ledger = ledgerAsOf(db, reportTerm);
  const balance = balanceSql(
    sql`${ledger.broughtForwardKobo} + ${ledger.chargesKobo}`,
    ledger.paidKobo,
  );
  const groups = await db
    .with(ledger)
    .select({
      // 1 on the row of the whole school, 0 on a class's.
      whole: sql<number>`grouping(${ledger.classroomId})`.mapWith(Number),
      classroomId: ledger.classroomId,
      name: sql<string>`max(${classrooms.name})`,
      students: sql<number>`count(*)`.mapWith(Number),
      billedKobo:
        sql<number>`coalesce(sum(${ledger.broughtForwardKobo} + ${ledger.chargesKobo}), 0)`.mapWith(
          Number,
        ),
      collectedKobo: sql<number>`coalesce(sum(${ledger.paidKobo}), 0)`.mapWith(Number),
      outstandingKobo: sql<number>`coalesce(sum(greatest(${balance}, 0)), 0)`.mapWith(Number),
      creditKobo: sql<number>`coalesce(sum(greatest(-(${balance}), 0)), 0)`.mapWith(Number),
    })
    .from(ledger)
    .leftJoin(classrooms, eq(classrooms.id, ledger.classroomId))
    .groupBy(sql`grouping sets ((${ledger.classroomId}), ())`);
  const school = groups.find((group) => group.whole === 1);
  const day = paymentDay(payments);
  const days = await db
    .select({
      day: sql<string>`${day}::text`,
      method: payments.method,
      amountKobo: sql<number>`sum(${payments.amountKobo})`.mapWith(Number),
    })
    .from(payments)
    .where(
      and(
        eq(payments.termId, reportTerm.term.id),
        eq(payments.schoolId, reportTerm.term.schoolId),
        COUNTS_AS_PAID,
      ),
    )
    .groupBy(day, payments.method);
  return {
    termId: reportTerm.term.id,
    billedKobo: school?.billedKobo ?? 0,
    collectedKobo: school?.collectedKobo ?? 0,
    outstandingKobo: school?.outstandingKobo ?? 0,
    creditKobo: school?.creditKobo ?? 0,
    byClass: groups
      .filter((group) => group.whole === 0 && group.classroomId !== null)
      .map((group) => ({
        classroomId: group.classroomId as string,
        name: group.name ?? '',
        students: group.students,
        billedKobo: group.billedKobo,
        collectedKobo: group.collectedKobo,
        outstandingKobo: group.outstandingKobo,
      }))
      .sort(compareClassReports),
    byDay: days
      .map((entry) => ({ ...entry, method: entry.method as PaymentMethod }))
      .sort(compareDayReports),
  };
}

export interface DefaultersFilter {
  classroomId?: string | undefined;
  minKobo: number;
}

/**
 * The students owing more than `minKobo` at the end of the term, largest first, each with when
 * they became late now, read against `today` by the plan that applies to them this term.
 */
export async function termDefaulters(
  db: Queryable,
  reportTerm: ReportTerm,
  filter: DefaultersFilter,
  today: string,
): Promise<DefaulterCandidateKobo[]> {
  const ledger = ledgerAsOf(db, reportTerm);
  const balance = balanceSql(
    sql`${ledger.broughtForwardKobo} + ${ledger.chargesKobo}`,
    ledger.paidKobo,
  );
  const lastPayment = db
    .select({ day: sql`max(${paymentDay(payments)})` })
    .from(payments)
    .where(and(eq(payments.studentId, students.id), COUNTS_AS_PAID));
  const rows = await db
    .with(ledger)
    .select({
      studentId: students.id,
      fullname: students.fullname,
      classroomId: ledger.classroomId,
      classroom: sql<string>`coalesce(${classrooms.name}, '')`,
      broughtForwardKobo: sql<number>`${ledger.broughtForwardKobo}`.mapWith(Number),
      chargesKobo: sql<number>`${ledger.chargesKobo}`.mapWith(Number),
      paidKobo: sql<number>`${ledger.paidKobo}`.mapWith(Number),
      lastPaymentOn: sql<string | null>`(${lastPayment})::text`,
      parentPhone: students.phoneNo,
      parentEmail: students.parentEmail,
      // Late is said of now, whichever term the list is of: the student's figures as they stand.
      now: {
        broughtForwardKobo: students.broughtForwardKobo,
        expectedKobo: students.totalFeesExpectedKobo,
        paidKobo: students.totalPaidFeesKobo,
        ...studentPlanColumns,
      },
    })
    .from(ledger)
    .innerJoin(students, eq(students.id, ledger.studentId))
    .leftJoin(classrooms, eq(classrooms.id, ledger.classroomId))
    .where(
      and(
        // The ledger holds the school's students only, but said of the students too, the join
        // reads them through the school's index rather than every school's students.
        eq(students.schoolId, reportTerm.term.schoolId),
        gt(balance, filter.minKobo),
        filter.classroomId === undefined ? undefined : eq(ledger.classroomId, filter.classroomId),
      ),
    )
    .orderBy(desc(balance), sql`${students.fullname} collate "C"`, sql`${students.id} collate "C"`);
  return rows.map(({ now, ...row }) => ({
    ...row,
    overdueSince: studentDue(
      now,
      now.planInstalments,
      schoolToday(new Date(now.termOpenedAt)),
      today,
      now.lateFeesDue,
    ).overdueSince,
  }));
}

/**
 * Every payment received from `from` to `to` that is on the books, void ones included: the
 * school's day index holds exactly these, in the order the book lists them.
 */
export async function cashBookEntries(
  db: Queryable,
  schoolId: string,
  from: string,
  to: string,
): Promise<CashBookEntryKobo[]> {
  const day = paymentDay(payments);
  const rows = await db
    .select({
      _id: payments.id,
      receivedOn: sql<string>`${day}::text`,
      method: payments.method,
      amountKobo: payments.amountKobo,
      studentName: payments.studentName,
      recordedBy: payments.recordedBy,
      depositorName: payments.depositorName,
      fromPayLink: payments.fromPayLink,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(
      and(
        eq(payments.schoolId, schoolId),
        RECEIVED,
        sql`${day} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(asc(day), asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({
    _id: row._id,
    receivedOn: row.receivedOn,
    method: row.method,
    amountKobo: row.amountKobo,
    studentName: row.studentName,
    recordedBy: row.method === 'card' ? cardPayer(row) : row.recordedBy,
    voided: row.status === PAYMENT_STATUS.void,
    createdAt: row.createdAt.toISOString(),
  }));
}
