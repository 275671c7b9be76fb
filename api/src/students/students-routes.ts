import type { DeleteBody, StudentCreateBody, StudentUpdateBody } from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { checkAdminPassword } from '../auth/admin-password';
import { fieldError, notFound } from '../plugins/errors';
import { sendPage } from '../plugins/list-query';
import { currentUser } from '../plugins/session';
import { findSchool } from '../schools/schools-repository';
import {
  createStudent,
  deleteStudent,
  findStudent,
  listStudents,
  updateStudent,
  type StudentListQuery,
  type StudentWriteResult,
} from './students-repository';
import {
  createStudentSchema,
  deleteStudentSchema,
  listStudentsSchema,
  toStudent,
  updateStudentSchema,
} from './students-schemas';

type Params = { id: string };

const CLASSROOM_NOT_FOUND = 'Classroom not found in this school';

function orThrow(result: StudentWriteResult | null) {
  if (result === null) throw notFound('Student');
  if (result === 'school-not-found') throw notFound('School');
  if (result === 'classroom-not-found') throw fieldError(404, 'classroom', CLASSROOM_NOT_FOUND);
  return toStudent(result);
}

export const studentsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: StudentListQuery }>(
    '/',
    { schema: listStudentsSchema },
    async (request, reply) => {
      const page = await listStudents(app.db, currentUser(request).id, request.query);
      return sendPage(reply, page, toStudent);
    },
  );

  app.post<{ Body: StudentCreateBody }>(
    '/',
    { schema: createStudentSchema },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await findSchool(app.db, user.id, request.body.schoolId))) throw notFound('School');
      await checkAdminPassword(app.db, user, request.body.password);
      const student = orThrow(await createStudent(app.db, user.id, request.body));
      return reply.code(201).send(student);
    },
  );

  app.put<{ Params: Params; Body: StudentUpdateBody }>(
    '/:id',
    { schema: updateStudentSchema },
    async (request) => {
      const user = currentUser(request);
      if (!(await findStudent(app.db, user.id, request.params.id))) throw notFound('Student');
      await checkAdminPassword(app.db, user, request.body.password);
      return orThrow(await updateStudent(app.db, user.id, request.params.id, request.body));
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    { schema: deleteStudentSchema },
    async (request) => {
      const user = currentUser(request);
      if (!(await findStudent(app.db, user.id, request.params.id))) throw notFound('Student');
      await checkAdminPassword(app.db, user, request.body.password);
      if (!(await deleteStudent(app.db, user.id, request.params.id))) throw notFound('Student');
      return { message: 'Student deleted' };
    },
  );
};
