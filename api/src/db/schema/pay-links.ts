import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { families, students, schoolIdColumn } from './schools';
import { at, id } from './columns';

/**
 * A link a parent pays a student's fees by (docs/pay-links.md), or all of a family's children
 * (docs/families.md#the-family-pay-link): exactly one of the two. Only the token's SHA-256 is
 * kept, so the database cannot hand a link out again: every share issues another one, and revoking
 * ends every link the student or family has.
 */
export const payLinks = pgTable(
  'pay_links',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    studentId: text('student_id').references(() => students.id, { onDelete: 'cascade' }),
    familyId: text('family_id').references(() => families.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('pay_links_token_hash_key').on(table.tokenHash),
    index('pay_links_student_id_idx').on(table.studentId),
    index('pay_links_family_id_idx').on(table.familyId),
    check(
      'pay_links_student_or_family',
      sql`(${table.studentId} is null) <> (${table.familyId} is null)`,
    ),
  ],
);

/**
 * One row per reminder, of any kind: a parent (an address within a school) gets at most one a day,
 * however many of their children owe and however often the school or its daily run sends. The
 * unique Lagos day lets the database refuse a second, whichever process tries
 * (docs/reminders.md#once-a-day).
 */
export const parentReminders = pgTable(
  'parent_reminders',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    /** Lower-cased, so one parent is one parent however the address was typed. */
    email: text('email').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    /** The Lagos day it was sent on. */
    day: text('day').notNull(),
  },
  (table) => [
    index('parent_reminders_school_email_idx').on(table.schoolId, table.email, table.sentAt),
    uniqueIndex('parent_reminders_one_a_day_key').on(table.schoolId, table.email, table.day),
  ],
);
