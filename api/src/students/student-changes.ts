import {
  accountLabel,
  balanceKobo,
  chargeChangeLine,
  declinedChangeLine,
  studentChanges,
  studentChangeSubject,
  type StudentFacts,
  studentSubject,
  type StudentUpdateBody,
  toNaira,
} from '@fees/shared-data/core';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../db/client';
import { feeItems } from '../db/schema/ledger';
import { families, students } from '../db/schema/schools';
import type { StoredChangeRequest } from '../db/schema/student-changes';
import type { UserRow } from '../guards/sessions-repository';
import type { StudentFigureRow } from '../terms';
import type { StudentRow } from './students-schemas';
import { applyEdit, findStudent, lockedStudent, type EditRefusal } from './students-repository';
import type { Caller } from '../plugins/access/access';

/** What an edit, a request or an answer to one did; the audit line names it (`subject`). */
export type StudentChangeResult =
  | {
      kind: 'updated' | 'requested' | 'approved' | 'declined';
      student: StudentRow;
      subject: string;
    }
  | { kind: 'refused'; refusal: EditRefusal }
  | { kind: 'not-found' }
  | { kind: 'change-waiting' }
  | { kind: 'nothing-requested' };

/** The student as an edit describes them: their class, optional items and family by name. */
async function factsOf(tx: Transaction, row: StudentRow): Promise<StudentFacts> {
  const items = row.optionalItems.length
    ? await tx
        .select({ id: feeItems.id, name: feeItems.name })
        .from(feeItems)
        .where(inArray(feeItems.id, row.optionalItems))
    : [];
  const names = new Map(items.map((item) => [item.id, item.name]));
  const [family] = row.familyId
    ? await tx.select({ name: families.name }).from(families).where(eq(families.id, row.familyId))
    : [];
  return {
    ...row,
    classroom: row.classroomName,
    optionalItems: row.optionalItems.map((id) => names.get(id) ?? id),
    family: family?.name ?? '',
  };
}

const rowBalanceKobo = (row: StudentFigureRow) =>
  balanceKobo(row.totalFeesExpectedKobo, row.totalPaidFeesKobo);

/**
 * What each student an edit may re-price owes, by id: the student, the sibling they join and the
 * children of their family before and after (a sibling discount moves with who is in a family).
 */
async function owedByThoseItMoves(
  tx: Transaction,
  found: StudentRow,
  body: Omit<StudentUpdateBody, 'password'>,
) {
  const ids = [found.id, ...(body.siblingOf ? [body.siblingOf] : [])];
  const familyIds = [found.familyId, body.familyId].filter((id): id is string => !!id);
  const rows = await tx
    .select({ id: students.id, owedKobo: students.totalFeesExpectedKobo })
    .from(students)
    .where(
      and(
        eq(students.schoolId, found.schoolId),
        or(
          inArray(students.id, ids),
          familyIds.length ? inArray(students.familyId, familyIds) : undefined,
          body.siblingOf
            ? sql`${students.familyId} = (select ${students.familyId} from ${students} where ${students.id} = ${body.siblingOf})`
            : undefined,
        ),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.owedKobo]));
}

/** Thrown out of the savepoint an edit is tried in, to undo it: it waits for the owner instead. */
class HeldForOwner extends Error {
  constructor(readonly request: StoredChangeRequest) {
    super('held for the owner');
  }
}

/**
 * A student's edit (docs/students.md#edits-that-lower-charges). It is tried in a savepoint; one
 * by someone who is not the owner (`hold`) that leaves any student owing less this term is undone
 * and kept on the student as a request, all of it, for the owner to answer. While one waits, the
 * student is not edited.
 */
export function updateStudent(
  db: Queryable,
  caller: Caller,
  id: string,
  body: StudentUpdateBody,
  hold: boolean,
): Promise<StudentChangeResult> {
  // The waiting edit is kept without the password it was sent with.
  const edit: Omit<StudentUpdateBody, 'password'> = { ...body };
  delete (edit as Partial<StudentUpdateBody>).password;
  return db.transaction(async (tx): Promise<StudentChangeResult> => {
    const locked = await lockedStudent(tx, caller, id);
    if (!locked) return { kind: 'not-found' };
    const { found, current } = locked;
    if (current.changeRequest) return { kind: 'change-waiting' };
    const owed = await owedByThoseItMoves(tx, found, edit);
    const was = await factsOf(tx, found);
    try {
      return await tx.transaction(async (sp): Promise<StudentChangeResult> => {
        const refusal = await applyEdit(sp, found, current, edit);
        if (refusal) return { kind: 'refused', refusal };
        const now = await findStudent(sp, caller.user.id, id);
        if (!now) throw new Error('the edited student was not found');
        const changes = studentChanges(was, await factsOf(sp, now));
        const after = await owedByThoseItMoves(sp, found, edit);
        const lowers = [...owed].some(([one, kobo]) => (after.get(one) ?? kobo) < kobo);
        const figures = { beforeKobo: rowBalanceKobo(current), afterKobo: rowBalanceKobo(now) };
        if (hold && lowers) {
          const at = new Date().toISOString();
          throw new HeldForOwner({ by: accountLabel(caller.user), at, edit, changes, ...figures });
        }
        const charged = now.totalFeesExpectedKobo !== current.totalFeesExpectedKobo;
        const subject = charged
          ? studentChangeSubject(nameOf(now), lineOf(changes, figures))
          : studentSubject(nameOf(now));
        return { kind: 'updated', student: now, subject };
      });
    } catch (error) {
      if (!(error instanceof HeldForOwner)) throw error;
      const { request } = error;
      const student = await setChange(tx, caller.user, id, { changeRequest: request });
      const line = lineOf(request.changes, request);
      return { kind: 'requested', student, subject: studentChangeSubject(nameOf(found), line) };
    }
  });
}

const nameOf = (row: StudentRow) => ({ fullname: row.fullname, classroom: row.classroomName });

const lineOf = (changes: string, figures: { beforeKobo: number; afterKobo: number }) =>
  chargeChangeLine(changes, toNaira(figures.beforeKobo), toNaira(figures.afterKobo));

/** Writes the student's waiting edit or its answer, and reads the student as they now stand. */
async function setChange(
  tx: Transaction,
  user: UserRow,
  id: string,
  change: Partial<Pick<typeof students.$inferInsert, 'changeRequest' | 'changeDeclined'>>,
) {
  await tx
    .update(students)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(students.id, id));
  const student = await findStudent(tx, user.id, id);
  if (!student) throw new Error('the student was not found');
  return student;
}

/**
 * The owner approves a waiting edit: it applies as it was sent, checked against the school as it
 * is now (a class deleted since refuses it, and it keeps waiting).
 */
export function approveChange(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<StudentChangeResult> {
  return db.transaction(async (tx): Promise<StudentChangeResult> => {
    const locked = await lockedStudent(tx, caller, id);
    if (!locked) return { kind: 'not-found' };
    const { found, current } = locked;
    const request = current.changeRequest;
    if (!request) return { kind: 'nothing-requested' };
    const was = await factsOf(tx, found);
    const refusal = await applyEdit(tx, found, current, request.edit);
    if (refusal) return { kind: 'refused', refusal };
    const student = await setChange(tx, caller.user, id, {
      changeRequest: null,
      changeDeclined: null,
    });
    const changes = studentChanges(was, await factsOf(tx, student));
    const figures = { beforeKobo: rowBalanceKobo(current), afterKobo: rowBalanceKobo(student) };
    const subject = studentChangeSubject(nameOf(student), lineOf(changes, figures));
    return { kind: 'approved', student, subject };
  });
}

/** The owner declines a waiting edit, saying why: none of it applies, and the answer stays. */
export function declineChange(
  db: Queryable,
  caller: Caller,
  id: string,
  reason: string,
): Promise<StudentChangeResult> {
  return db.transaction(async (tx): Promise<StudentChangeResult> => {
    const locked = await lockedStudent(tx, caller, id);
    if (!locked) return { kind: 'not-found' };
    const request = locked.current.changeRequest;
    if (!request) return { kind: 'nothing-requested' };
    const { changes } = request;
    const at = new Date().toISOString();
    const changeDeclined = { by: accountLabel(caller.user), at, reason: reason.trim(), changes };
    const student = await setChange(tx, caller.user, id, { changeRequest: null, changeDeclined });
    const subject = studentChangeSubject(nameOf(student), declinedChangeLine(changes, reason));
    return { kind: 'declined', student, subject };
  });
}
