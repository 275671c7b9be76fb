import { findTransferAccount, studentAccountOwner } from '../settlement';
import type { ReminderSummary } from '@fees/shared-data/core';
import { outstandingFeeKobo, schoolToday, toNaira } from '@fees/shared-data/core';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { lockAttemptKey, takeAttempt, type Budget } from '../guards/attempts-repository';
import type { ClassroomRow } from '../classrooms';
import type { Queryable, Transaction } from '../db/client';
import { anyOf } from '../db/fixed-text';
import { parentReminders } from '../db/schema/pay-links';
import { classrooms, schools, students } from '../db/schema/schools';
import { familyReminderMail, payLinkMail, type PayLinkLine } from '../mail';
import type { MailMessage } from '../mail';
import { queueMail } from '../mail';
import { PAY_LINK_LIMITS } from '../payments';
import { issuePayLink } from './pay-links-repository';

/** Every reminder of a school, by hand or by its daily run, is sent under this lock. */
export const lockReminders = (tx: Transaction, schoolId: string) =>
  lockAttemptKey(tx, `reminders:${schoolId}`);

/** The classroom as `findClassroom` reads it for its owner. */
type OwnedClassroom = Pick<ClassroomRow, 'id' | 'name' | 'schoolId' | 'schoolName'>;

/** A student who owes, as a reminder names them. */
interface Owing {
  id: string;
  familyId: string | null;
  fullname: string;
  className: string;
  parentEmail: string;
  expectedKobo: number;
  paidKobo: number;
}

const owingColumns = {
  id: students.id,
  familyId: students.familyId,
  fullname: students.fullname,
  parentEmail: students.parentEmail,
  expectedKobo: students.totalFeesExpectedKobo,
  paidKobo: students.totalPaidFeesKobo,
};

/** A leaver's class is the one they left, as the lists say it. */
const classroomName = sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`;

const owes = gt(students.totalFeesExpectedKobo, students.totalPaidFeesKobo);

/** What a send of this many mails spends, taken before any is queued. */
type SendBudgets = (mails: number) => Budget[];

/** A parent's reminder of these children of theirs, with the link(s) it issues. */
type ReminderMail = (
  tx: Transaction,
  to: string,
  children: readonly Owing[],
) => Promise<MailMessage>;

const owingLine = (child: Owing) => ({
  studentName: child.fullname,
  className: child.className,
  outstanding: toNaira(outstandingFeeKobo(child.expectedKobo, child.paidKobo)),
});

/** A class's reminder: a fresh link for each child named. */
function childLinksMail(
  school: { schoolId: string; schoolName: string },
  linkUrl: (token: string) => string,
): ReminderMail {
  return async (tx, to, children) => {
    const lines: PayLinkLine[] = [];
    for (const child of children) {
      const { token, expiresAt } = await issuePayLink(tx, school.schoolId, { studentId: child.id });
      const owner = studentAccountOwner({ ...child, schoolId: school.schoolId });
      const transfer = await findTransferAccount(tx, owner);
      lines.push({ ...owingLine(child), url: linkUrl(token), expiresAt, transfer });
    }
    return payLinkMail(to, school.schoolName, lines, true);
  };
}

/**
 * Mails each parent of the classroom whose children enrolled there owe: one mail per parent, with a
 * fresh pay link and the balance of each child, unless that parent was reminded by the school in
 * the last 24 hours. A leaver still names the class they left but is in none, so is reminded from
 * their own page (docs/pay-links.md#reminders).
 */
export async function sendReminders(
  db: Queryable,
  classroom: OwnedClassroom,
  linkUrl: (token: string) => string,
  budgets: SendBudgets,
): Promise<ReminderSummary> {
  return db.transaction(async (tx) => {
    await lockReminders(tx, classroom.schoolId);
    const owing = await tx
      .select(owingColumns)
      .from(students)
      .where(and(eq(students.classroomId, classroom.id), eq(students.enrolment, 'enrolled'), owes))
      .orderBy(asc(students.fullname), asc(students.id));
    const named = owing.map((one) => ({ ...one, className: classroom.name }));
    return remindParents(tx, classroom, named, childLinksMail(classroom, linkUrl), budgets);
  });
}

/**
 * Mails the family's parent one reminder naming every child of the family who owes, in any class
 * or none, with their balances and one fresh link that pays for them all
 * (docs/families.md#reminders); the same once-a-day rule as a class's reminders.
 */
export async function sendFamilyReminder(
  db: Queryable,
  family: { id: string; schoolId: string },
  familyLinkUrl: (token: string) => string,
  budgets: SendBudgets,
): Promise<ReminderSummary> {
  return db.transaction(async (tx) => {
    await lockReminders(tx, family.schoolId);
    const [school] = await tx
      .select({ name: schools.name })
      .from(schools)
      .where(eq(schools.id, family.schoolId));
    const owing = await tx
      .select({ ...owingColumns, className: classroomName })
      .from(students)
      .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
      .where(and(eq(students.familyId, family.id), owes))
      .orderBy(asc(students.createdAt), asc(students.id));
    const schoolName = school?.name ?? '';
    const place = { schoolId: family.schoolId, schoolName };
    return remindParents(
      tx,
      place,
      owing,
      async (inner, to, children) => {
        const holder = { familyId: family.id };
        const { token, expiresAt } = await issuePayLink(inner, family.schoolId, holder);
        const link = { url: familyLinkUrl(token), expiresAt };
        const transfer = await findTransferAccount(inner, { kind: 'family', ...family });
        return familyReminderMail(to, schoolName, children.map(owingLine), link, transfer);
      },
      budgets,
    );
  });
}

/**
 * One mail per parent (an address, case aside) of these students, with a fresh pay link and the
 * balance of each of their children here, unless the school reminded that parent in the last 24
 * hours. Runs under the school's reminders lock, so two sends at once cannot both mail a parent;
 * the send's budgets are spent for the parents it mails before any mail is queued, so a refusal
 * queues none; the mails are queued in the transaction and leave after it commits (docs/mail.md).
 */
async function remindParents(
  tx: Transaction,
  school: { schoolId: string; schoolName: string },
  owing: readonly Owing[],
  mailFor: ReminderMail,
  budgets: SendBudgets,
): Promise<ReminderSummary> {
  const byParent = new Map<string, Owing[]>();
  const noEmail: string[] = [];
  for (const student of owing) {
    const email = student.parentEmail.trim().toLowerCase();
    if (!email) noEmail.push(student.fullname);
    else byParent.set(email, [...(byParent.get(email) ?? []), student]);
  }
  const since = new Date(Date.now() - PAY_LINK_LIMITS.reminderGapMs);
  const today = schoolToday(new Date());
  const recent = byParent.size
    ? await tx
        .select({ email: parentReminders.email })
        .from(parentReminders)
        .where(
          and(
            eq(parentReminders.schoolId, school.schoolId),
            anyOf(parentReminders.email, [...byParent.keys()]),
            // The daily run counts by the Lagos day (docs/reminders.md#once-a-day).
            or(gt(parentReminders.sentAt, since), eq(parentReminders.day, today)),
          ),
        )
    : [];
  const reminded = new Set(recent.map((row) => row.email));
  await takeAttempt(
    tx,
    budgets([...byParent.keys()].filter((email) => !reminded.has(email)).length),
  );
  const summary: ReminderSummary = { mailed: [], alreadyReminded: [], noEmail };
  for (const [email, children] of byParent) {
    const names = children.map((child) => child.fullname);
    if (reminded.has(email)) {
      summary.alreadyReminded.push({ email, students: names });
      continue;
    }
    await queueMail(tx, await mailFor(tx, children[0]?.parentEmail.trim() ?? email, children));
    await tx.insert(parentReminders).values({ schoolId: school.schoolId, email, day: today });
    summary.mailed.push({ email, students: names });
  }
  return summary;
}
