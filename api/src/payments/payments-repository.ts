import { findSettlement, studentAccountJoin, studentAccountOf } from '../settlement';
import {
  balanceKobo,
  countsAsPaid,
  PAYMENT_STATUS,
  type PaymentInitializeBody,
  type PaymentSort,
  receiptPrefix,
  termLabel,
  toKobo,
} from '@fees/shared-data/core';
import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  lte,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from '../db/client';
import { users } from '../db/schema/accounts';
import { paymentSums } from '../db/schema/ledger';
import { classrooms, paymentDay, payments, schools, students, terms } from '../db/schema/schools';
import { newPaymentReference } from '../guards/secrets';
import type { StatementPart } from '../db/one-statement';
import { preparedOnce, selectInTransaction } from '../db/prepared';
import {
  filterConditions,
  likePattern,
  sortedOrder,
  type AfterQuery,
  type DayRangeQuery,
  type FilteredListQuery,
  type SortQuery,
} from '../http/list-query';
import { shareSchool } from '../schools';
import { countPayment } from '../terms';
import { currentTerm } from '../terms';
import type { ProviderTransaction } from '../provider';
import { PAY_LINK_LIMITS } from './pay-link-limits';
import { pendingCutoff, PENDING_PAYMENTS_MAX } from '../ledger/pending-payments';
import type { PaymentRow } from './payments-schemas';
import type { ReceiptSetting } from '../mail';
import { reachableBy, roleIn } from '../schools';
import { COUNTS_AS_PAID, RECEIVED } from '../ledger/counted-payments';

export type PaymentListQuery = FilteredListQuery<
  '_id' | 'schoolId' | 'studentId' | 'classroom' | 'method' | 'term'
> &
  DayRangeQuery &
  SortQuery<PaymentSort> &
  AfterQuery & { voidRequested?: 'true' | undefined; receipt?: string | undefined };

/** What `from`, `to` and `sort=date` compare: the day the list shows (docs/payments.md#the-list). */
const day = paymentDay(payments);

const sortColumns: Record<PaymentSort, SQL | typeof payments.amountKobo> = {
  date: day,
  amount: payments.amountKobo,
};

/** The payment a keyset page starts after, as a table of its own inside the list's query. */
const start = alias(payments, 'start');
const startSortColumns: Record<PaymentSort, SQL | typeof start.amountKobo> = {
  date: paymentDay(start),
  amount: start.amountKobo,
};

/**
 * The payments after `after` in the list's order. Its own order is newest first, (created_at, id)
 * descending, which one row comparison walks down the list's index from that payment on; a sort
 * goes before it. Each value of that payment is a subquery PostgreSQL runs once, before the page,
 * so the comparison still reads the index. It is looked up among the owner's payments only:
 * another owner's id matches nothing.
 */
function afterCondition(ownerId: string, after: string, query: SortQuery<PaymentSort>): SQL {
  const of = (column: SQL | Column) =>
    sql`(select ${column} from ${payments} as ${start} inner join ${schools}
      on ${schools.id} = ${start.schoolId} where ${start.id} = ${after} and ${reachableBy(ownerId)})`;
  const newer = sql`(${payments.createdAt}, ${payments.id}) < (${of(start.createdAt)}, ${of(start.id)})`;
  if (query.sort === undefined) return newer;
  const sorted = sortColumns[query.sort];
  const startSorted = of(startSortColumns[query.sort]);
  const beyond =
    query.order === 'desc' ? sql`${sorted} < ${startSorted}` : sql`${sorted} > ${startSorted}`;
  return sql`(${beyond} or (${sorted} = ${startSorted} and ${newer}))`;
}

/**
 * Received payments are listed, void ones too, since they stay on the record; pending ones are the
 * server's business. The sums count only what is not void, and how many of the matches are void is
 * told apart, so a screen counts the payments as the cash book does (docs/payments.md).
 */
export async function listPayments(db: Queryable, ownerId: string, query: PaymentListQuery) {
  const conditions: SQL[] = [
    reachableBy(ownerId),
    RECEIVED,
    ...filterConditions(query, {
      _id: payments.id,
      schoolId: payments.schoolId,
      studentId: payments.studentId,
      classroom: payments.classroomId,
      method: payments.method,
      term: payments.termId,
    }),
  ];
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(ilike(payments.studentName, pattern), ilike(payments.depositorName, pattern));
    if (search) conditions.push(search);
  }
  if (query.receipt?.trim()) conditions.push(ilike(payments.receiptNo, likePattern(query.receipt)));
  if (query.from) conditions.push(gte(day, sql`${query.from}::date`));
  if (query.to) conditions.push(lte(day, sql`${query.to}::date`));
  if (query.voidRequested) {
    conditions.push(isNotNull(payments.voidRequestedAt), COUNTS_AS_PAID);
  }
  const where = and(...conditions);
  const pageWhere = query.after ? and(where, afterCondition(ownerId, query.after, query)) : where;
  const byMethod = keptSumsAnswer(query)
    ? await keptSumsByMethod(db, ownerId, query)
    : await summedByMethod(db, where);
  const counted = byMethod.filter(
    (row): row is typeof row & { amountKobo: string } => row.amountKobo !== null,
  );
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .where(pageWhere)
    .orderBy(
      ...sortedOrder(query, sortColumns[query.sort ?? 'date'], [
        desc(payments.createdAt),
        desc(payments.id),
      ]),
    )
    .limit(query.limit)
    .offset(query.offset);
  return {
    total: byMethod.reduce((sum, row) => sum + Number(row.matches), 0),
    voided: byMethod.reduce((sum, row) => sum + Number(row.voided), 0),
    amount: koboTextToNaira(String(counted.reduce((sum, row) => sum + BigInt(row.amountKobo), 0n))),
    amountByMethod: Object.fromEntries(
      counted.map((row) => [row.method, koboTextToNaira(row.amountKobo)]),
    ),
    items: rows.map((row) => row.payment),
  };
}

/**
 * Per method: the payments listed, how many of them are void, and the kobo of those that count
 * (null when none does).
 */
type MethodSums = Array<{
  method: string;
  matches: number;
  voided: number;
  amountKobo: string | null;
}>;

/**
 * Whether the list's count and sums are the kept ones (payment_sums), which hold them per school,
 * term and method: when it is filtered by nothing else. A search, a day range or a narrower filter
 * sums its matches instead.
 */
function keptSumsAnswer(query: PaymentListQuery): boolean {
  const none = (values: string[] | undefined) => values === undefined || values.length === 0;
  return (
    !query.q &&
    !query.receipt?.trim() &&
    !query.voidRequested &&
    query.from === undefined &&
    query.to === undefined &&
    none(query._id) &&
    none(query.studentId) &&
    none(query.classroom)
  );
}

async function keptSumsByMethod(
  db: Queryable,
  ownerId: string,
  query: PaymentListQuery,
): Promise<MethodSums> {
  const rows = await db
    .select({
      method: paymentSums.method,
      matches: sql<string>`sum(${paymentSums.listed})`,
      counted: sql<string>`sum(${paymentSums.counted})`,
      amountKobo: sql<string>`sum(${paymentSums.countedKobo})::text`,
    })
    .from(paymentSums)
    .innerJoin(schools, eq(schools.id, paymentSums.schoolId))
    .where(
      and(
        reachableBy(ownerId),
        ...filterConditions(query, {
          schoolId: paymentSums.schoolId,
          method: paymentSums.method,
          term: paymentSums.termId,
        }),
      ),
    )
    .groupBy(paymentSums.method)
    .orderBy(paymentSums.method);
  return rows
    .filter((row) => Number(row.matches) > 0)
    .map((row) => ({
      method: row.method,
      matches: Number(row.matches),
      // Listed is counted and void together: what is listed and not counted is void.
      voided: Number(row.matches) - Number(row.counted),
      amountKobo: Number(row.counted) > 0 ? row.amountKobo : null,
    }));
}

/** One pass over the matches gives the count and the sums: per method, what counts is summed. */
async function summedByMethod(db: Queryable, where: SQL | undefined): Promise<MethodSums> {
  const counts = COUNTS_AS_PAID;
  const voids = sql`${payments.status} = ${PAYMENT_STATUS.void}`;
  return db
    .select({
      method: payments.method,
      matches: count(),
      voided: sql<number>`(count(*) filter (where ${voids}))::int`,
      amountKobo: sql<string | null>`(sum(${payments.amountKobo}) filter (where ${counts}))::text`,
    })
    .from(payments)
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .where(where)
    .groupBy(payments.method)
    .orderBy(payments.method);
}

/**
 * Naira as a decimal string from a kobo sum the database sends as text: the sum of many payments
 * can pass what a double holds exactly, so it is divided as a big integer.
 */
export function koboTextToNaira(kobo: string): string {
  const value = BigInt(kobo);
  const sign = value < 0n ? '-' : '';
  const magnitude = value < 0n ? -value : value;
  const naira = magnitude / 100n;
  const rest = magnitude % 100n;
  if (rest === 0n) return `${sign}${naira}`;
  return `${sign}${naira}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

export type InitializeResult =
  | { kind: 'ok'; payment: PaymentRow }
  | { kind: 'school-not-found' }
  | { kind: 'student-not-found' }
  | { kind: 'too-many-pending' };

/** Who starts a payment: the school on its dashboard, or a parent through a pay link. */
export type PaymentStarter = 'dashboard' | 'pay-link';

/**
 * The pending payments a new one is counted with: the dashboard's across the owner's schools, a
 * link's per student. Neither counts the other's, so a link can never spend the school's allowance.
 */
function allowance(starter: PaymentStarter, ownerId: string, studentId: string) {
  return starter === 'dashboard'
    ? {
        max: PENDING_PAYMENTS_MAX,
        scope: and(reachableBy(ownerId), eq(payments.fromPayLink, false)),
      }
    : {
        max: PAY_LINK_LIMITS.pendingPerStudent,
        scope: and(eq(payments.studentId, studentId), eq(payments.fromPayLink, true)),
      };
}

/**
 * A pending payment with a fresh reference and the expected kobo, for the owner's student. The
 * owner's row is locked while the pending ones are counted, so requests at the same instant cannot
 * together pass the starter's allowance.
 */
export async function initializePayment(
  db: Queryable,
  ownerId: string,
  body: PaymentInitializeBody,
  starter: PaymentStarter = 'dashboard',
): Promise<InitializeResult> {
  const { max, scope } = allowance(starter, ownerId, body.studentId);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
    const [pending] = await tx
      .select({ total: count() })
      .from(payments)
      .innerJoin(schools, eq(schools.id, payments.schoolId))
      .where(and(scope, eq(payments.status, 'pending'), gt(payments.createdAt, pendingCutoff())));
    if (Number(pending?.total ?? 0) >= max) return { kind: 'too-many-pending' };
    return insertPending(tx, ownerId, body, starter);
  });
}

async function insertPending(
  db: Queryable,
  ownerId: string,
  body: PaymentInitializeBody,
  starter: PaymentStarter,
): Promise<InitializeResult> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, body.schoolId), reachableBy(ownerId)))
    .limit(1);
  if (!school) return { kind: 'school-not-found' };
  const student = await findPayingStudent(db, school.id, body.studentId);
  if (!student) return { kind: 'student-not-found' };
  const term = await currentTerm(db, school.id);
  const settlement = await findSettlement(db, school.id);
  const [payment] = await db
    .insert(payments)
    .values({
      ...newPaymentValues(school.id, term.id, student, body),
      fromPayLink: starter === 'pay-link',
      subaccountCode: settlement?.subaccountCode ?? null,
    })
    .returning();
  if (!payment) throw new Error('insert returned no row');
  return { kind: 'ok', payment };
}

/** A student of the school, with what a payment keeps of them: name and current class. */
export async function findPayingStudent(db: Queryable, schoolId: string, studentId: string) {
  const [student] = await db
    .select({
      id: students.id,
      fullname: students.fullname,
      classroomId: students.classroomId,
      // A leaver whose class was deleted can still pay: the payment names the class they left.
      className: sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, schoolId)))
    .limit(1);
  return student ?? null;
}

type PayingStudent = NonNullable<Awaited<ReturnType<typeof findPayingStudent>>>;

/**
 * What every new payment, card or recorded, takes from its school, its term, its student (name and
 * class as they are now) and the form, with a fresh reference of ours.
 */
export function newPaymentValues(
  schoolId: string,
  termId: string,
  student: PayingStudent,
  body: { depositorName: string; email?: string | undefined; purpose: string; amount: number },
) {
  return {
    schoolId,
    termId,
    studentId: student.id,
    classroomId: student.classroomId,
    studentName: student.fullname,
    studentClass: student.className,
    depositorName: body.depositorName.trim(),
    email: body.email?.trim() ?? '',
    purpose: body.purpose.trim(),
    expectedKobo: toKobo(body.amount),
    referenceNo: newPaymentReference(),
  };
}

/** A payment by our reference, with its school's name. */
export async function findPaymentByReference(db: Queryable, reference: string) {
  const [row] = await preparedOnce(db, 'payment_by_reference', (on) =>
    on
      .select({ payment: payments, schoolName: schools.name })
      .from(payments)
      .innerJoin(schools, eq(schools.id, payments.schoolId))
      .where(eq(payments.referenceNo, sql.placeholder('reference')))
      .limit(1)
      .prepare('payment_by_reference'),
  ).execute({ reference });
  return row ?? null;
}

/**
 * A payment by our reference among the schools `userId` reaches, with its school's name and
 * their role there, which the access check of a verify reads rather than asking again.
 */
export async function findOwnedPaymentByReference(
  db: Queryable,
  reference: string,
  userId: string,
) {
  const [row] = await preparedOnce(db, 'owned_payment_by_reference', (on) =>
    on
      .select({
        payment: payments,
        schoolName: schools.name,
        role: roleIn(payments.schoolId, sql.placeholder('userId')),
      })
      .from(payments)
      .innerJoin(schools, eq(schools.id, payments.schoolId))
      .where(
        and(
          eq(payments.referenceNo, sql.placeholder('reference')),
          reachableBy(sql.placeholder('userId')),
        ),
      )
      .limit(1)
      .prepare('owned_payment_by_reference'),
  ).execute({ reference, userId });
  return row ?? null;
}

export type RecordResult =
  | { kind: 'recorded'; payment: PaymentRow; schoolName: string }
  | { kind: 'already-recorded'; payment: PaymentRow }
  | { kind: 'unknown-reference' }
  | { kind: 'refused'; message: string };

export const NOT_AWAITING_CARD_CHARGE =
  'Only a pending card payment can be recorded from a card charge. Nothing was changed.';

/**
 * Whether a card charge may ever be recorded against this payment: only while it is a pending card
 * payment. A recorded, voided or hand-entered one keeps what its audit trail says.
 */
export const awaitsCardCharge = (payment: PaymentRow) =>
  payment.method === 'card' && payment.status === 'pending';

/** A card payment already recorded: verify and the webhook answer it as it is. */
export const isRecordedCard = (payment: PaymentRow) =>
  payment.method === 'card' && countsAsPaid(payment);

/** Why a provider's transaction may not be recorded against this payment, or null when it may. */
export function refusal(payment: PaymentRow, transaction: ProviderTransaction): string | null {
  if (!awaitsCardCharge(payment)) return NOT_AWAITING_CARD_CHARGE;
  return chargeRefusal(payment, transaction);
}

/**
 * A charge of a checkout the server started for the school's own account that the provider says
 * settled elsewhere (another subaccount, or the operator's account): never recorded, since the
 * school did not receive it (docs/security.md#card-payments).
 */
export const MISDIRECTED_CHARGE =
  "The provider reports that this charge did not settle to the school's account. Nothing was " +
  'recorded.';

/**
 * Why the provider's transaction is not a charge of ours under `referenceNo` that may be recorded:
 * a single payment's or a family checkout's alike. Null when it is.
 */
export function chargeRefusal(
  { referenceNo, subaccountCode }: { referenceNo: string; subaccountCode: string | null },
  transaction: ProviderTransaction,
): string | null {
  if (transaction.reference !== referenceNo) {
    return 'The provider reported a different reference';
  }
  if (transaction.status !== 'success') {
    return `The payment was not successful (status: ${transaction.status.slice(0, 50)})`;
  }
  if (transaction.currency !== 'NGN') {
    return `The payment was made in ${transaction.currency.slice(0, 10)}, not NGN`;
  }
  if (transaction.amount <= 0) return 'The provider reports that it charged nothing';
  if (subaccountCode && transaction.subaccountCode !== subaccountCode) return MISDIRECTED_CHARGE;
  return null;
}

/**
 * A card payment and its student, locked, with what its receipt names: the term, and the account
 * the student pays into by transfer. Built once: Drizzle took 240 µs to build it on every payment.
 */
const lockedForRecording = selectInTransaction('locked_for_recording', (tx) =>
  tx
    .select({
      payment: payments,
      student: students,
      term: { id: terms.id, name: terms.name, session: terms.session },
      schoolName: schools.name,
      ...studentAccountJoin.shown,
    })
    .from(payments)
    .innerJoin(students, eq(students.id, payments.studentId))
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .innerJoin(terms, and(eq(terms.schoolId, payments.schoolId), eq(terms.status, 'current')))
    .leftJoin(studentAccountJoin.family.table, studentAccountJoin.family.on)
    .leftJoin(studentAccountJoin.own.table, studentAccountJoin.own.on)
    .where(eq(payments.referenceNo, sql.placeholder('reference')))
    .for('update', { of: [payments, students] }),
);

/**
 * Records a confirmed transaction once, and only on a pending card payment. Under its lock the
 * payment is read again: if it is already recorded (a second verify, the webhook, a concurrent
 * request), nothing changes; a voided or hand-recorded one is refused.
 * It belongs to the term current now (docs/terms.md#payments); under the student's lock their
 * figures and their classroom's and school's totals rise by its amount, and what `alsoWritten`
 * gives (its receipt, its audit line) is written in the statement that records it, so it exists
 * exactly when the payment does and names its receipt number. The school's lock is shared with
 * the other card payments being recorded. It runs in the caller's transaction, which writes the
 * audit line of a refusal: one of its own inside that would cost a savepoint and its release, two
 * round trips, on every payment.
 */
export async function recordPayment(
  tx: Transaction,
  { referenceNo: reference, schoolId }: Pick<PaymentRow, 'referenceNo' | 'schoolId'>,
  transaction: ProviderTransaction,
  alsoWritten: (
    payment: PaymentRow,
    schoolName: string,
    setting: ReceiptSetting,
  ) => ReadonlyArray<StatementPart | null>,
): Promise<RecordResult> {
  // The lock is a statement of its own: a statement reads what was committed when it began, so
  // one that waited for the lock inside would read the term and school as they were before the
  // writer it waited for (a new term, say) committed.
  await shareSchool(tx, schoolId);
  // The payment and its student locked, with what the receipt names: the term, and the account
  // the student pays into by transfer.
  const [locked] = await lockedForRecording(tx, { reference });
  if (!locked) return { kind: 'unknown-reference' };
  const { payment, student, term, schoolName } = locked;
  const termId = term.id;
  if (isRecordedCard(payment)) return { kind: 'already-recorded', payment };
  const reason = refusal(payment, transaction);
  if (reason) return { kind: 'refused', message: reason };
  const now = new Date();
  const changes = {
    termId,
    status: PAYMENT_STATUS.paid,
    amountKobo: transaction.amount,
    paymentMessage: transaction.message.slice(0, 200),
    transactionNo: transaction.transactionNo.slice(0, 100),
    paidAt: now,
    updatedAt: now,
    verifyingUntil: null,
  };
  // The row is known without reading it back: it is the locked one with these changes and its
  // receipt. A card payment is counted in the current term, so what the student has paid and
  // still owes after it follow from their locked row; the number comes from the statement.
  const paidToDateKobo = student.totalPaidFeesKobo + transaction.amount;
  const counted: PaymentRow = {
    ...payment,
    ...changes,
    paidToDateKobo,
    balanceAfterKobo: balanceKobo(student.totalFeesExpectedKobo, paidToDateKobo),
  };
  const receipt = await countPayment(tx, student, termId, termId, counted.amountKobo, {
    paymentId: payment.id,
    prefix: receiptPrefix(schoolName),
    changes,
    after: alsoWritten(counted, schoolName, {
      term: termLabel(term),
      transfer: studentAccountOf(locked),
    }),
  });
  const recorded: PaymentRow = { ...counted, ...receipt };
  return { kind: 'recorded', payment: recorded, schoolName };
}
