import type { FastifyPluginAsync } from 'fastify';
import { sendPage } from '../http/list-query';
import { schoolInParams } from './school-locators';
import { listAudit, type AuditListQuery } from '../audit';
import { listAuditSchema, toAuditEvent } from './audit-schemas';

/** A school's audit log (docs/staff.md#the-audit-log), its owner's to read: under /api/schools. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireUser);

  app.get<{ Params: { id: string }; Querystring: AuditListQuery }>(
    '/:id/audit',
    {
      schema: listAuditSchema,
      config: { access: { school: schoolInParams, action: 'readAudit' } },
    },
    async (request, reply) => {
      const page = await listAudit(app.db, request.params.id, request.query);
      return sendPage(reply, page, toAuditEvent);
    },
  );
};
