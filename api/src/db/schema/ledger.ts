import { randomUUID } from 'node:crypto';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { classrooms, schoolIdColumn, studentIdColumn, termIdColumn } from './schools';

/**
 * The fee ledger (docs/terms.md): what each class charges per term beyond its fee, what each
 * student takes, and each student's running figures per term. Amounts are integer kobo.
 */

/**
 * One of a class's extra fee items for a term, in the class's order (`position`). An item keeps its
 * `id` from term to term as it carries over, so the students who take it keep taking it; the term
 * tells its copies apart.
 */
export const feeItems = pgTable(
  'fee_items',
  {
    id: text('id')
      .notNull()
      .$defaultFn(() => randomUUID()),
    termId: termIdColumn(),
    classroomId: text('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** Charged only to the students who take it (student_optional_items). */
    optional: boolean('optional').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.termId, table.id] }),
    index('fee_items_term_classroom_idx').on(table.termId, table.classroomId, table.position),
  ],
);

/** A student's choice of an optional item in a term. */
export const studentOptionalItems = pgTable(
  'student_optional_items',
  {
    studentId: studentIdColumn(),
    termId: text('term_id').notNull(),
    feeItemId: text('fee_item_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.termId, table.feeItemId] }),
    foreignKey({
      columns: [table.termId, table.feeItemId],
      foreignColumns: [feeItems.termId, feeItems.id],
    }).onDelete('cascade'),
    index('student_optional_items_item_idx').on(table.termId, table.feeItemId),
  ],
);

/**
 * A student's running figures in a term: the class they were in (null once they left), what they
 * were charged and their counted payments. Writes move these by their difference; the current
 * term's row is the student record's charges and totalPaidFees.
 */
export const studentTerms = pgTable(
  'student_terms',
  {
    studentId: studentIdColumn(),
    termId: termIdColumn(),
    schoolId: schoolIdColumn(),
    classroomId: text('classroom_id'),
    chargesKobo: bigint('charges_kobo', { mode: 'number' }).notNull().default(0),
    paidKobo: bigint('paid_kobo', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.termId] }),
    index('student_terms_term_idx').on(table.termId),
  ],
);

/** A closed term's charge lines of a student, frozen as they stood at its close. */
export const chargeLines = pgTable(
  'charge_lines',
  {
    studentId: studentIdColumn(),
    termId: termIdColumn(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.studentId, table.termId, table.position] })],
);

/**
 * A school's listed payments per term and method: how many there are (recorded and void), how many
 * count (recorded) and their kobo. The payments list reads its count and sums from here when it is
 * filtered by no more than term and method, instead of adding up every payment it matches. A
 * trigger on `payments` keeps them (drizzle/0015), whatever statement writes a payment.
 */
export const paymentSums = pgTable(
  'payment_sums',
  {
    schoolId: schoolIdColumn(),
    termId: termIdColumn(),
    method: text('method').notNull(),
    listed: bigint('listed', { mode: 'number' }).notNull().default(0),
    counted: bigint('counted', { mode: 'number' }).notNull().default(0),
    countedKobo: bigint('counted_kobo', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.schoolId, table.termId, table.method] })],
);
