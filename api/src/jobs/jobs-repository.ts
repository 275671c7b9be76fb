import { and, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { jobs, type JobFailure } from '../db/schema/jobs';

export type JobRow = typeof jobs.$inferSelect;
export type JobKind = JobRow['kind'];

/** How far a run has got: how many of how many, and what it could not do. */
export interface JobProgress {
  total: number;
  done: number;
  failures: JobFailure[];
}

/**
 * Asks for a school's job of a kind. While one of that kind waits or runs it is answered instead
 * (`made: false`), so asking twice never runs twice; the school's finished ones of that kind are
 * dropped, since only the latest is ever read.
 */
export async function requestJob(
  db: Queryable,
  job: { schoolId: string; kind: JobKind; requestedBy: string },
): Promise<{ job: JobRow; made: boolean }> {
  const [made] = await db.insert(jobs).values(job).onConflictDoNothing().returning();
  if (made) {
    await db
      .delete(jobs)
      .where(and(eq(jobs.schoolId, job.schoolId), eq(jobs.kind, job.kind), eq(jobs.state, 'done')));
    return { job: made, made: true };
  }
  const [waiting] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.schoolId, job.schoolId), eq(jobs.kind, job.kind), ne(jobs.state, 'done')));
  if (!waiting) throw new Error('job neither inserted nor found');
  return { job: waiting, made: false };
}

/** The school's latest job of a kind, running or finished; null when none was asked for. */
export async function latestJob(db: Queryable, schoolId: string, kind: JobKind) {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.schoolId, schoolId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the oldest job waiting, or one whose process died, until `until`. SKIP LOCKED lets several
 * API processes claim side by side without taking the same row (PGlite runs the same SQL); the
 * subquery is compared with `=`, so it runs once (see the mail outbox's claim).
 */
export async function claimNextJob(db: Queryable, now: Date, until: Date) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        eq(jobs.state, 'queued'),
        and(eq(jobs.state, 'running'), or(isNull(jobs.claimedUntil), lt(jobs.claimedUntil, now))),
      ),
    )
    .orderBy(jobs.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(jobs)
    .set({ state: 'running', claimedUntil: until })
    .where(and(eq(jobs.id, sql`(${due})`), ne(jobs.state, 'done')))
    .returning();
  return row ?? null;
}

/** Records how far a claimed job has got, and keeps the claim until `until`. */
export async function reportJob(db: Queryable, id: string, progress: JobProgress, until: Date) {
  await db
    .update(jobs)
    .set({ ...progress, claimedUntil: until })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')));
}

export async function finishJob(db: Queryable, id: string, progress: JobProgress) {
  await db
    .update(jobs)
    .set({ ...progress, state: 'done', claimedUntil: null, finishedAt: new Date() })
    .where(eq(jobs.id, id));
}

/** Gives a job back unfinished (its process is closing), for any process to take up at once. */
export async function releaseJob(db: Queryable, id: string) {
  await db
    .update(jobs)
    .set({ state: 'queued', claimedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'running')));
}
