import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { mailOutbox } from '../db/schema/mail';
import type { MailMessage } from './mailer';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export interface QueueOptions {
  /** Not delivered after this (a code's expiry). */
  expiresAt?: Date;
  /** An unsent mail with the same key is dropped: only the newest code is worth sending. */
  replaceKey?: string;
  /** Sent before any other due mail, however long that has waited (a code someone waits for). */
  urgent?: boolean;
}

/**
 * Queues a mail. Call it inside the transaction of the write the mail announces, so a rolled-back
 * write leaves no mail behind; then nudge the worker once that transaction has committed.
 */
export async function queueMail(db: Queryable, message: MailMessage, options: QueueOptions = {}) {
  if (options.replaceKey) {
    await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.replaceKey, options.replaceKey), eq(mailOutbox.status, 'pending')));
  }
  await mailInsert(db, message, options);
}

/**
 * The insert queueing a mail, for a hot write to send with its others (db/one-statement.ts); a
 * `replaceKey` mail goes through queueMail, which drops the one it replaces.
 */
export function mailInsert(db: Queryable, message: MailMessage, options: QueueOptions = {}) {
  return db.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    body: message.text,
    expiresAt: options.expiresAt,
    replaceKey: options.replaceKey,
    urgent: options.urgent,
  });
}

/**
 * Takes the next due mail for `claimMs` and counts the attempt, in one statement: urgent mail
 * first, then the one that has waited longest, so a backlog never holds up a code. SKIP LOCKED
 * lets several API processes on one PostgreSQL claim side by side without taking the same row
 * (PGlite runs the same SQL); a claim whose worker died lapses and the row is due again. The
 * subquery is compared with `=`, so it runs once: under `IN` the planner may run it again for
 * every row and claim them all.
 */
export async function claimNextMail(db: Queryable, now: Date, claimMs: number) {
  const [row] = await preparedOnce(db, 'claim_next_mail', (on) => {
    const due = on
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, 'pending'),
          lte(mailOutbox.nextAttemptAt, sql.placeholder('now')),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql.placeholder('now'))),
        ),
      )
      .orderBy(desc(mailOutbox.urgent), asc(mailOutbox.nextAttemptAt))
      .limit(1)
      .for('update', { skipLocked: true });
    return on
      .update(mailOutbox)
      .set({
        claimedUntil: sql`${sql.placeholder('until')}`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(and(eq(mailOutbox.id, sql`(${due})`), eq(mailOutbox.status, 'pending')))
      .returning()
      .prepare('claim_next_mail');
  }).execute({ now, until: new Date(now.getTime() + claimMs) });
  return row ?? null;
}

/** Sent or given up: the body goes, what remains says to whom, what and when. */
export async function finishMail(
  db: Queryable,
  id: string,
  outcome: { status: 'sent' } | { status: 'failed'; error: string },
) {
  await preparedOnce(db, 'finish_mail', (on) =>
    on
      .update(mailOutbox)
      .set({
        status: sql`${sql.placeholder('status')}`,
        body: null,
        claimedUntil: null,
        finishedAt: sql`${sql.placeholder('finishedAt')}`,
        lastError: sql`${sql.placeholder('lastError')}`,
      })
      .where(eq(mailOutbox.id, sql.placeholder('id')))
      .prepare('finish_mail'),
  ).execute({
    id,
    status: outcome.status,
    finishedAt: new Date(),
    lastError: outcome.status === 'failed' ? outcome.error : null,
  });
}

export async function retryMailAt(db: Queryable, id: string, at: Date, error: string) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: at, claimedUntil: null, lastError: error })
    .where(eq(mailOutbox.id, id));
}

export async function pruneFinishedMail(db: Queryable, before: Date) {
  await db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.finishedAt, before)));
}
