import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolIdColumn } from './schools';
import { users } from './accounts';
import { at, id } from './columns';

/** One thing a run could not do, in words for the person who asked for the run. */
export interface JobFailure {
  label: string;
  message: string;
}

/**
 * Work a person asked for that outlives their request (docs/reliability.md#background-jobs): a row any API process may
 * claim, one at a time, which records how far it has got so the asker can watch it. A claim whose
 * process died lapses and another process takes the work up again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    kind: text('kind', { enum: ['transfer-accounts', 'daily-run'] }).notNull(),
    /** A daily run's Lagos day (docs/reliability.md#the-daily-run); null for other kinds. */
    day: text('day'),
    /** Who asked: the work is done in their name, with their role read again as it goes. */
    requestedBy: text('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['queued', 'running', 'done'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failures: jsonb('failures').$type<JobFailure[]>().notNull().default([]),
    /** A process is doing it until then; it renews the claim as it goes. */
    claimedUntil: at('claimed_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    // A school runs one of each kind at a time: asking again while one waits answers that one.
    uniqueIndex('jobs_one_unfinished_idx')
      .on(table.schoolId, table.kind)
      .where(sql`${table.state} <> 'done'`),
    index('jobs_due_idx')
      .on(table.createdAt)
      .where(sql`${table.state} <> 'done'`),
    // Whichever process sees a day first enqueues its run; the others find it there.
    uniqueIndex('jobs_one_a_day_idx')
      .on(table.schoolId, table.kind, table.day)
      .where(sql`${table.day} is not null`),
    index('jobs_school_idx').on(table.schoolId, table.kind, table.createdAt),
  ],
);
