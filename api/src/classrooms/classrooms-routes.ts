import type { ClassroomCreateBody, ClassroomUpdateBody, DeleteBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInBody } from '../schools/school-locators';
import { classroomInParams } from './classroom-locators';
import { HttpError, notFound } from '../plugins/errors';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import {
  createClassroom,
  deleteClassroom,
  listClassrooms,
  updateClassroom,
  type ClassroomListQuery,
} from './classrooms-repository';
import {
  createClassroomSchema,
  deleteClassroomSchema,
  listClassroomsSchema,
  toClassroom,
  updateClassroomSchema,
} from './classrooms-schemas';
import { OWNER } from '../schools/route-roles';

type Params = { id: string };

const HAS_PAYMENTS = 'This classroom has payments and cannot be deleted.';
const PAYMENT_IN_PROGRESS =
  'A payment in this classroom is in progress, so the classroom cannot be deleted yet.';

export const classroomsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: ClassroomListQuery }>(
    '/',
    { schema: listClassroomsSchema },
    async (request, reply) => {
      const page = await listClassrooms(app.db, currentUser(request).id, request.query);
      return sendPage(reply, page, toClassroom);
    },
  );

  app.post<{ Body: ClassroomCreateBody }>(
    '/',
    {
      schema: createClassroomSchema,
      config: { access: { school: schoolInBody, roles: OWNER, password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await createClassroom(app.db, user.id, request.body);
      if (!row) throw notFound('School');
      return reply.code(201).send(toClassroom(row));
    },
  );

  app.put<{ Params: Params; Body: ClassroomUpdateBody }>(
    '/:id',
    {
      schema: updateClassroomSchema,
      config: { access: { school: classroomInParams, roles: OWNER, password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await updateClassroom(app.db, user.id, request.params.id, request.body);
      if (!row) throw notFound('Classroom');
      return toClassroom(row);
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    {
      schema: deleteClassroomSchema,
      config: { access: { school: classroomInParams, roles: OWNER, password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await deleteClassroom(app.db, user.id, request.params.id);
      if (result === 'not-found') throw notFound('Classroom');
      if (result === 'has-payments') throw new HttpError(409, HAS_PAYMENTS);
      if (result === 'payment-in-progress') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      return { message: 'Classroom deleted' };
    },
  );
};
