import type { ClassroomCreateBody, ClassroomUpdateBody, DeleteBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInBody } from '../schools';
import { classroomInParams } from './classroom-locators';
import { HttpError, notFound } from '../plugins/errors';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import { callerOf, located } from '../plugins/access/access';
import { audited } from '../audit';
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
      config: { access: { school: schoolInBody, action: 'changeClasses', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await audited(
        app.db,
        (tx) => createClassroom(tx, callerOf(request), request.body),
        (created) =>
          created && {
            schoolId: created.schoolId,
            actor: user,
            action: 'classroom.created',
            subject: created.name,
          },
      );
      if (!row) throw notFound('School');
      return reply.code(201).send(toClassroom(row));
    },
  );

  app.put<{ Params: Params; Body: ClassroomUpdateBody }>(
    '/:id',
    {
      schema: updateClassroomSchema,
      config: { access: { school: classroomInParams, action: 'changeClasses', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const row = await audited(
        app.db,
        (tx) => updateClassroom(tx, callerOf(request), request.params.id, request.body),
        (updated) =>
          updated && {
            schoolId: updated.schoolId,
            actor: user,
            action: 'classroom.updated',
            subject: updated.name,
          },
      );
      if (!row) throw notFound('Classroom');
      return toClassroom(row);
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    {
      schema: deleteClassroomSchema,
      config: { access: { school: classroomInParams, action: 'changeClasses', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const classroom = located(request, classroomInParams);
      const result = await audited(
        app.db,
        (tx) => deleteClassroom(tx, callerOf(request), request.params.id),
        (outcome) =>
          outcome === 'deleted'
            ? {
                schoolId: classroom.schoolId,
                actor: user,
                action: 'classroom.deleted',
                subject: classroom.name,
              }
            : null,
      );
      if (result === 'not-found') throw notFound('Classroom');
      if (result === 'has-payments') throw new HttpError(409, HAS_PAYMENTS);
      if (result === 'payment-in-progress') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      return { message: 'Classroom deleted' };
    },
  );
};
