import { PAYMENT_METHODS } from '../constants/money/payments';
import { daysBetween } from '../format/dates';
import { toNaira } from '../format/money/money';
import { balanceKobo } from './balance';
import type { PaymentMethod } from '../types/payment';
import type { CashBook, Defaulter, TermReport } from '../types/report';

/**
 * The school's reports (docs/reports.md), in kobo. The guest demo computes them with these rules
 * from local storage; the API computes the same figures in SQL and orders and converts them with
 * the helpers here, so the two agree to the kobo and in their order.
 */

/** A student's ledger as of one term: what the terms before it left, and the term's own figures. */
export interface StudentTermKobo {
  /** The class they were in that term; null when they were in none (they had left). */
  classroomId: string | null;
  broughtForwardKobo: number;
  chargesKobo: number;
  paidKobo: number;
}

/** What a student owed at the end of a term; negative is a credit. */
export const termBalanceKobo = (student: StudentTermKobo): number =>
  balanceKobo(student.broughtForwardKobo + student.chargesKobo, student.paidKobo);

export interface TermFiguresKobo {
  /** The term's charges plus what was brought forward into it. */
  billedKobo: number;
  collectedKobo: number;
  /** The positive balances. */
  outstandingKobo: number;
}

export interface ClassReportKobo extends TermFiguresKobo {
  classroomId: string;
  name: string;
  students: number;
}

export interface DayReportKobo {
  day: string;
  method: PaymentMethod;
  amountKobo: number;
}

export interface TermReportKobo extends TermFiguresKobo {
  termId: string;
  /** The negative balances, as a positive figure. */
  creditKobo: number;
  byClass: ClassReportKobo[];
  byDay: DayReportKobo[];
}

/** A counted payment of the term, on the day it shows (`paymentDay`). */
export interface TermPaymentKobo {
  day: string;
  method: PaymentMethod;
  amountKobo: number;
}

function figuresOf(students: readonly StudentTermKobo[]): TermFiguresKobo & { creditKobo: number } {
  let billedKobo = 0;
  let collectedKobo = 0;
  let outstandingKobo = 0;
  let creditKobo = 0;
  for (const student of students) {
    billedKobo += student.broughtForwardKobo + student.chargesKobo;
    collectedKobo += student.paidKobo;
    const balance = termBalanceKobo(student);
    if (balance > 0) outstandingKobo += balance;
    else creditKobo -= balance;
  }
  return { billedKobo, collectedKobo, outstandingKobo, creditKobo };
}

/** Classes by name, numbers by their value: 'Primary 2' before 'Primary 10'. */
export const compareClassNames = (a: string, b: string): number =>
  a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** Days in order, and a day's methods in the order of PAYMENT_METHODS. */
export function compareDayReports(a: DayReportKobo, b: DayReportKobo): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  return PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method);
}

export function compareClassReports(a: ClassReportKobo, b: ClassReportKobo): number {
  return compareClassNames(a.name, b.name) || (a.classroomId < b.classroomId ? -1 : 1);
}

/**
 * A term's report from its students' ledgers (every student of the school with figures in the
 * term, leavers included) and its counted payments. A class is listed when a student was in it
 * that term; `classNames` names it.
 */
export function termReport(
  termId: string,
  students: readonly StudentTermKobo[],
  classNames: ReadonlyMap<string, string>,
  payments: readonly TermPaymentKobo[],
): TermReportKobo {
  const classes = new Map<string, StudentTermKobo[]>();
  for (const student of students) {
    if (student.classroomId === null) continue;
    classes.set(student.classroomId, [...(classes.get(student.classroomId) ?? []), student]);
  }
  const byClass = [...classes].map(([classroomId, members]) => {
    const { billedKobo, collectedKobo, outstandingKobo } = figuresOf(members);
    return {
      classroomId,
      name: classNames.get(classroomId) ?? '',
      students: members.length,
      billedKobo,
      collectedKobo,
      outstandingKobo,
    };
  });
  const days = new Map<string, DayReportKobo>();
  for (const payment of payments) {
    const key = `${payment.day} ${payment.method}`;
    const entry = days.get(key) ?? { day: payment.day, method: payment.method, amountKobo: 0 };
    entry.amountKobo += payment.amountKobo;
    days.set(key, entry);
  }
  return {
    termId,
    ...figuresOf(students),
    byClass: byClass.sort(compareClassReports),
    byDay: [...days.values()].sort(compareDayReports),
  };
}

export function termReportInNaira(report: TermReportKobo): TermReport {
  return {
    termId: report.termId,
    billed: toNaira(report.billedKobo),
    collected: toNaira(report.collectedKobo),
    outstanding: toNaira(report.outstandingKobo),
    credit: toNaira(report.creditKobo),
    byClass: report.byClass.map((room) => ({
      classroomId: room.classroomId,
      name: room.name,
      students: room.students,
      billed: toNaira(room.billedKobo),
      collected: toNaira(room.collectedKobo),
      outstanding: toNaira(room.outstandingKobo),
    })),
    byDay: report.byDay.map((entry) => ({
      day: entry.day,
      method: entry.method,
      amount: toNaira(entry.amountKobo),
    })),
  };
}

/** A student who may owe, with what a defaulters list shows of them. */
export interface DefaulterCandidateKobo extends StudentTermKobo {
  studentId: string;
  fullname: string;
  /** The name of the class they were in that term; '' when they were in none. */
  classroom: string;
  lastPaymentOn: string | null;
  parentPhone: string;
  parentEmail: string;
  /** The first due day they have not met now (docs/due-dates.md); null when not late. */
  overdueSince: string | null;
}

/** Largest balance first; equal balances by name, then by id, compared as written. */
export function compareDefaulters(
  a: Pick<DefaulterCandidateKobo, 'fullname' | 'studentId'> & { balanceKobo: number },
  b: Pick<DefaulterCandidateKobo, 'fullname' | 'studentId'> & { balanceKobo: number },
): number {
  if (a.balanceKobo !== b.balanceKobo) return b.balanceKobo - a.balanceKobo;
  if (a.fullname !== b.fullname) return a.fullname < b.fullname ? -1 : 1;
  return a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0;
}

/**
 * The students whose balance at the end of the term is above `minKobo`, largest first; with
 * `lateOnly`, those late now only. How long each has been late is counted to `today`.
 */
export function defaulters(
  students: readonly DefaulterCandidateKobo[],
  { minKobo, lateOnly = false, today }: { minKobo: number; lateOnly?: boolean; today: string },
): Defaulter[] {
  return students
    .map((student) => ({ ...student, balanceKobo: termBalanceKobo(student) }))
    .filter((student) => student.balanceKobo > minKobo)
    .filter((student) => !lateOnly || student.overdueSince !== null)
    .sort(compareDefaulters)
    .map((student) => ({
      studentId: student.studentId,
      fullname: student.fullname,
      classroom: student.classroom,
      broughtForward: toNaira(student.broughtForwardKobo),
      balance: toNaira(student.balanceKobo),
      lastPaymentOn: student.lastPaymentOn,
      parentPhone: student.parentPhone,
      parentEmail: student.parentEmail,
      overdueSince: student.overdueSince,
      daysOverdue: student.overdueSince === null ? null : daysBetween(student.overdueSince, today),
    }));
}

/** A listed payment as the cash book takes it. */
export interface CashBookEntryKobo {
  _id: string;
  /** The day it shows (`paymentDay`). */
  receivedOn: string;
  method: PaymentMethod;
  amountKobo: number;
  studentName: string;
  recordedBy: string;
  voided: boolean;
  /** When it was entered: the order of a day's payments. */
  createdAt: string;
}

/** How many days a cash book of `from`–`to` covers, both included (calendar days, YYYY-MM-DD). */
export const cashBookDays = (from: string, to: string): number => daysBetween(from, to) + 1;

/** Who put a card payment on the books: its payer, and whether through a pay link. */
export const cardPayer = (payment: { depositorName: string; fromPayLink: boolean }): string =>
  `${payment.depositorName} (${payment.fromPayLink ? 'pay link' : 'card'})`;

/**
 * The cash book of `from`–`to`: every payment received in those days, oldest first, void ones
 * listed; the totals count only the others, per method as a bank statement or till shows them.
 */
export function cashBook(
  from: string,
  to: string,
  entries: readonly CashBookEntryKobo[],
): CashBook {
  const byMethodKobo: Record<PaymentMethod, number> = {
    card: 0,
    cash: 0,
    transfer: 0,
    pos: 0,
    other: 0,
  };
  for (const entry of entries) if (!entry.voided) byMethodKobo[entry.method] += entry.amountKobo;
  const totalKobo = Object.values(byMethodKobo).reduce((sum, kobo) => sum + kobo, 0);
  const ordered = [...entries].sort(
    (a, b) =>
      (a.receivedOn < b.receivedOn ? -1 : a.receivedOn > b.receivedOn ? 1 : 0) ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      (a._id < b._id ? -1 : 1),
  );
  return {
    from,
    to,
    total: toNaira(totalKobo),
    byMethod: {
      card: toNaira(byMethodKobo.card),
      cash: toNaira(byMethodKobo.cash),
      transfer: toNaira(byMethodKobo.transfer),
      pos: toNaira(byMethodKobo.pos),
      other: toNaira(byMethodKobo.other),
    },
    payments: ordered.map((entry) => ({
      _id: entry._id,
      receivedOn: entry.receivedOn,
      method: entry.method,
      amount: toNaira(entry.amountKobo),
      studentName: entry.studentName,
      recordedBy: entry.recordedBy,
      voided: entry.voided,
    })),
  };
}
