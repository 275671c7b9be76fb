import { schoolToday } from '../../../format/dates';
import { defaultPlan, movePlan, type Instalment } from '../../../ledger/due-now';
import type { PaymentPlan } from '../../../records/money/payment-plan';
import type { Term } from '../../../types/term';
import {
  planBodySchema,
  planProblem,
  studentPlanBodySchema,
} from '../../../validation/money/plan-schemas';
import { ValidationError } from '../../data-errors';
import { readPlans, writePlans, type GuestPlan } from '../../guest-storage';
import { currentTerm } from '../guest-ledger';
import {
  checkBody,
  checkPassword,
  checkRole,
  findIn,
  type GuestContext,
  readAll,
} from '../guest-records';

const openedOn = (term: Term) => schoolToday(new Date(term.openedAt));

const isFor = (termId: string, studentId: string | null) => (plan: GuestPlan) =>
  plan.termId === termId && plan.studentId === studentId;

function schoolPlanOf(plans: GuestPlan[], term: Term): PaymentPlan {
  const own = plans.find(isFor(term._id, null));
  return {
    termId: term._id,
    instalments: own?.instalments ?? defaultPlan(openedOn(term)),
    own: own !== undefined,
  };
}

function studentPlanOf(plans: GuestPlan[], term: Term, studentId: string): PaymentPlan {
  const own = plans.find(isFor(term._id, studentId));
  return own
    ? { termId: term._id, instalments: own.instalments, own: true }
    : { ...schoolPlanOf(plans, term), own: false };
}

/** The dates must fall in the term's session, as the API checks once it has read the term. */
function checkWithin(instalments: Instalment[], term: Term) {
  const problem = planProblem(instalments, term.session);
  if (problem !== null) throw new ValidationError(problem, { instalments: problem });
}

/** Replaces the plan of `termId` for the school (studentId null) or a student; null drops it. */
function savePlan(
  context: GuestContext,
  termId: string,
  studentId: string | null,
  instalments: Instalment[] | null,
) {
  const others = readPlans(context.storage).filter((plan) => !isFor(termId, studentId)(plan));
  const kept = instalments === null ? [] : [{ termId, studentId, instalments }];
  writePlans(context.storage, [...others, ...kept]);
}

/** The school's plan for its current term (docs/due-dates.md). */
export function getPlan(context: GuestContext, schoolId: string): PaymentPlan {
  const data = readAll(context);
  findIn(data, 'schools', schoolId);
  return schoolPlanOf(readPlans(context.storage), currentTerm(data, schoolId));
}

/** The plan that applies to a student in their school's current term: theirs, else the school's. */
export function getStudentPlan(context: GuestContext, studentId: string): PaymentPlan {
  const data = readAll(context);
  const student = findIn(data, 'students', studentId);
  return studentPlanOf(readPlans(context.storage), currentTerm(data, student.schoolId), studentId);
}

/** Sets the school's plan for its current term (owner only). */
export function setPlan(
  context: GuestContext,
  schoolId: string,
  instalments: Instalment[],
  password: string,
): { plan: PaymentPlan; schoolName: string } {
  checkBody(planBodySchema(), { instalments, password });
  checkRole(context, 'setPlans');
  checkPassword(password);
  const data = readAll(context);
  const school = findIn(data, 'schools', schoolId);
  const term = currentTerm(data, schoolId);
  checkWithin(instalments, term);
  savePlan(context, term._id, null, instalments);
  return { plan: { termId: term._id, instalments, own: true }, schoolName: school.name };
}

/** A student's own plan for the current term, or null to follow the school's; answers theirs. */
export function setStudentPlan(
  context: GuestContext,
  studentId: string,
  instalments: Instalment[] | null,
  password: string,
): { plan: PaymentPlan; schoolId: string; fullname: string } {
  checkBody(studentPlanBodySchema(), { instalments, password });
  checkRole(context, 'setPlans');
  checkPassword(password);
  const data = readAll(context);
  const student = findIn(data, 'students', studentId);
  const term = currentTerm(data, student.schoolId);
  if (instalments !== null) checkWithin(instalments, term);
  savePlan(context, term._id, studentId, instalments);
  const plan = studentPlanOf(readPlans(context.storage), term, studentId);
  return { plan, schoolId: student.schoolId, fullname: student.fullname };
}

/**
 * Carries the closing term's plans, the school's and each student's, into the term that opens,
 * their dates moved by the days between the openings (docs/due-dates.md#next-term).
 */
export function carryPlans(context: GuestContext, closing: Term, opened: Term) {
  const plans = readPlans(context.storage);
  const carried = plans
    .filter((plan) => plan.termId === closing._id)
    .map((plan) => ({
      ...plan,
      termId: opened._id,
      instalments: movePlan(plan.instalments, openedOn(closing), openedOn(opened), opened.session),
    }));
  if (carried.length > 0) writePlans(context.storage, [...plans, ...carried]);
}
