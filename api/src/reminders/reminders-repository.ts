import type { Pupil, ReminderChannel } from '@fees/shared-data/core';
import { and, desc, eq, exists, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { schoolLateFees } from '../db/schema/late-fees';
import { reminderLog, reminderSettings } from '../db/schema/reminders';
import { classrooms, schools, students } from '../db/schema/schools';
import { studentPlanColumns } from '../terms';

export interface ReminderSettings {
  offsets: number[];
  channels: ReminderChannel[];
  smsCap: number;
}

/** What a school has not set yet: no reminders, e-mail when it sets some, 100 SMS a month. */
const UNSET: ReminderSettings = { offsets: [], channels: ['email'], smsCap: 100 };

export async function readSettings(db: Queryable, schoolId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({
      offsets: reminderSettings.offsets,
      channels: reminderSettings.channels,
      smsCap: reminderSettings.smsCap,
    })
    .from(reminderSettings)
    .where(eq(reminderSettings.schoolId, schoolId));
  return row ?? UNSET;
}

/** Sets part of a school's settings, keeping the rest. */
export async function writeSettings(
  db: Queryable,
  schoolId: string,
  change: Partial<ReminderSettings>,
) {
  await db
    .insert(reminderSettings)
    .values({ ...UNSET, ...change, schoolId })
    .onConflictDoUpdate({ target: reminderSettings.schoolId, set: change });
}

/** Every school whose day has work (reminders that send themselves, a late fee), with its owner, in whose name its run goes. */
export async function scheduledSchools(db: Queryable) {
  // A school's day has work when it sends reminders or charges a late fee.
  return db
    .select({ schoolId: schools.id, ownerId: schools.ownerId })
    .from(schools)
    .where(
      or(
        exists(
          db
            .select({ one: sql`1` })
            .from(reminderSettings)
            .where(
              and(
                eq(reminderSettings.schoolId, schools.id),
                ne(reminderSettings.offsets, sql`'[]'::jsonb`),
              ),
            ),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(schoolLateFees)
            .where(eq(schoolLateFees.schoolId, schools.id)),
        ),
      ),
    );
}

/**
 * The school's enrolled students in its current term, as a run reads them; only `ids` when given,
 * so a send reads its parent's children again.
 */
export async function readPupils(
  db: Queryable,
  schoolId: string,
  ids?: readonly string[],
): Promise<Pupil[]> {
  return db
    .select({
      id: students.id,
      familyId: students.familyId,
      fullname: students.fullname,
      className: sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`,
      parentEmail: students.parentEmail,
      phoneNo: students.phoneNo,
      broughtForwardKobo: students.broughtForwardKobo,
      expectedKobo: students.totalFeesExpectedKobo,
      paidKobo: students.totalPaidFeesKobo,
      ...studentPlanColumns,
    })
    .from(students)
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .where(
      and(
        eq(students.schoolId, schoolId),
        eq(students.enrolment, 'enrolled'),
        ...(ids ? [anyOf(students.id, ids)] : []),
      ),
    )
    .orderBy(students.createdAt, students.id);
}

/** The school's SMS of a month (`YYYY-MM`) that count towards its cap, and what they cost. */
export async function smsOfMonth(db: Queryable, schoolId: string, month: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      costKobo: sql<number>`coalesce(sum(${reminderLog.costKobo}), 0)::int`,
    })
    .from(reminderLog)
    .where(
      and(
        eq(reminderLog.schoolId, schoolId),
        eq(reminderLog.channel, 'sms'),
        inArray(reminderLog.status, ['sending', 'sent']),
        like(reminderLog.day, `${month}-%`),
      ),
    );
  return row ?? { count: 0, costKobo: 0 };
}

/** The log shows this many lines, newest first. */
export const LOG_LINES = 500;

export async function readLog(db: Queryable, schoolId: string) {
  return db
    .select()
    .from(reminderLog)
    .where(eq(reminderLog.schoolId, schoolId))
    .orderBy(desc(reminderLog.at), desc(reminderLog.seq))
    .limit(LOG_LINES);
}

/** The names of the school's students among `ids`, by id. */
export async function studentNames(db: Queryable, schoolId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: students.id, fullname: students.fullname })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), anyOf(students.id, unique)));
  return new Map(rows.map((row) => [row.id, row.fullname]));
}
