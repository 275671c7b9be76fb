import type { Instalment } from '@fees/shared-data/core';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { students, terms } from './schools';

/**
 * A term's payment plan (docs/due-dates.md): its instalments, in date order, as the owner gave
 * them. A term with no row follows the default plan, all due the day it opened.
 */
export const termPlans = pgTable('term_plans', {
  termId: text('term_id')
    .primaryKey()
    .references(() => terms.id, { onDelete: 'cascade' }),
  instalments: jsonb('instalments').$type<Instalment[]>().notNull(),
});

/** A student's own plan for a term, in place of the school's. */
export const studentPlans = pgTable(
  'student_plans',
  {
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    termId: text('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    instalments: jsonb('instalments').$type<Instalment[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.studentId, table.termId] }),
    // Starting the next term copies a term's student plans at once.
    index('student_plans_term_idx').on(table.termId),
  ],
);
