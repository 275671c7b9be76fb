import type { ReminderChannel } from '@fees/shared-data/core';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { schoolIdColumn, schools } from './schools';
import { at, id } from './columns';

/**
 * When and how a school's reminders send themselves (docs/reminders.md), and how many SMS it
 * allows itself a month. No row, or no offsets, is no reminders.
 */
export const reminderSettings = pgTable('reminder_settings', {
  schoolId: text('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  /** Days from each due date, e.g. -3, 0, 7. */
  offsets: jsonb('offsets').$type<number[]>().notNull().default([]),
  channels: jsonb('channels').$type<ReminderChannel[]>().notNull().default(['email']),
  smsCap: integer('sms_cap').notNull().default(100),
});

/**
 * One row per reminder on one channel to one parent: what the school's log shows. An SMS is
 * written `sending` before the gateway is asked, so the cap counts it however the call ends, and
 * one whose process died before the answer is never shown as sent.
 */
export const reminderLog = pgTable(
  'reminder_log',
  {
    id: id(),
    /** The order lines were written in, for lines of one moment. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    schoolId: schoolIdColumn(),
    at: at('at').notNull(),
    /** The Lagos day it was for, and the month its SMS count towards. */
    day: text('day').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    studentIds: jsonb('student_ids').$type<string[]>().notNull(),
    status: text('status', { enum: ['sending', 'sent', 'failed', 'skipped'] }).notNull(),
    reason: text('reason'),
    costKobo: integer('cost_kobo').notNull().default(0),
  },
  (table) => [
    index('reminder_log_school_at_idx').on(table.schoolId, table.at),
    index('reminder_log_school_sms_idx')
      .on(table.schoolId, table.day)
      .where(sql`${table.channel} = 'sms'`),
  ],
);
