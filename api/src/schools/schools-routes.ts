import type { DeleteBody, SchoolBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInParams } from './school-locators';
import { HttpError, notFound } from '../plugins/errors';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import { audited } from '../audit';
import {
  createSchool,
  deleteSchool,
  listSchools,
  updateSchool,
  type SchoolListQuery,
} from './schools-repository';
import {
  createSchoolSchema,
  deleteSchoolSchema,
  listSchoolsSchema,
  toSchool,
  updateSchoolSchema,
} from './schools-schemas';
import { callerOf } from '../plugins/access/access';

type Params = { id: string };

const HAS_PAYMENTS = 'This school has payments and cannot be deleted.';
const PAYMENT_IN_PROGRESS =
  'A payment in this school is in progress, so the school cannot be deleted yet.';

export const schoolsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: SchoolListQuery }>(
    '/',
    { schema: listSchoolsSchema },
    async (request, reply) => {
      const page = await listSchools(app.db, currentUser(request).id, request.query);
      return sendPage(reply, page, toSchool);
    },
  );

  app.post<{ Body: SchoolBody }>(
    '/',
    { schema: createSchoolSchema, config: { access: { password: true } } },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await audited(
        app.db,
        (tx) => createSchool(tx, user.id, request.body),
        (created) => ({
          schoolId: created.id,
          actor: user,
          action: 'school.created',
          subject: created.name,
        }),
      );
      return reply.code(201).send(toSchool({ ...row, role: 'owner' }));
    },
  );

  app.put<{ Params: Params; Body: SchoolBody }>(
    '/:id',
    {
      schema: updateSchoolSchema,
      config: { access: { school: schoolInParams, action: 'changeSchool', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await audited(
        app.db,
        (tx) => updateSchool(tx, user.id, request.params.id, request.body),
        (updated) =>
          updated && {
            schoolId: updated.id,
            actor: user,
            action: 'school.updated',
            subject: updated.name,
          },
      );
      if (!row) throw notFound('School');
      return toSchool({ ...row, role: 'owner' });
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    {
      schema: deleteSchoolSchema,
      config: { access: { school: schoolInParams, action: 'changeSchool', password: true } },
    },
    async (request) => {
      const result = await deleteSchool(app.db, callerOf(request), request.params.id);
      if (result === 'not-found') throw notFound('School');
      if (result === 'has-payments') throw new HttpError(409, HAS_PAYMENTS);
      if (result === 'payment-in-progress') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      return { message: 'School deleted' };
    },
  );
};
