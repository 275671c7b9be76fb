import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id } from './columns';
import { schoolIdColumn, studentIdColumn, termIdColumn } from './schools';

/**
 * A school's late fee (docs/due-dates.md#late-fee): a fixed amount in kobo, or a percent in
 * hundredths (250 is 2.5%), charged `grace_days` after each due date. No row: no late fee.
 */
export const schoolLateFees = pgTable('school_late_fees', {
  schoolId: schoolIdColumn().primaryKey(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
  percentHundredths: integer('percent_hundredths'),
  graceDays: integer('grace_days').notNull(),
});

/**
 * A late fee charged to a student in a term, for the instalment due on `due_on`: one per
 * instalment, however many processes charge it (the unique index). A waived one stays, marked,
 * so it is never charged again; it is then no charge.
 */
export const lateFees = pgTable(
  'late_fees',
  {
    id: id(),
    studentId: studentIdColumn(),
    termId: termIdColumn(),
    schoolId: schoolIdColumn(),
    dueOn: text('due_on').notNull(),
    chargedOn: text('charged_on').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    waivedAt: at('waived_at'),
    waivedBy: text('waived_by'),
  },
  (table) => [
    uniqueIndex('late_fees_student_term_due_idx').on(table.studentId, table.termId, table.dueOn),
    index('late_fees_term_idx').on(table.termId),
  ],
);
