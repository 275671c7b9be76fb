import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, students } from './schools';
import { at, id } from './columns';

/**
 * A link a parent pays a student's fees by (docs/pay-links.md). Only the token's SHA-256 is kept,
 * so the database cannot hand a link out again: every share issues another one, and revoking ends
 * every link the student has.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('pay_links_token_hash_key').on(table.tokenHash),
    index('pay_links_student_id_idx').on(table.studentId),
  ],
);

/**
 * One row per reminder mail: a parent (an address within a school) gets at most one a day, however
 * many of their children owe and however often the school sends.
 */
export const parentReminders = pgTable(
  'parent_reminders',
  {
    id: id(),
    schoolId: text('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Lower-cased, so one parent is one parent however the address was typed. */
    email: text('email').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (table) => [
    index('parent_reminders_school_email_idx').on(table.schoolId, table.email, table.sentAt),
  ],
);
