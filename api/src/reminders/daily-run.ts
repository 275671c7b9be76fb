import type { ReminderRun } from '@fees/shared-data/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client';
import { jobs } from '../db/schema/jobs';
import { chargeLateFees } from '../late-fees';
import type { JobHandler } from '../jobs';
import { scheduledSchools } from './reminders-repository';
import { sendDueReminders } from './send-due-reminders';

/** What a school's day needs, for each step of its run. */
export interface SchoolDay {
  app: FastifyInstance;
  schoolId: string;
  day: string;
  /**
   * Called between a step's pieces of work (a parent's reminder): renews a job's claim, so only a
   * dead process's lapses. Answers false when the process is closing: the step stops there, and
   * the job is taken up again.
   */
  goOn?: () => Promise<boolean>;
}

/** One step of a school's daily run; a step that sends reminders says how many. */
export type DailyStep = (school: SchoolDay) => Promise<ReminderRun | void>;

/**
 * A school's day, in order (docs/reliability.md#the-daily-run): late fees are charged before
 * reminders are sent, so a reminder names what is due with them.
 */
export const DAILY_STEPS: readonly DailyStep[] = [
  async ({ app, schoolId, day }) => {
    await chargeLateFees(app.db, schoolId, day);
  },
  sendDueReminders,
];

/** Runs every step of the school's day; answers the reminders sent and skipped. */
export async function runSchoolDay(school: SchoolDay): Promise<ReminderRun> {
  const total: ReminderRun = { sent: 0, skipped: 0 };
  for (const step of DAILY_STEPS) {
    if (school.goOn && !(await school.goOn())) break;
    const counted = await step(school);
    if (counted) {
      total.sent += counted.sent;
      total.skipped += counted.skipped;
    }
  }
  return total;
}

/**
 * The daily run as the jobs worker runs it: the day is the job's, whenever it is claimed. A run
 * stopped by its process closing is handed back (null) and done again, which skips whoever it
 * already reminded.
 */
export const dailyRunJob =
  (app: FastifyInstance): JobHandler =>
  async (job, run) => {
    const progress = { total: 1, done: 0, failures: [] };
    const goOn = async () => {
      if (run.signal.aborted) return false;
      await run.report(progress);
      return true;
    };
    if (job.day) await runSchoolDay({ app, schoolId: job.schoolId, day: job.day, goOn });
    return run.signal.aborted ? null : { ...progress, done: 1 };
  };

/**
 * Enqueues `day`'s run for every school with a schedule that has none yet; the unique day key
 * makes whichever process comes first the one that adds it. Answers how many it added.
 */
export async function enqueueDailyRuns(db: Queryable, day: string): Promise<number> {
  const scheduled = await scheduledSchools(db);
  if (scheduled.length === 0) return 0;
  const made = await db
    .insert(jobs)
    .values(
      scheduled.map(({ schoolId, ownerId }) => ({
        schoolId,
        kind: 'daily-run' as const,
        day,
        requestedBy: ownerId,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return made.length;
}

/**
 * Marks the school's run of `day` as done, made so if it was not there yet: an owner who sent the
 * day's reminders at once leaves nothing for the scheduled run to repeat.
 */
export async function markDayRun(
  db: Queryable,
  school: { schoolId: string; ownerId: string },
  day: string,
) {
  const done = { state: 'done' as const, finishedAt: new Date(), claimedUntil: null };
  await db
    .insert(jobs)
    .values({
      schoolId: school.schoolId,
      kind: 'daily-run',
      day,
      requestedBy: school.ownerId,
      ...done,
    })
    .onConflictDoNothing();
  await db
    .update(jobs)
    .set(done)
    .where(
      and(
        eq(jobs.schoolId, school.schoolId),
        eq(jobs.kind, 'daily-run'),
        eq(jobs.day, day),
        eq(jobs.state, 'queued'),
      ),
    );
}
