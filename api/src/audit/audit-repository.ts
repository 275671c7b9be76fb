import { randomUUID } from 'node:crypto';
import { accountLabel, SCHOOL_TIME_ZONE, type AuditAction } from '@fees/shared-data/core';
import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { auditEvents } from '../db/schema/audit';
import {
  filterConditions,
  likePattern,
  readPage,
  type DayRangeQuery,
  type FilteredListQuery,
} from '../http/list-query';

/** Who did something, for the log: an account by its label, or someone without one by name. */
export type AuditActor =
  { id: string; firstname: string; lastname: string; email: string } | { name: string };

export interface AuditEntry {
  schoolId: string;
  actor: AuditActor;
  action: AuditAction;
  subject: string;
}

/**
 * Adds a line to the school's log. Call it with the transaction of the write it records, so the
 * two commit or roll back together.
 */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values(auditRow(entry));
}

const auditRow = ({ actor, ...entry }: AuditEntry) => ({
  schoolId: entry.schoolId,
  actorId: 'id' in actor ? actor.id : null,
  actor: 'id' in actor ? accountLabel(actor) : actor.name,
  action: entry.action,
  subject: entry.subject,
});

/**
 * recordAudit's line as the part of a statement (oneStatement) that writes what it records, one
 * line for each row of `from`, a part before it; `filled` makes the subject's SQL from its text, to
 * name what that statement makes (a receipt's number).
 */
export function auditInsert(
  entry: AuditEntry,
  from: string,
  filled: (text: string) => SQL = (text) => sql`${text}`,
): SQL {
  const row = auditRow(entry);
  const columns = [
    auditEvents.id,
    auditEvents.schoolId,
    auditEvents.actorId,
    auditEvents.actor,
    auditEvents.action,
    auditEvents.subject,
  ].map((column) => sql.identifier(column.name));
  return sql`insert into ${auditEvents} (${sql.join(columns, sql`, `)})
    select ${randomUUID()}, ${row.schoolId}, ${row.actorId}, ${row.actor}, ${row.action},
      ${filled(row.subject)}
    from ${sql.identifier(from)}`;
}

export type AuditListQuery = FilteredListQuery<'action'> & DayRangeQuery;

const day = sql`(${auditEvents.at} at time zone ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})::date`;

/** The school's log, newest first, filtered by action, by day in Lagos and by words. */
export async function listAudit(db: Queryable, schoolId: string, query: AuditListQuery) {
  const conditions: SQL[] = [
    eq(auditEvents.schoolId, schoolId),
    ...filterConditions(query, { action: auditEvents.action }),
  ];
  if (query.from) conditions.push(gte(day, sql`${query.from}::date`));
  if (query.to) conditions.push(lte(day, sql`${query.to}::date`));
  if (query.q) {
    const pattern = likePattern(query.q);
    const words = or(ilike(auditEvents.subject, pattern), ilike(auditEvents.actor, pattern));
    if (words) conditions.push(words);
  }
  const where = and(...conditions);
  return readPage(
    query,
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  );
}
