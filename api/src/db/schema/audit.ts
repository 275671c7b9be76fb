import type { AuditAction } from '@fees/shared-data/core';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { schoolIdColumn } from './schools';
import { at, id } from './columns';

/**
 * A school's audit log (docs/staff.md#the-audit-log): one row per write, inserted in the write's
 * own transaction, so a change and its line exist together or not at all. Names are kept as they
 * were, so the log still reads right after someone changes theirs or leaves.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    at: at('at').notNull().defaultNow(),
    /** The account that did it, while it exists; null for a parent, or once the account is gone. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    subject: text('subject').notNull(),
  },
  (table) => [index('audit_events_school_at_idx').on(table.schoolId, table.at, table.id)],
);
