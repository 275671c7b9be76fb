import {
  LIMITS,
  statementInNaira,
  TERM_REFUSALS,
  type DeleteBody,
  type StudentCreateBody,
  type StudentImportFile,
  type StudentUpdateBody,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync } from 'fastify';
import { schoolInBody } from '../schools/school-locators';
import { studentInParams } from './student-locators';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { cachedPage } from '../http/cached-page';
import { located } from '../plugins/access';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import { checkImportRows } from './import-rows';
import { studentStatement } from './statement-repository';
import {
  createStudent,
  deleteStudent,
  importStudents,
  listStudents,
  updateStudent,
  type StudentListQuery,
  type StudentWriteResult,
} from './students-repository';
import {
  createStudentSchema,
  deleteStudentSchema,
  importStudentsSchema,
  listStudentsSchema,
  statementSchema,
  toStudent,
  updateStudentSchema,
} from './students-schemas';
import { OWNER, RECORDERS } from '../schools/route-roles';

type Params = { id: string };

const CLASSROOM_NOT_FOUND = 'Classroom not found in this school';
const NOT_AN_OPTIONAL_ITEM = TERM_REFUSALS.optionalItemNotInClass;
const HAS_PAYMENTS = 'This student has payments and cannot be deleted.';
const PAYMENT_IN_PROGRESS =
  'A payment for this student is in progress, so the student cannot be deleted yet.';

/**
 * A row with every field at its longest is about 600 bytes of JSON with its keys; accented
 * letters in the name and pretty-printing add up to a few hundred more.
 */
const IMPORT_ROW_BYTES = 1024;
/** A full file and no more: a larger body is refused before it is read, let alone checked. */
const IMPORT_BODY_LIMIT = LIMITS.importRowsMax * IMPORT_ROW_BYTES;

function orThrow(result: StudentWriteResult | null) {
  if (result === null) throw notFound('Student');
  if (result === 'school-not-found') throw notFound('School');
  if (result === 'classroom-not-found') throw fieldError(404, 'classroom', CLASSROOM_NOT_FOUND);
  if (result === 'optional-items-invalid') {
    throw fieldError(400, 'optionalItems', NOT_AN_OPTIONAL_ITEM);
  }
  return toStudent(result);
}

export const studentsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: StudentListQuery }>(
    '/',
    { schema: listStudentsSchema, ...cachedPage(app) },
    async (request, reply) => {
      const page = await listStudents(app.db, currentUser(request).id, request.query);
      return sendPage(reply, page, toStudent);
    },
  );

  app.post<{ Body: StudentCreateBody }>(
    '/',
    {
      schema: createStudentSchema,
      config: { access: { school: schoolInBody, roles: RECORDERS, password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const student = orThrow(await createStudent(app.db, user.id, request.body));
      return reply.code(201).send(student);
    },
  );

  app.post<{ Body: StudentImportFile }>(
    '/import',
    {
      schema: importStudentsSchema,
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { school: schoolInBody, roles: RECORDERS, password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await checkImportRows(request.body.students);
      const result = await importStudents(app.db, user.id, { ...request.body, students: rows });
      if (result.kind === 'school-not-found') throw notFound('School');
      if (result.kind === 'classroom-not-found') {
        const fields = Object.fromEntries(
          result.rows.map((row) => [`students[${row}].classroom`, CLASSROOM_NOT_FOUND]),
        );
        throw new HttpError(400, CLASSROOM_NOT_FOUND, fields);
      }
      if (result.kind === 'optional-items-invalid') {
        const fields = Object.fromEntries(
          result.rows.map((row) => [`students[${row}].optionalItems`, NOT_AN_OPTIONAL_ITEM]),
        );
        throw new HttpError(400, NOT_AN_OPTIONAL_ITEM, fields);
      }
      return reply.code(201).send({ imported: result.imported });
    },
  );

  app.get<{ Params: Params }>(
    '/:id/statement',
    { schema: statementSchema, config: { access: { school: studentInParams } } },
    async (request) => {
      const student = located(request, studentInParams);
      return statementInNaira(student.id, await studentStatement(app.db, student));
    },
  );

  app.put<{ Params: Params; Body: StudentUpdateBody }>(
    '/:id',
    {
      schema: updateStudentSchema,
      config: { access: { school: studentInParams, roles: RECORDERS, password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      return orThrow(await updateStudent(app.db, user.id, request.params.id, request.body));
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    {
      schema: deleteStudentSchema,
      config: { access: { school: studentInParams, roles: OWNER, password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await deleteStudent(app.db, user.id, request.params.id);
      if (result === 'not-found') throw notFound('Student');
      if (result === 'has-payments') throw new HttpError(409, HAS_PAYMENTS);
      if (result === 'payment-in-progress') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      return { message: 'Student deleted' };
    },
  );
};
