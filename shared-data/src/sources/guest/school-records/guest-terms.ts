import { TERM_REFUSALS } from '../../../constants/school-records/terms';
import { toKobo, toNaira } from '../../../format/money/money';
import { creditKobo } from '../../../ledger/balance';
import type { Promotions } from '../../../ledger/promotions';
import { nextTerm, type TermPlace } from '../../../ledger/terms';
import type { NextTermPreview, Term } from '../../../types/term';
import {
  nextTermBodySchema,
  termPlaceBodySchema,
} from '../../../validation/school-records/term-schemas';
import { ConflictError, ValidationError } from '../../data-errors';
import type { GuestData } from '../../guest-storage';
import { objectId } from '../../object-id';
import { carryPlans } from '../money/guest-plans';
import {
  classItems,
  currentChargeLines,
  currentTerm,
  schoolTerms,
  siblingDiscountsOf,
} from '../guest-ledger';
import {
  findIn,
  findRecord,
  type GuestContext,
  readAll,
  readForChange,
  writeAll,
} from '../guest-records';

function refusePromotions(message: string): never {
  throw new ValidationError(message, { promotions: message });
}

export function listTerms(context: GuestContext, schoolId: string): Term[] {
  findRecord(context, 'schools', schoolId);
  return schoolTerms(readAll(context), schoolId);
}

/**
 * What starting the next term carries into it: the students enrolled now, class by class, and every
 * student's balance now, leavers' too.
 */
export function previewNextTerm(context: GuestContext, schoolId: string): NextTermPreview {
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  const students = data.students.filter((student) => student.schoolId === schoolId);
  const balances = students.map((student) => toKobo(student.balance));
  const owing = balances.filter((kobo) => kobo > 0);
  const credits = balances.map(creditKobo).filter((kobo) => kobo > 0);
  const sum = (amounts: number[]) => toNaira(amounts.reduce((total, kobo) => total + kobo, 0));
  const closing = currentTerm(data, schoolId);
  const { session, name, startsSession } = nextTerm(closing);
  const enrolled = students.filter((student) => student.enrolment === 'enrolled');
  const byClass = new Map<string, number>();
  for (const { classroomId } of enrolled) {
    byClass.set(classroomId, (byClass.get(classroomId) ?? 0) + 1);
  }
  return {
    closing: closing._id,
    session,
    name,
    startsSession,
    students: enrolled.length,
    classes: [...byClass]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([_id, count]) => ({ _id, students: count })),
    arrears: { students: owing.length, amount: sum(owing) },
    credit: { students: credits.length, amount: sum(credits) },
  };
}

/** Each promotion names a classroom of the school, and only when a session starts. */
function checkPromotions(
  data: GuestData,
  schoolId: string,
  promotions: Promotions | undefined,
  startsSession: boolean,
): void {
  if (promotions === undefined) return;
  if (!startsSession) refusePromotions(TERM_REFUSALS.promotionsOutsideSession);
  const rooms = new Set(
    data.classrooms.filter((room) => room.schoolId === schoolId).map((room) => room._id),
  );
  const named = Object.entries(promotions).flatMap(([from, to]) =>
    to === null ? [from] : [from, to],
  );
  if (!named.every((id) => rooms.has(id))) refusePromotions(TERM_REFUSALS.promotionsUnknownClass);
}

/** Moves each named class's enrolled students up, or out of the school, at a new session. */
function promote(data: GuestData, schoolId: string, promotions: Promotions): void {
  for (const student of data.students) {
    if (student.schoolId !== schoolId || student.enrolment === 'left') continue;
    const to = promotions[student.classroomId];
    if (to === undefined) continue;
    if (to === null) {
      student.enrolment = 'left';
      continue;
    }
    const room = findIn(data, 'classrooms', to);
    const offered = new Set(
      classItems(data, to)
        .filter((item) => item.optional)
        .map((item) => item._id),
    );
    student.classroomId = room._id;
    student.classroom = room.name;
    // A choice is of one class's item: the new class's items are chosen afresh.
    student.optionalItems = student.optionalItems.filter((id) => offered.has(id));
  }
}

/**
 * Closes the current term with every enrolled student's lines frozen as they stand, and opens the
 * next, into which fee items, choices and payment plans carry over (docs/terms.md#next-term).
 */
export function startNextTerm(
  context: GuestContext,
  schoolId: string,
  closingId: string,
  promotions: Promotions | undefined,
  password: string,
): Term {
  const data = readForChange(
    context,
    'runTerms',
    nextTermBodySchema,
    promotions === undefined
      ? { closing: closingId, password }
      : { closing: closingId, promotions, password },
  );
  findIn(data, 'schools', schoolId);
  const closing = currentTerm(data, schoolId);
  if (closing._id !== closingId) throw new ConflictError(TERM_REFUSALS.alreadyClosed);
  const next = nextTerm(closing);
  checkPromotions(data, schoolId, promotions, next.startsSession);
  const stamp = context.now().toISOString();
  const siblingDiscounts = siblingDiscountsOf(data);
  for (const student of data.students) {
    if (student.schoolId !== schoolId || student.enrolment === 'left') continue;
    data.termCharges.push({
      termId: closing._id,
      studentId: student._id,
      classroomId: student.classroomId,
      lines: currentChargeLines(data, student, siblingDiscounts),
    });
  }
  Object.assign(closing, { status: 'closed', closedAt: stamp });
  const opened: Term = {
    _id: objectId(context.now().getTime()),
    schoolId,
    session: next.session,
    name: next.name,
    status: 'current',
    openedAt: stamp,
    closedAt: null,
  };
  data.terms.push(opened);
  for (const item of data.feeItems) if (item.termId === closing._id) item.termId = opened._id;
  if (promotions) promote(data, schoolId, promotions);
  writeAll(context, data);
  carryPlans(context, closing, opened);
  return opened;
}

/**
 * Says which session and term the school is in, until its first payment. The school then has that
 * one term: any it closed before is dropped with its frozen lines, since nothing was paid in it.
 */
export function setCurrentTerm(
  context: GuestContext,
  schoolId: string,
  place: TermPlace,
  password: string,
): Term {
  const data = readForChange(context, 'runTerms', termPlaceBodySchema, { ...place, password });
  findIn(data, 'schools', schoolId);
  if (data.payments.some((payment) => payment.schoolId === schoolId)) {
    throw new ConflictError(TERM_REFUSALS.termLocked);
  }
  const current = currentTerm(data, schoolId);
  const dropped = new Set(
    schoolTerms(data, schoolId)
      .filter((term) => term !== current)
      .map((term) => term._id),
  );
  Object.assign(current, { session: place.session, name: place.name });
  data.terms = data.terms.filter((term) => !dropped.has(term._id));
  data.termCharges = data.termCharges.filter((charged) => !dropped.has(charged.termId));
  writeAll(context, data);
  return current;
}
