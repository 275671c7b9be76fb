import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ENROLMENTS,
  SCHOOL_TIME_ZONE,
  SIBLING_ORDERS,
  type PaymentMethod,
  type SchoolRole,
  type TermName,
} from '@fees/shared-data/core';
import { users } from './accounts';
import type { StoredChangeDecline, StoredChangeRequest } from './student-changes';
import { at, id, timestamps } from './columns';

/** Money columns hold integer kobo; the API speaks naira. */
const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const schools = pgTable(
  'schools',
  {
    id: id(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    level: text('level').notNull(),
    noOfClassrooms: integer('no_of_classrooms').notNull().default(0),
    noOfStudents: integer('no_of_students').notNull().default(0),
    totalFeesExpectedKobo: kobo('total_fees_expected_kobo'),
    totalFeesKobo: kobo('total_fees_kobo'),
    /** The number of the school's last receipt: each counted payment takes the next one. */
    receiptSeq: integer('receipt_seq').notNull().default(0),
    /** The sibling discount, percent off a family's 2nd child and each after (docs/families.md). */
    siblingSecond: doublePrecision('sibling_second').notNull().default(0),
    siblingLater: doublePrecision('sibling_later').notNull().default(0),
    siblingOrder: text('sibling_order', { enum: SIBLING_ORDERS }).notNull().default('age'),
    ...timestamps,
  },
  (table) => [index('schools_owner_id_idx').on(table.ownerId, table.createdAt)],
);

/** A row of one school's, gone with the school. */
export const schoolIdColumn = () =>
  text('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' });

/**
 * Where a school's card money settles (docs/transfers.md#settlement): its bank account as the
 * provider resolved it, and the provider's subaccount that carries it.
 */
export const schoolSettlements = pgTable('school_settlements', {
  schoolId: text('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  subaccountCode: text('subaccount_code').notNull(),
  ...timestamps,
});

/** Who may reach a school, and as what: its owner, and the staff the owner let in. */
export const schoolMembers = pgTable(
  'school_members',
  {
    schoolId: schoolIdColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<SchoolRole>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.schoolId, table.userId] }),
    index('school_members_user_idx').on(table.userId, table.schoolId),
  ],
);

/**
 * A school's terms (docs/terms.md): exactly one is current, the ones before it are closed. The
 * partial unique index holds the "one current" rule against any two writers.
 */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    /** Two years such as '2026/2027'. */
    session: text('session').notNull(),
    name: text('name').$type<TermName>().notNull(),
    status: text('status', { enum: ['current', 'closed'] }).notNull(),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    uniqueIndex('terms_one_current_key')
      .on(table.schoolId)
      .where(sql`${table.status} = 'current'`),
    index('terms_school_opened_idx').on(table.schoolId, table.openedAt),
  ],
);

/** A row of one term's, gone with the term. */
export const termIdColumn = () =>
  text('term_id')
    .notNull()
    .references(() => terms.id, { onDelete: 'cascade' });

export const classrooms = pgTable(
  'classrooms',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    classTeacher: text('class_teacher').notNull(),
    classFeesKobo: bigint('class_fees_kobo', { mode: 'number' }).notNull(),
    noOfStudents: integer('no_of_students').notNull().default(0),
    totalFeesExpectedKobo: kobo('total_fees_expected_kobo'),
    totalFeesKobo: kobo('total_fees_kobo'),
    ...timestamps,
  },
  (table) => [index('classrooms_school_id_idx').on(table.schoolId, table.createdAt)],
);

/**
 * A parent whose children are students of one school (docs/families.md). Its phone and e-mail are
 * every child's: the children's rows carry copies, which every write of either keeps equal.
 */
export const families = pgTable(
  'families',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    name: text('name').notNull(),
    phoneNo: text('phone_no').notNull(),
    parentEmail: text('parent_email').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('families_school_created_idx').on(table.schoolId, table.createdAt)],
);

export const students = pgTable(
  'students',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    /**
     * The class the student is in, or the one they left: a leaver outlives their class
     * (docs/terms.md#next-term), so this is no foreign key; deleting a class deletes its enrolled
     * students itself.
     */
    classroomId: text('classroom_id').notNull(),
    /** The name of the class a leaver left, shown once that class is gone. */
    leftClassName: text('left_class_name').notNull().default(''),
    fullname: text('fullname').notNull(),
    age: integer('age').notNull(),
    sex: text('sex').notNull(),
    /** Percentage 0–100 off the class fee. */
    discount: doublePrecision('discount').notNull().default(0),
    phoneNo: text('phone_no').notNull(),
    /** Where pay links and reminders go; '' when the school has none. */
    parentEmail: text('parent_email').notNull().default(''),
    /** The family the student is in; null when in none. */
    familyId: text('family_id').references(() => families.id, { onDelete: 'set null' }),
    /** 'left' once a new session moved the student out of the school: charged nothing more. */
    enrolment: text('enrolment', { enum: ENROLMENTS }).notNull().default('enrolled'),
    /** Charges of closed terms less their counted payments; negative is a credit. */
    broughtForwardKobo: bigint('brought_forward_kobo', { mode: 'number' }).notNull().default(0),
    /** Counted payments of the current term. */
    totalPaidFeesKobo: kobo('total_paid_fees_kobo'),
    /** broughtForward plus the current term's charges. */
    totalFeesExpectedKobo: kobo('total_fees_expected_kobo'),
    /**
     * A bursar's edit that lowers what is owed, waiting for the owner
     * (docs/students.md#edits-that-lower-charges); null when none waits.
     */
    changeRequest: jsonb('change_request').$type<StoredChangeRequest>(),
    /** The owner's last refusal of such an edit; null when none. */
    changeDeclined: jsonb('change_declined').$type<StoredChangeDecline>(),
    ...timestamps,
  },
  // Lists filter by school, classroom and sex and read in creation order. A name search (`q`)
  // runs within the owner's schools, so these narrow its rows first.
  (table) => [
    index('students_school_id_idx').on(table.schoolId, table.createdAt),
    index('students_classroom_created_idx').on(table.classroomId, table.createdAt),
    index('students_school_sex_idx').on(table.schoolId, table.sex, table.createdAt),
    index('students_school_enrolment_idx').on(table.schoolId, table.enrolment, table.createdAt),
    index('students_family_idx').on(table.familyId, table.createdAt),
  ],
);

/** A row of one student's, gone with the student. */
export const studentIdColumn = () =>
  text('student_id')
    .notNull()
    .references(() => students.id, { onDelete: 'cascade' });

/**
 * The day a payment shows in lists (`paymentDay` in shared-data, docs/payments.md#the-list): the
 * day a recorded one was received, else the day in Lagos a card one was made. The list filters and
 * sorts by it, and an index holds it, so the two must be this one expression.
 */
export function paymentDay(table: { receivedOn: AnyColumn; createdAt: AnyColumn }) {
  const zone = sql.raw(`'${SCHOOL_TIME_ZONE}'`);
  return sql<string>`coalesce(${table.receivedOn}, (${table.createdAt} at time zone ${zone})::date)`;
}

/**
 * A payment is created `pending` by initialize and becomes `success` once, when the provider
 * confirms it; only recorded payments count in the totals and appear in lists.
 */
/**
 * One checkout on a family's pay link (docs/families.md#the-family-pay-link): the provider charges
 * it under its reference, and recording it splits the amount into a card payment for each child
 * that receives money (payments.family_payment_id), all in one transaction.
 */
export const familyPayments = pgTable(
  'family_payments',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    /** Null once the family is gone; its children's payments keep their own names. */
    familyId: text('family_id').references(() => families.id, { onDelete: 'set null' }),
    familyName: text('family_name').notNull(),
    depositorName: text('depositor_name').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    /** What initialize asked for. */
    expectedKobo: bigint('expected_kobo', { mode: 'number' }).notNull(),
    /** What the provider reports as charged; 0 until recorded. */
    amountKobo: kobo('amount_kobo'),
    /** The shares the parent chose, in kobo; null for the oldest debt first. */
    shares: jsonb('shares').$type<Array<{ studentId: string; amountKobo: number }>>(),
    referenceNo: text('reference_no').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMessage: text('payment_message').notNull().default(''),
    transactionNo: text('transaction_no').notNull().default(''),
    paidAt: at('paid_at'),
    /** The school's subaccount the server started the checkout with; null: the operator's. */
    subaccountCode: text('subaccount_code'),
    /** `card` through a family link; `transfer` into the family's transfer account. */
    method: text('method').$type<PaymentMethod>().notNull().default('card'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('family_payments_reference_no_key').on(table.referenceNo),
    // A family's pending checkouts are counted against its allowance at each initialize.
    index('family_payments_family_idx').on(table.familyId, table.status, table.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    studentId: studentIdColumn(),
    classroomId: text('classroom_id').notNull(),
    /** The term the money arrived in (docs/terms.md#payments). */
    termId: termIdColumn(),
    depositorName: text('depositor_name').notNull(),
    email: text('email').notNull(),
    studentName: text('student_name').notNull(),
    studentClass: text('student_class').notNull(),
    purpose: text('purpose').notNull(),
    /** What initialize asked for; a card charge below it is recorded as short (docs/payments.md). */
    expectedKobo: bigint('expected_kobo', { mode: 'number' }).notNull(),
    /** What the provider reports as charged; 0 until recorded. */
    amountKobo: kobo('amount_kobo'),
    referenceNo: text('reference_no').notNull(),
    status: text('status').notNull().default('pending'),
    paymentMessage: text('payment_message').notNull().default(''),
    transactionNo: text('transaction_no').notNull().default(''),
    paidAt: at('paid_at'),
    /** The school's subaccount the server started the checkout with; null: the operator's. */
    subaccountCode: text('subaccount_code'),
    /** `card` through the checkout; cash, transfer, pos or other recorded by the bursary. */
    method: text('method').$type<PaymentMethod>().notNull().default('card'),
    /** The bank's or POS terminal's reference of a recorded payment; '' when none. */
    externalReference: text('external_reference').notNull().default(''),
    /** The day a recorded payment was received; null for a card payment. */
    receivedOn: date('received_on', { mode: 'string' }),
    /** The account that recorded it, as named then ('First Last <email>'); '' for a card. */
    recordedBy: text('recorded_by').notNull().default(''),
    /** What the sender wrote on a transfer into a transfer account; '' otherwise. */
    narration: text('narration').notNull().default(''),
    voidedAt: at('voided_at'),
    voidedBy: text('voided_by').notNull().default(''),
    voidReason: text('void_reason').notNull().default(''),
    /**
     * A bursar's request to void it, waiting for the owner (docs/staff.md#voids): who asked, as
     * named then, why and when. It keeps counting meanwhile; an approval keeps the request beside
     * the void, a decline clears it.
     */
    voidRequestedBy: text('void_requested_by').notNull().default(''),
    voidRequestReason: text('void_request_reason').notNull().default(''),
    voidRequestedAt: at('void_requested_at'),
    /** The owner's last refusal of a request, so the bursar who asked sees why it still counts. */
    voidDeclinedBy: text('void_declined_by').notNull().default(''),
    voidDeclineReason: text('void_decline_reason').notNull().default(''),
    voidDeclinedAt: at('void_declined_at'),
    /**
     * Started by a parent through a pay link: such payments have an allowance of their own, so a
     * link can never use up the school's (docs/pay-links.md#limits).
     */
    fromPayLink: boolean('from_pay_link').notNull().default(false),
    /** A verify is asking the provider about it until then; the others wait for its answer. */
    verifyingUntil: at('verifying_until'),
    /** The family checkout it is a child's share of; null for a payment of its own. */
    familyPaymentId: text('family_payment_id').references(() => familyPayments.id, {
      onDelete: 'set null',
    }),
    /**
     * Its receipt (docs/payments.md#receipts), set once when it is counted and kept by a void:
     * the school's number ('SKA-000123'), the student's counted payments in its term up to and
     * including it, and their balance after it. Null while pending.
     */
    receiptNo: text('receipt_no'),
    paidToDateKobo: bigint('paid_to_date_kobo', { mode: 'number' }),
    balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }),
    ...timestamps,
  },
  // Lists show recorded payments newest first, by school, classroom or student; the school index
  // also counts an owner's recent pending payments.
  (table) => [
    uniqueIndex('payments_reference_no_key').on(table.referenceNo),
    index('payments_family_payment_idx')
      .on(table.familyPaymentId)
      .where(sql`${table.familyPaymentId} is not null`),
    uniqueIndex('payments_school_receipt_no_key')
      .on(table.schoolId, table.receiptNo)
      .where(sql`${table.receiptNo} is not null`),
    // A bank or terminal reference counts once per school; a voided entry frees it.
    uniqueIndex('payments_school_external_reference_key')
      .on(table.schoolId, sql`lower(${table.externalReference})`)
      .where(sql`${table.status} = 'success' and ${table.externalReference} <> ''`),
    index('payments_school_id_idx').on(table.schoolId, table.status, table.createdAt),
    // A school's list, newest first, walks this index backwards and stops at the page: no sort
    // of every recorded payment the school has.
    index('payments_school_listed_idx')
      .on(table.schoolId, table.createdAt, table.id)
      .where(sql`${table.status} in ('success', 'void')`),
    // A list between two days, or by day or amount, walks these rather than sorting or reading
    // every recorded payment of the school; ties fall newest first, as the list's own order.
    index('payments_school_day_idx')
      .on(table.schoolId, paymentDay(table), table.createdAt, table.id)
      .where(sql`${table.status} in ('success', 'void')`),
    index('payments_school_amount_idx')
      .on(table.schoolId, table.amountKobo, table.createdAt, table.id)
      .where(sql`${table.status} in ('success', 'void')`),
    // The list's count and sums (in all and per method) read this index alone.
    index('payments_school_sums_idx').on(
      table.schoolId,
      table.status,
      table.method,
      table.amountKobo,
    ),
    index('payments_student_status_idx').on(table.studentId, table.status, table.createdAt),
    index('payments_classroom_status_idx').on(table.classroomId, table.status, table.createdAt),
    index('payments_term_student_idx').on(table.termId, table.studentId),
  ],
);
