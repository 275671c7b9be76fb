import { planProblem, type PlanBody, type StudentPlanBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../audit';
import { located } from '../plugins/access/access';
import { fieldError, HttpError } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { schoolInParams } from '../schools';
import { studentInParams } from '../students';
import { readSchoolPlan, readStudentPlan, writePlan, type PlanWrite } from './plans-repository';
import {
  getSchoolPlanSchema,
  getStudentPlanSchema,
  setSchoolPlanSchema,
  setStudentPlanSchema,
} from './plans-schemas';

type Params = { id: string };

export const NO_CURRENT_TERM = 'The school has no current term.';

/** The plan's dates must fall in the session of the term it is for (docs/due-dates.md). */
const withinTerm = (instalments: unknown, term: { session: string }) =>
  planProblem(instalments, term.session);

function answer(outcome: PlanWrite) {
  if (outcome.kind === 'no-term') throw new HttpError(409, NO_CURRENT_TERM);
  if (outcome.kind === 'refused') throw fieldError(400, 'instalments', outcome.message);
  return outcome.plan;
}

/** A school's payment plan (docs/due-dates.md): mounted under /api/schools. */
export const schoolPlanRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id/plan',
    { schema: getSchoolPlanSchema, config: { access: { school: schoolInParams } } },
    async (request) => {
      const plan = await readSchoolPlan(app.db, request.params.id);
      if (!plan) throw new HttpError(409, NO_CURRENT_TERM);
      return plan;
    },
  );

  app.put<{ Params: Params; Body: PlanBody }>(
    '/:id/plan',
    {
      schema: setSchoolPlanSchema,
      config: { access: { school: schoolInParams, action: 'setPlans', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const school = located(request, schoolInParams);
      const outcome = await audited(
        app.db,
        (tx) => writePlan(tx, school.id, null, request.body.instalments, withinTerm),
        (done) =>
          done.kind === 'set'
            ? { schoolId: school.id, actor: user, action: 'plan.set', subject: school.name }
            : null,
      );
      return answer(outcome);
    },
  );
};

/** A student's own payment plan: mounted under /api/students. */
export const studentPlanRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id/plan',
    { schema: getStudentPlanSchema, config: { access: { school: studentInParams } } },
    async (request) => {
      const student = located(request, studentInParams);
      const plan = await readStudentPlan(app.db, student.schoolId, student.id);
      if (!plan) throw new HttpError(409, NO_CURRENT_TERM);
      return plan;
    },
  );

  app.put<{ Params: Params; Body: StudentPlanBody }>(
    '/:id/plan',
    {
      schema: setStudentPlanSchema,
      config: { access: { school: studentInParams, action: 'setPlans', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const student = located(request, studentInParams);
      const { instalments } = request.body;
      const outcome = await audited(
        app.db,
        (tx) => writePlan(tx, student.schoolId, student.id, instalments, withinTerm),
        (done) =>
          done.kind === 'set'
            ? {
                schoolId: student.schoolId,
                actor: user,
                action: 'plan.set',
                subject:
                  instalments === null ? `${student.fullname}: the school's` : student.fullname,
              }
            : null,
      );
      return answer(outcome);
    },
  );
};
