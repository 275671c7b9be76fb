import {
  AUDIT_ACTIONS,
  auditEventRecord,
  dayRangeShape,
  type AuditEvent,
} from '@fees/shared-data/core';
import type { auditEvents } from '../db/schema/audit';
import { sessionRouteSchemas } from '../http/route-schemas';

export function toAuditEvent(row: typeof auditEvents.$inferSelect): AuditEvent {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    subject: row.subject,
  };
}

const routes = sessionRouteSchemas('audit', 'School');

export const listAuditSchema = {
  ...routes.list(
    "The school's audit log, newest first (owner only): action filters by what was done, from " +
      'and to are days in Lagos, both included, q searches who and what',
    auditEventRecord,
    [],
    { action: AUDIT_ACTIONS },
    [],
    dayRangeShape,
  ),
  params: routes.params,
};
