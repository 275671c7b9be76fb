import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { payLinks } from '../db/schema/pay-links';
import { classrooms, schools, students } from '../db/schema/schools';
import { newPayLinkToken, sha256 } from '../auth/secrets';

/** Issues another live link for the student and returns its token, which is not stored. */
export async function issuePayLink(db: Queryable, schoolId: string, studentId: string) {
  const token = newPayLinkToken();
  await db.insert(payLinks).values({ schoolId, studentId, tokenHash: sha256(token) });
  return token;
}

/** Ends every live link of the student. */
export async function revokePayLinks(db: Queryable, studentId: string) {
  await db
    .update(payLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(payLinks.studentId, studentId), isNull(payLinks.revokedAt)));
}

/** The student a live token pays for, with what their page shows; null for any other token. */
export async function findLinkedStudent(db: Queryable, token: string) {
  const [row] = await db
    .select({
      studentId: students.id,
      schoolId: schools.id,
      ownerId: schools.ownerId,
      schoolName: schools.name,
      studentName: students.fullname,
      className: classrooms.name,
      expectedKobo: students.totalFeesExpectedKobo,
      paidKobo: students.totalPaidFeesKobo,
      parentEmail: students.parentEmail,
    })
    .from(payLinks)
    .innerJoin(students, eq(students.id, payLinks.studentId))
    .innerJoin(classrooms, eq(classrooms.id, students.classroomId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(payLinks.tokenHash, sha256(token)), isNull(payLinks.revokedAt)))
    .limit(1);
  return row ?? null;
}

export type LinkedStudent = NonNullable<Awaited<ReturnType<typeof findLinkedStudent>>>;

/** Whether `token` is a live link of this student (the one a share showed, to mail it). */
export async function isLiveLinkOf(db: Queryable, token: string, studentId: string) {
  const [row] = await db
    .select({ id: payLinks.id })
    .from(payLinks)
    .where(
      and(
        eq(payLinks.tokenHash, sha256(token)),
        eq(payLinks.studentId, studentId),
        isNull(payLinks.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
