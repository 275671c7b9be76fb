import {
  type AuditAction,
  countOf,
  type DeleteBody,
  mayDo,
  type PaymentVoidBody,
  STUDENT_CHANGE_REFUSALS,
  LIMITS,
  statementInNaira,
  studentUnmet,
  type StudentCreateBody,
  type StudentImportFile,
  type StudentUpdateBody,
  FAMILY_REFUSALS,
  TERM_REFUSALS,
} from '@fees/shared-data/core';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { schoolInBody } from '../schools';
import { studentInParams } from './student-locators';
import { fieldError, HttpError, notFound } from '../plugins/errors';
import { cachedPage } from '../http/cached-page';
import { callerOf, located, type RouteAccess } from '../plugins/access/access';
import { sendPage } from '../http/list-query';
import { currentUser } from '../plugins/session';
import type { UserRow } from '../guards/sessions-repository';
import { audited } from '../audit';
import { studentAuditLine } from './student-audit-line';
import type { AuditEntry } from '../audit';
import { checkImportRows } from './import-rows';
import { studentStatement } from './statement-repository';
import {
  createStudent,
  deleteStudent,
  importStudents,
  listStudents,
  type StudentListQuery,
  type StudentWriteResult,
} from './students-repository';
import {
  createStudentSchema,
  deleteStudentSchema,
  importStudentsSchema,
  listStudentsSchema,
  planned,
  statementSchema,
  toStudent,
  updateStudentSchema,
  approveChangeSchema,
  declineChangeSchema,
} from './students-schemas';
import {
  approveChange,
  declineChange,
  updateStudent,
  type StudentChangeResult,
} from './student-changes';

type Params = { id: string };

const CLASSROOM_NOT_FOUND = 'Classroom not found in this school';
const NOT_AN_OPTIONAL_ITEM = TERM_REFUSALS.optionalItemNotInClass;
const HAS_PAYMENTS = 'This student has payments and cannot be deleted.';
const PAYMENT_IN_PROGRESS =
  'A payment for this student is in progress, so the student cannot be deleted yet.';

/** Who may approve or decline a waiting change: one rule for both answers, password confirmed. */
const answersChange: RouteAccess = {
  school: studentInParams,
  action: 'answerStudentChange',
  password: true,
};

/**
 * A row with every field at its longest is about 600 bytes of JSON with its keys; accented
 * letters in the name and pretty-printing add up to a few hundred more.
 */
const IMPORT_ROW_BYTES = 1024;
/** A full file and no more: a larger body is refused before it is read, let alone checked. */
const IMPORT_BODY_LIMIT = LIMITS.importRowsMax * IMPORT_ROW_BYTES;

/** The log's line for a student written, or none for a refusal. */
function studentLine(
  user: UserRow,
  action: 'student.created',
  result: StudentWriteResult | null,
): AuditEntry | null {
  if (result === null || typeof result === 'string') return null;
  return studentAuditLine(user, action, result);
}

/** The log's line for an edit, a request or an answer that went through; none for a refusal. */
function changeLine(
  user: UserRow,
  action: (kind: 'updated' | 'requested' | 'approved' | 'declined') => AuditAction,
): (result: StudentChangeResult) => AuditEntry | null {
  return (result) =>
    'student' in result
      ? {
          schoolId: result.student.schoolId,
          actor: user,
          action: action(result.kind),
          subject: result.subject,
        }
      : null;
}

/** The student an edit or an answer left, 202 for one waiting; each refusal as the caller sees it. */
function answerChange(
  reply: FastifyReply,
  result: StudentChangeResult,
  body: { siblingOf?: string | undefined },
) {
  const today = reply.server.schoolToday();
  switch (result.kind) {
    case 'requested':
      return reply.code(202).send(toStudent(result.student, today));
    case 'updated':
    case 'approved':
    case 'declined':
      return toStudent(result.student, today);
    case 'refused':
      return orThrow(result.refusal, body, today);
    case 'not-found':
      throw notFound('Student');
    case 'change-waiting':
      throw new HttpError(409, STUDENT_CHANGE_REFUSALS.changeWaiting);
    case 'nothing-requested':
      throw new HttpError(409, STUDENT_CHANGE_REFUSALS.noChangeRequested);
  }
}

/** `body` says which field a full family is refused on: the one that named it. */
function orThrow(
  result: StudentWriteResult | null,
  body: { siblingOf?: string | undefined },
  today: string,
) {
  if (result === null) throw notFound('Student');
  if (result === 'school-not-found') throw notFound('School');
  if (result === 'classroom-not-found') throw fieldError(404, 'classroom', CLASSROOM_NOT_FOUND);
  if (result === 'optional-items-invalid') {
    throw fieldError(400, 'optionalItems', NOT_AN_OPTIONAL_ITEM);
  }
  if (result === 'family-and-sibling') {
    throw fieldError(400, 'familyId', FAMILY_REFUSALS.familyAndSibling);
  }
  if (result === 'family-not-found') {
    throw fieldError(400, 'familyId', FAMILY_REFUSALS.familyNotFound);
  }
  if (result === 'sibling-not-found') {
    throw fieldError(400, 'siblingOf', FAMILY_REFUSALS.siblingNotFound);
  }
  if (result === 'family-full') {
    throw fieldError(400, body.siblingOf ? 'siblingOf' : 'familyId', FAMILY_REFUSALS.familyFull);
  }
  return toStudent(result, today);
}

export const studentsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Querystring: StudentListQuery }>(
    '/',
    { schema: listStudentsSchema, ...cachedPage(app) },
    async (request, reply) => {
      const page = await listStudents(app.db, currentUser(request).id, request.query);
      const today = app.schoolToday();
      return sendPage(reply, page, (row) => toStudent(row, today));
    },
  );

  app.post<{ Body: StudentCreateBody }>(
    '/',
    {
      schema: createStudentSchema,
      config: { access: { school: schoolInBody, action: 'registerStudents', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const student = orThrow(
        await audited(
          app.db,
          (tx) => createStudent(tx, callerOf(request), request.body),
          (result) => studentLine(user, 'student.created', result),
        ),
        request.body,
        app.schoolToday(),
      );
      return reply.code(201).send(student);
    },
  );

  app.post<{ Body: StudentImportFile }>(
    '/import',
    {
      schema: importStudentsSchema,
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { access: { school: schoolInBody, action: 'importStudents', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const rows = await checkImportRows(request.body.students);
      const { schoolId } = request.body;
      const result = await audited(
        app.db,
        (tx) => importStudents(tx, callerOf(request), { ...request.body, students: rows }),
        (outcome) =>
          outcome.kind === 'imported'
            ? {
                schoolId,
                actor: user,
                action: 'students.imported',
                subject: countOf(outcome.imported, 'student', 'students'),
              }
            : null,
      );
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
      const { money, plan, openedOn, atOnce } = planned(student);
      const unmet = studentUnmet(money, plan, openedOn, atOnce);
      return statementInNaira(student.id, await studentStatement(app.db, student), unmet);
    },
  );

  app.put<{ Params: Params; Body: StudentUpdateBody }>(
    '/:id',
    {
      schema: updateStudentSchema,
      config: { access: { school: studentInParams, action: 'changeStudents', password: true } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const hold = !mayDo(request.schoolRole, 'answerStudentChange');
      const result = await audited(
        app.db,
        (tx) => updateStudent(tx, callerOf(request), request.params.id, request.body, hold),
        changeLine(user, (kind) =>
          kind === 'requested' ? 'student.change-requested' : 'student.updated',
        ),
      );
      return answerChange(reply, result, request.body);
    },
  );

  app.post<{ Params: Params; Body: DeleteBody }>(
    '/:id/change/approve',
    {
      schema: approveChangeSchema,
      config: { access: answersChange },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await audited(
        app.db,
        (tx) => approveChange(tx, callerOf(request), request.params.id),
        changeLine(user, () => 'student.change-approved'),
      );
      return answerChange(reply, result, {});
    },
  );

  app.post<{ Params: Params; Body: PaymentVoidBody }>(
    '/:id/change/decline',
    {
      schema: declineChangeSchema,
      config: { access: answersChange },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await audited(
        app.db,
        (tx) => declineChange(tx, callerOf(request), request.params.id, request.body.reason),
        changeLine(user, () => 'student.change-declined'),
      );
      return answerChange(reply, result, {});
    },
  );

  app.delete<{ Params: Params; Body: DeleteBody }>(
    '/:id',
    {
      schema: deleteStudentSchema,
      config: { access: { school: studentInParams, action: 'deleteStudent', password: true } },
    },
    async (request) => {
      const user = currentUser(request);
      const student = located(request, studentInParams);
      const result = await audited(
        app.db,
        (tx) => deleteStudent(tx, callerOf(request), request.params.id),
        (outcome) =>
          outcome === 'deleted' ? studentAuditLine(user, 'student.deleted', student) : null,
      );
      if (result === 'not-found') throw notFound('Student');
      if (result === 'has-payments') throw new HttpError(409, HAS_PAYMENTS);
      if (result === 'payment-in-progress') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      return { message: 'Student deleted' };
    },
  );
};
