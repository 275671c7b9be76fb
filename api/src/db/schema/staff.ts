import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@fees/shared-data/core';
import { users } from './accounts';
import { schoolIdColumn } from './schools';
import { at, id } from './columns';

/**
 * An owner's invitation to join a school's staff (docs/staff.md#invitations): good once, for a
 * week, for the e-mail it was sent to. Only the token's SHA-256 is kept, like a pay link's.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    schoolId: schoolIdColumn(),
    /** Stored trimmed and lowercased, as users' addresses are. */
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    revokedAt: at('revoked_at'),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_hash_key').on(table.tokenHash),
    index('staff_invitations_school_idx').on(table.schoolId, table.createdAt),
  ],
);
