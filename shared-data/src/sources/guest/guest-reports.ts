import { countsAsPaid, wasReceived } from '../../ledger/balance';
import { PAYMENT_STATUS } from '../../constants/money/payments';
import { REPORT_REFUSALS } from '../../constants/money/reports';
import { paymentDay, schoolToday } from '../../format/dates';
import { toKobo } from '../../format/money/money';
import { chargesTotalKobo } from '../../ledger/charges/charges';
import {
  cardPayer,
  cashBook,
  defaulters,
  termReport,
  termReportInNaira,
  type CashBookEntryKobo,
  type StudentTermKobo,
} from '../../ledger/reports';
import type { Payment } from '../../types/payment';
import type {
  CashBook,
  CashBookQuery,
  Defaulter,
  DefaultersQuery,
  TermReport,
  TermReportQuery,
} from '../../types/report';
import type { Student } from '../../types/student';
import type { Term } from '../../types/term';
import {
  cashBookQuerySchema,
  defaultersQuerySchema,
  termReportQuerySchema,
} from '../../validation/rules/report-query-schemas';
import { NotFoundError } from '../data-errors';
import { readLinkPayments, type GuestData } from '../guest-storage';
import { currentChargeLines, schoolTerms, siblingDiscountsOf } from './guest-ledger';
import { checkBody, findIn, readAll, type GuestContext } from './guest-records';

/** A term of the school and the terms before it, read against the data they were read from. */
interface ReportTerm {
  data: GuestData;
  term: Term;
  earlier: Term[];
}

/** A student's ledger as of a term, with the student it is of. */
type StudentAsOf = StudentTermKobo & { student: Student };

const countedPayments = (data: GuestData, schoolId: string): Payment[] =>
  data.payments.filter((payment) => payment.schoolId === schoolId && countsAsPaid(payment));

const classNames = (data: GuestData, schoolId: string): Map<string, string> =>
  new Map(
    data.classrooms
      .filter((room) => room.schoolId === schoolId)
      .map((room) => [room._id, room.name]),
  );

/**
 * The term asked for, the current one when none is; a term not of the school is not found. Every
 * member of a school reads its reports, so no role the guest acts in is refused.
 */
function reportTerm(context: GuestContext, schoolId: string, termId?: string): ReportTerm {
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  const terms = schoolTerms(data, schoolId);
  // The API's query string leaves an empty value out, so '' asks for the current term there too.
  const at = terms.findIndex((term) => (termId ? term._id === termId : term.status === 'current'));
  const term = terms[at];
  if (!term) throw new NotFoundError(REPORT_REFUSALS.termNotFound);
  return { data, term, earlier: terms.slice(0, at) };
}

/**
 * Every student of the school as of the term, leavers included: a closed term's frozen charges and
 * class, the current term's as they stand, and each term's counted payments. One with nothing in
 * the term or before it adds nothing to any figure, as the API's missing row does.
 */
function ledgerAsOf({ data, term, earlier }: ReportTerm): StudentAsOf[] {
  const frozen = new Map(
    data.termCharges.map((charged) => [`${charged.termId} ${charged.studentId}`, charged]),
  );
  const paid = new Map<string, number>();
  for (const payment of countedPayments(data, term.schoolId)) {
    const key = `${payment.termId} ${payment.studentId}`;
    paid.set(key, (paid.get(key) ?? 0) + toKobo(payment.amount));
  }
  const siblingDiscounts = siblingDiscountsOf(data);
  const chargedIn = (one: Term, student: Student) =>
    chargesTotalKobo(
      one.status === 'current'
        ? currentChargeLines(data, student, siblingDiscounts)
        : (frozen.get(`${one._id} ${student._id}`)?.lines ?? []),
    );
  const paidIn = (one: Term, student: Student) => paid.get(`${one._id} ${student._id}`) ?? 0;
  const classIn = (student: Student): string | null => {
    if (term.status !== 'current') {
      return frozen.get(`${term._id} ${student._id}`)?.classroomId ?? null;
    }
    return student.enrolment === 'enrolled' ? student.classroomId : null;
  };
  return data.students
    .filter((student) => student.schoolId === term.schoolId)
    .map((student) => ({
      student,
      classroomId: classIn(student),
      broughtForwardKobo: earlier.reduce(
        (total, one) => total + chargedIn(one, student) - paidIn(one, student),
        0,
      ),
      chargesKobo: chargedIn(term, student),
      paidKobo: paidIn(term, student),
    }));
}

export function getTermReport(
  context: GuestContext,
  schoolId: string,
  query: TermReportQuery = {},
): TermReport {
  checkBody(termReportQuerySchema, query);
  const asked = reportTerm(context, schoolId, query.termId);
  const { data, term } = asked;
  const payments = countedPayments(data, schoolId)
    .filter((payment) => payment.termId === term._id)
    .map((payment) => ({
      day: paymentDay(payment),
      method: payment.method,
      amountKobo: toKobo(payment.amount),
    }));
  const report = termReport(term._id, ledgerAsOf(asked), classNames(data, schoolId), payments);
  return termReportInNaira(report);
}

export function getDefaulters(
  context: GuestContext,
  schoolId: string,
  query: DefaultersQuery = {},
): Defaulter[] {
  checkBody(defaultersQuerySchema, query);
  const asked = reportTerm(context, schoolId, query.termId);
  const names = classNames(asked.data, schoolId);
  // Late is said of now, whichever term the list is of: the students as they are read today.
  const currentOverdueSince = new Map(
    asked.data.students.map((student) => [student._id, student.overdueSince]),
  );
  const lastPaid = new Map<string, string>();
  for (const payment of countedPayments(asked.data, schoolId)) {
    const day = paymentDay(payment);
    if (day > (lastPaid.get(payment.studentId) ?? '')) lastPaid.set(payment.studentId, day);
  }
  const candidates = ledgerAsOf(asked)
    .filter((row) => !query.classroomId || row.classroomId === query.classroomId)
    .map(({ student, ...row }) => ({
      ...row,
      studentId: student._id,
      fullname: student.fullname,
      classroom: row.classroomId === null ? '' : (names.get(row.classroomId) ?? ''),
      lastPaymentOn: lastPaid.get(student._id) ?? null,
      parentPhone: student.phoneNo,
      parentEmail: student.parentEmail,
      overdueSince: currentOverdueSince.get(student._id) ?? null,
    }));
  return defaulters(candidates, {
    minKobo: toKobo(query.min ?? 0),
    lateOnly: query.late === true,
    today: schoolToday(context.now()),
  });
}

/** The cash book's days: one day alone when only one is given, today in Lagos when neither is. */
function bookDays(context: GuestContext, query: CashBookQuery): { from: string; to: string } {
  checkBody(cashBookQuerySchema, query);
  const from = query.from || query.to || schoolToday(context.now());
  return { from, to: query.to || from };
}

export function getCashBook(
  context: GuestContext,
  schoolId: string,
  query: CashBookQuery = {},
): CashBook {
  const { from, to } = bookDays(context, query);
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  const throughLink = new Set(readLinkPayments(context.storage));
  const onBooks = (payment: Payment) => wasReceived(payment);
  const entries: CashBookEntryKobo[] = data.payments
    .filter((payment) => payment.schoolId === schoolId && onBooks(payment))
    .map((payment) => ({
      _id: payment._id,
      receivedOn: paymentDay(payment),
      method: payment.method,
      amountKobo: toKobo(payment.amount),
      studentName: payment.studentName,
      recordedBy:
        payment.method === 'card'
          ? cardPayer({
              depositorName: payment.depositorName,
              fromPayLink: throughLink.has(payment._id),
            })
          : payment.recordedBy,
      voided: payment.status === PAYMENT_STATUS.void,
      createdAt: payment.createdAt,
    }))
    .filter((entry) => entry.receivedOn >= from && entry.receivedOn <= to);
  return cashBook(from, to, entries);
}
