import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id } from './columns';

/**
 * Mail waiting to leave (docs/mail.md). A row is written in the same transaction as what it
 * announces, so it exists exactly when that write committed; a worker delivers it afterwards,
 * outside any transaction.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** Emptied once the mail is sent or given up: a code mail holds a live code. */
    body: text('body'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Deliveries started, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A worker is delivering it until then; the claim of a worker that died lapses. */
    claimedUntil: at('claimed_until'),
    /** Never delivered after this: a code mail is useless once its code has expired. */
    expiresAt: at('expires_at'),
    /** Delivered before every due mail that is not: someone waits at a screen for it (a code). */
    urgent: boolean('urgent').notNull().default(false),
    /** A newer mail with the same key replaces this one while it is unsent (a resent code). */
    replaceKey: text('replace_key'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When it was sent or given up; finished rows are pruned after a week. */
    finishedAt: at('finished_at'),
  },
  (table) => [
    index('mail_outbox_due_idx').on(
      table.status,
      table.urgent.desc().nullsFirst(),
      table.nextAttemptAt,
    ),
    index('mail_outbox_replace_key_idx').on(table.replaceKey),
  ],
);
