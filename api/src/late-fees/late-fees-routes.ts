import {
  LATE_FEE_ALREADY_WAIVED,
  LATE_FEE_FROZEN,
  lateFeeRuleOf,
  lateFeeSetting,
  type DeleteBody,
  type LateFeeBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../audit';
import { located } from '../plugins/access/access';
import { HttpError, notFound } from '../plugins/errors';
import { currentUser } from '../plugins/session';
import { schoolInParams } from '../schools';
import { studentInParams } from '../students';
import { listLateFees, readRule, waiveLateFee, writeRule } from './late-fees-repository';
import {
  getLateFeeSchema,
  listLateFeesSchema,
  setLateFeeSchema,
  waiveLateFeeSchema,
} from './late-fees-schemas';

type Params = { id: string };

/** A school's late fee (docs/due-dates.md#late-fee): mounted under /api/schools. */
export const schoolLateFeeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id/late-fee',
    { schema: getLateFeeSchema, config: { access: { school: schoolInParams } } },
    async (request) => lateFeeSetting(await readRule(app.db, request.params.id)),
  );

  app.put<{ Params: Params; Body: LateFeeBody }>(
    '/:id/late-fee',
    {
      schema: setLateFeeSchema,
      config: { access: { school: schoolInParams, action: 'setLateFee', password: true } },
    },
    async (request) => {
      const school = located(request, schoolInParams);
      const rule = lateFeeRuleOf(request.body);
      await audited(
        app.db,
        (tx) => writeRule(tx, school.id, rule),
        () => ({
          schoolId: school.id,
          actor: currentUser(request),
          action: 'late-fee.set',
          subject: school.name,
        }),
      );
      return lateFeeSetting(rule);
    },
  );
};

/** A student's late fees: mounted under /api/students. */
export const studentLateFeeRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: Params }>(
    '/:id/late-fees',
    { schema: listLateFeesSchema, config: { access: { school: studentInParams } } },
    async (request) => listLateFees(app.db, located(request, studentInParams)),
  );

  app.delete<{ Params: Params & { lineId: string }; Body: DeleteBody }>(
    '/:id/late-fees/:lineId',
    {
      schema: waiveLateFeeSchema,
      config: { access: { school: studentInParams, action: 'waiveLateFees', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const student = located(request, studentInParams);
      const outcome = await audited(
        app.db,
        (tx) => waiveLateFee(tx, student, request.params.lineId, user.id),
        (done) =>
          done.kind === 'waived'
            ? {
                schoolId: student.schoolId,
                actor: user,
                action: 'late-fee.waived',
                subject: `${student.fullname}: ${done.line}`,
              }
            : null,
      );
      if (outcome.kind === 'not-found') throw notFound('Late fee');
      if (outcome.kind === 'closed') throw new HttpError(409, LATE_FEE_FROZEN);
      if (outcome.kind === 'already-waived') throw new HttpError(409, LATE_FEE_ALREADY_WAIVED);
      return { message: 'Late fee waived' };
    },
  );
};
