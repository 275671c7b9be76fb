import type { AuditAction } from '../../constants/audit';
import { schoolToday } from '../../format/dates';
import type { AuditEvent } from '../../types/audit-event';
import type { AuditParams, ListResult } from '../data-source';
import { readGuestAudit, writeGuestAudit } from '../guest-storage';
import { objectId } from '../object-id';
import { auditName, checkRole, findRecord, type GuestContext } from './guest-records';

/**
 * Adds a line to a guest school's log, after the write it records: the demo's storage has no
 * transaction, and a write is never undone for its line.
 */
export function logGuest(
  context: GuestContext,
  schoolId: string,
  action: AuditAction,
  subject: string,
  actor = auditName(context),
): void {
  logGuestEach(context, schoolId, action, [subject], actor);
}

/** One line per subject, written at once: a run that makes hundreds reads and writes the log once. */
export function logGuestEach(
  context: GuestContext,
  schoolId: string,
  action: AuditAction,
  subjects: readonly string[],
  actor = auditName(context),
): void {
  const now = context.now();
  writeGuestAudit(context.storage, [
    ...readGuestAudit(context.storage),
    ...subjects.map((subject) => ({
      _id: objectId(now.getTime()),
      schoolId,
      at: now.toISOString(),
      actor,
      action,
      subject,
    })),
  ]);
}

/** A school's log as the API lists it: newest first, by action, day in Lagos and words. */
export function listAudit(
  context: GuestContext,
  schoolId: string,
  params: AuditParams = {},
): ListResult<AuditEvent> {
  findRecord(context, 'schools', schoolId);
  checkRole(context, 'readAudit');
  const q = params.q?.trim().toLowerCase();
  const lines = readGuestAudit(context.storage)
    .filter((line) => line.schoolId === schoolId)
    .filter((line) => !params.actions?.length || params.actions.includes(line.action))
    .filter((line) => {
      const day = schoolToday(new Date(line.at));
      return (!params.from || day >= params.from) && (!params.to || day <= params.to);
    })
    .filter(
      (line) =>
        !q || line.subject.toLowerCase().includes(q) || line.actor.toLowerCase().includes(q),
    )
    .reverse();
  const offset = params.offset ?? 0;
  const page = lines.slice(offset, params.limit === undefined ? undefined : offset + params.limit);
  return { items: page.map(({ schoolId: _, ...line }) => line), total: lines.length };
}
