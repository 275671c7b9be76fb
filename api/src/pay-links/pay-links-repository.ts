import { and, desc, eq, gt, isNull, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/accounts';
import { payLinks } from '../db/schema/pay-links';
import { classrooms, families, schools, students, terms } from '../db/schema/schools';
import { lockAttemptKey } from '../guards/attempts-repository';
import { studentPlanColumns } from '../terms';
import { newPayLinkToken, sha256 } from '../guards/secrets';
import { PAY_LINK_LIMITS } from '../payments';

/** When a link issued at `issuedAt` stops working. */
export function linkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PAY_LINK_LIMITS.lifeMs);
}

/** A link that is neither revoked nor older than its life. */
function live(): SQL {
  return sql`(${isNull(payLinks.revokedAt)} and ${gt(payLinks.createdAt, new Date(Date.now() - PAY_LINK_LIMITS.lifeMs))})`;
}

/** Whom a link pays for: one student, or every child of a family. */
export type LinkHolder = { studentId: string } | { familyId: string };

const heldBy = (holder: LinkHolder) =>
  'studentId' in holder
    ? eq(payLinks.studentId, holder.studentId)
    : eq(payLinks.familyId, holder.familyId);

const holderKey = (holder: LinkHolder) =>
  'studentId' in holder ? `pay-links:${holder.studentId}` : `pay-links:family:${holder.familyId}`;

/**
 * Issues another live link for the student or family: its token, which is not stored, and its
 * expiry. Under a lock on the holder's links, the oldest live ones beyond the cap end, so however
 * often a link is shared or mailed the holder has only a few that work.
 */
export async function issuePayLink(db: Queryable, schoolId: string, holder: LinkHolder) {
  const token = newPayLinkToken();
  return db.transaction(async (tx) => {
    await lockAttemptKey(tx, holderKey(holder));
    const [row] = await tx
      .insert(payLinks)
      .values({ schoolId, ...holder, tokenHash: sha256(token) })
      .returning({ createdAt: payLinks.createdAt });
    if (!row) throw new Error('insert returned no row');
    const newest = tx
      .select({ id: payLinks.id })
      .from(payLinks)
      .where(and(heldBy(holder), live()))
      .orderBy(desc(payLinks.createdAt), desc(payLinks.id))
      .limit(PAY_LINK_LIMITS.liveLinksPerStudent);
    await tx
      .update(payLinks)
      .set({ revokedAt: new Date() })
      .where(and(heldBy(holder), live(), notInArray(payLinks.id, newest)));
    return { token, expiresAt: linkExpiry(row.createdAt) };
  });
}

/** Ends every live link of the student or family and issues the one that replaces them, together. */
export async function replacePayLinks(db: Queryable, schoolId: string, holder: LinkHolder) {
  return db.transaction(async (tx) => {
    await tx
      .update(payLinks)
      .set({ revokedAt: new Date() })
      .where(and(heldBy(holder), isNull(payLinks.revokedAt)));
    return issuePayLink(tx, schoolId, holder);
  });
}

/** The student a live token pays for, with what their page shows; null for any other token. */
export async function findLinkedStudent(db: Queryable, token: string) {
  const [row] = await db
    .select({
      studentId: students.id,
      familyId: students.familyId,
      schoolId: schools.id,
      ownerId: schools.ownerId,
      ownerEmail: users.email,
      schoolName: schools.name,
      studentName: students.fullname,
      className: sql<string>`coalesce(${classrooms.name}, ${students.leftClassName})`,
      expectedKobo: students.totalFeesExpectedKobo,
      paidKobo: students.totalPaidFeesKobo,
      broughtForwardKobo: students.broughtForwardKobo,
      termSession: terms.session,
      termName: terms.name,
      parentEmail: students.parentEmail,
      ...studentPlanColumns,
    })
    .from(payLinks)
    .innerJoin(students, eq(students.id, payLinks.studentId))
    .leftJoin(classrooms, eq(classrooms.id, students.classroomId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(users, eq(users.id, schools.ownerId))
    .innerJoin(terms, and(eq(terms.schoolId, schools.id), eq(terms.status, 'current')))
    .where(and(eq(payLinks.tokenHash, sha256(token)), live()))
    .limit(1);
  return row ?? null;
}

/** The family a live token pays for, with its school and term; null for any other token. */
export async function findLinkedFamily(db: Queryable, token: string) {
  const [row] = await db
    .select({
      familyId: families.id,
      familyName: families.name,
      parentEmail: families.parentEmail,
      schoolId: schools.id,
      ownerId: schools.ownerId,
      ownerEmail: users.email,
      schoolName: schools.name,
      termSession: terms.session,
      termName: terms.name,
    })
    .from(payLinks)
    .innerJoin(families, eq(families.id, payLinks.familyId))
    .innerJoin(schools, eq(schools.id, families.schoolId))
    .innerJoin(users, eq(users.id, schools.ownerId))
    .innerJoin(terms, and(eq(terms.schoolId, schools.id), eq(terms.status, 'current')))
    .where(and(eq(payLinks.tokenHash, sha256(token)), live()))
    .limit(1);
  return row ?? null;
}

/**
 * The plan that applies this term to each child of the family, by the child's id. Joined with the
 * family so drizzle names every column with its table, as the plan's subqueries need.
 */
export async function familyChildPlans(db: Queryable, familyId: string) {
  const rows = await db
    .select({ id: students.id, ...studentPlanColumns })
    .from(students)
    .innerJoin(families, eq(families.id, students.familyId))
    .where(eq(families.id, familyId));
  return new Map(rows.map(({ id, ...plan }) => [id, plan]));
}

export type LinkedFamily = NonNullable<Awaited<ReturnType<typeof findLinkedFamily>>>;

/**
 * Whom the holder of a link that existed and ended (revoked or expired) should ask: the school's
 * name and its owner's phone; null for a token that never existed, whose student or family is
 * gone, or that is live (a student's link opened as a family's, or the other way round).
 */
export async function endedLinkSchool(db: Queryable, token: string) {
  const [row] = await db
    .select({ name: schools.name, phone: users.phone })
    .from(payLinks)
    .innerJoin(schools, eq(schools.id, payLinks.schoolId))
    .innerJoin(users, eq(users.id, schools.ownerId))
    .where(and(eq(payLinks.tokenHash, sha256(token)), not(live())))
    .limit(1);
  return row ?? null;
}

export type LinkedStudent = NonNullable<Awaited<ReturnType<typeof findLinkedStudent>>>;

/** When `token`, a live link of this student (the one a share showed, to mail it), expires; else null. */
export async function liveLinkExpiry(db: Queryable, token: string, studentId: string) {
  const [row] = await db
    .select({ createdAt: payLinks.createdAt })
    .from(payLinks)
    .where(and(eq(payLinks.tokenHash, sha256(token)), eq(payLinks.studentId, studentId), live()))
    .limit(1);
  return row ? linkExpiry(row.createdAt) : null;
}
