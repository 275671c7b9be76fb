import type { DeleteBody, SchoolBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { checkAdminPassword } from '../auth/admin-password';
import { notFound } from '../plugins/errors';
import { sendPage } from '../plugins/list-query';
import { currentUser } from '../plugins/session';
import {
  createSchool,
  deleteSchool,
  findSchool,
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

type Params = { id: string };

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

  app.post<{ Body: SchoolBody }>('/', { schema: createSchoolSchema }, async (request, reply) => {
    const user = currentUser(request);
    await checkAdminPassword(app.db, user, request.body.password);
    const row = await createSchool(app.db, user.id, request.body);
    return reply.code(201).send(toSchool(row));
  });

  app.put<{ Params: Params; Body: SchoolBody }>(
    '/:id',
    { schema: updateSchoolSchema },
    async (request) => {
      const user = currentUser(request);
      if (!(await findSchool(app.db, user.id, request.params.id))) throw notFound('School');
      await checkAdminPassword(app.db, user, request.body.password);
      const row = await updateSchool(app.db, user.id, request.params.id, request.body);
      if (!row) throw notFound('School');
      return toSchool(row);
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    { schema: deleteSchoolSchema },
    async (request) => {
      const user = currentUser(request);
      if (!(await findSchool(app.db, user.id, request.params.id))) throw notFound('School');
      await checkAdminPassword(app.db, user, request.body.password);
      if (!(await deleteSchool(app.db, user.id, request.params.id))) throw notFound('School');
      return { message: 'School deleted' };
    },
  );
};
