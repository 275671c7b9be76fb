import type { ReminderSummary } from '@fees/shared-data/core';
import { outstandingFeeKobo, toNaira } from '@fees/shared-data/core';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { lockAttemptKey } from '../auth/attempts-repository';
import type { ClassroomRow } from '../classrooms/classrooms-schemas';
import type { Queryable } from '../db/client';
import { parentReminders } from '../db/schema/pay-links';
import { students } from '../db/schema/schools';
import { payLinkMail, type PayLinkLine } from '../mail/messages';
import { queueMail } from '../mail/outbox-repository';
import { PAY_LINK_LIMITS } from './pay-link-limits';
import { issuePayLink } from './pay-links-repository';

/** The classroom as `findClassroom` reads it for its owner. */
type OwnedClassroom = Pick<ClassroomRow, 'id' | 'name' | 'schoolId' | 'schoolName'>;

/**
 * Mails each parent of the classroom whose children enrolled there owe: one mail per parent, with a
 * fresh pay link and the balance of each child, unless that parent was reminded by the school in
 * the last 24 hours. A leaver still names the class they left but is in none, so is reminded from
 * their own page (docs/pay-links.md#reminders). Under a per-school lock, so two sends at once
 * cannot both mail a parent; the mails are queued in the transaction and leave after it commits
 * (docs/mail.md).
 */
export async function sendReminders(
  db: Queryable,
  classroom: OwnedClassroom,
  linkUrl: (token: string) => string,
): Promise<ReminderSummary> {
  return db.transaction(async (tx) => {
    await lockAttemptKey(tx, `reminders:${classroom.schoolId}`);
    const owing = await tx
      .select({
        id: students.id,
        fullname: students.fullname,
        parentEmail: students.parentEmail,
        expectedKobo: students.totalFeesExpectedKobo,
        paidKobo: students.totalPaidFeesKobo,
      })
      .from(students)
      .where(
        and(
          eq(students.classroomId, classroom.id),
          eq(students.enrolment, 'enrolled'),
          gt(students.totalFeesExpectedKobo, students.totalPaidFeesKobo),
        ),
      )
      .orderBy(asc(students.fullname), asc(students.id));
    const byParent = new Map<string, typeof owing>();
    const noEmail: string[] = [];
    for (const student of owing) {
      const email = student.parentEmail.trim().toLowerCase();
      if (!email) noEmail.push(student.fullname);
      else byParent.set(email, [...(byParent.get(email) ?? []), student]);
    }
    const since = new Date(Date.now() - PAY_LINK_LIMITS.reminderGapMs);
    const recent = byParent.size
      ? await tx
          .select({ email: parentReminders.email })
          .from(parentReminders)
          .where(
            and(
              eq(parentReminders.schoolId, classroom.schoolId),
              inArray(parentReminders.email, [...byParent.keys()]),
              gt(parentReminders.sentAt, since),
            ),
          )
      : [];
    const reminded = new Set(recent.map((row) => row.email));
    const summary: ReminderSummary = { mailed: [], alreadyReminded: [], noEmail };
    for (const [email, children] of byParent) {
      const names = children.map((child) => child.fullname);
      if (reminded.has(email)) {
        summary.alreadyReminded.push({ email, students: names });
        continue;
      }
      const lines: PayLinkLine[] = [];
      for (const child of children) {
        const { token, expiresAt } = await issuePayLink(tx, classroom.schoolId, child.id);
        lines.push({
          studentName: child.fullname,
          className: classroom.name,
          outstanding: toNaira(outstandingFeeKobo(child.expectedKobo, child.paidKobo)),
          url: linkUrl(token),
          expiresAt,
        });
      }
      await queueMail(
        tx,
        payLinkMail(children[0]?.parentEmail.trim() ?? email, classroom.schoolName, lines, true),
      );
      await tx.insert(parentReminders).values({ schoolId: classroom.schoolId, email });
      summary.mailed.push({ email, students: names });
    }
    return summary;
  });
}
